import { customerArea, employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import {
  AncvTransactionView,
  AuthenticateBody,
  CustomerAncvBody,
  InitCheckoutBody,
  InitCheckoutParams,
  PreTransactionParams,
  PreTransactionQuery,
  TransactionParams,
} from './schemas.ts';
import { authenticate, customerCheckout, initCheckout, pollPayment, pollTransaction, qrCodeSvg } from './service.ts';

const OPEN_ERRORS = ['notFound', 'amountAboveDue', 'integrationNotConfigured'] as const;

/** The QR code the beneficiary scans; the online store serves it at its own address too. */
export const ancvQrCodeRoute = route({
  method: 'GET',
  url: '/ancv/qr-code/:preTransactionId',
  operationId: 'ancvQrCode',
  summary: 'The QR code (SVG) of a pre-transaction: it opens the page where the beneficiary authenticates',
  access: publicAccess,
  raw: { contentType: 'image/svg+xml' },
  errors: ['notFound', 'integrationNotConfigured'],
  schema: { params: PreTransactionParams },
  handler: async (ctx, { params, http }) => {
    const svg = await qrCodeSvg(ctx, params.preTransactionId);
    http.header('content-type', 'image/svg+xml');
    http.header('cache-control', 'no-store');
    return svg;
  },
});

/** Payments by holiday vouchers (ANCV): a QR code the beneficiary scans, authentication, status polling. */
export const holidayVoucherRoutes = [
  route({
    method: 'POST',
    url: '/payment-v2/ancv/init-checkout/:paymentId',
    operationId: 'initAncvCheckout',
    summary:
      'Start a payment by holiday vouchers at the counter, under the id chosen for the payment (the same id again ' +
      'answers the same checkout): answers the QR code to show the customer',
    access: employee('payments', 'write'),
    idempotent: true,
    errors: [...OPEN_ERRORS, 'paymentIdTaken'],
    schema: { params: InitCheckoutParams, body: InitCheckoutBody, response: { 200: AncvTransactionView } },
    handler: (ctx, { params, body }) => initCheckout(ctx, params.paymentId, body),
  }),
  route({
    method: 'POST',
    url: '/online-store/checkout/ancv',
    operationId: 'customerAncvCheckout',
    summary: "The customer pays by holiday vouchers from the order's link: answers the QR code to scan",
    access: customerArea,
    idempotent: true,
    errors: [...OPEN_ERRORS],
    schema: { body: CustomerAncvBody, response: { 200: AncvTransactionView } },
    handler: (ctx, { body }) => customerCheckout(ctx, body),
  }),
  ancvQrCodeRoute,
  route({
    method: 'POST',
    url: '/ancv/transaction/:transactionId/authenticate',
    operationId: 'authenticateAncv',
    summary:
      'The beneficiary authenticates with the voucher scheme (sandbox: 1000000001 holds 1000.00, 1000000002 holds ' +
      '50.00, any other number is unknown); the scheme accepts or refuses to the cent',
    access: publicAccess,
    idempotent: true,
    errors: ['notFound', 'checkoutClosed', 'integrationNotConfigured'],
    schema: { params: TransactionParams, body: AuthenticateBody, response: { 200: AncvTransactionView } },
    handler: (ctx, { params, body }) => authenticate(ctx, params.transactionId, body),
  }),
  route({
    method: 'GET',
    url: '/ancv/transaction/:transactionId',
    operationId: 'getAncvTransaction',
    summary: 'Where a voucher payment stands, for the page of the QR code; the payment follows the scheme’s answer',
    access: publicAccess,
    errors: ['notFound', 'integrationNotConfigured'],
    schema: { params: TransactionParams, querystring: PreTransactionQuery, response: { 200: AncvTransactionView } },
    handler: async (ctx, { params, query, http }) => {
      http.header('cache-control', 'no-store');
      return pollTransaction(ctx, params.transactionId, query.preTransactionId);
    },
  }),
  route({
    method: 'GET',
    url: '/payment-v2/ancv/qr-code-payment/status/:paymentId',
    operationId: 'ancvPaymentStatus',
    summary: 'The counter polls a voucher payment: the payment moves once the beneficiary authenticated',
    access: employee('payments', 'read'),
    errors: ['notFound', 'integrationNotConfigured'],
    schema: { params: InitCheckoutParams, response: { 200: AncvTransactionView } },
    handler: (ctx, { params }) => pollPayment(ctx, params.paymentId),
  }),
];
