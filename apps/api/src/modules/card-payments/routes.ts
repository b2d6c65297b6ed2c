import { Type } from 'typebox';
import { customerArea, employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Integer, Line } from '../../platform/http/schemas.ts';
import { linkedOrder } from '../your-order/index.ts';
import { PaymentProviders, paymentProviders } from './availability.ts';
import { paymentIntent, startCardPayment, toCustomerPage, toDashboardOrder } from './checkout.ts';
import { payLink } from './links/pay.ts';
import { linkRoutes } from './links/routes.ts';
import { SIGNATURE_HEADER } from './sandbox/signature.ts';
import { CustomerCheckoutBody, IntentView, PaymentIdParams, StaffCheckoutBody, WebhookAnswer } from './schemas.ts';
import { receiveWebhook } from './webhook.ts';

const CHECKOUT_ERRORS = ['notFound', 'amountAboveDue', 'integrationNotConfigured'] as const;
const LINK_ERRORS = ['paymentLinkExpired', 'paymentLinkUsed', 'paymentLinkCancelled'] as const;

/** Card payments through the active provider (the built-in sandbox unless a real one is configured). */
export const cardPaymentRoutes = [
  route({
    method: 'POST',
    url: '/your-order/checkout/stripe',
    operationId: 'customerCardCheckout',
    summary:
      "The customer pays what is left on the order (or a part of it) by card from the order's link: answers the " +
      "provider's card page to open; with `paymentLinkId`, pays that payment or deposit link",
    access: customerArea,
    idempotent: true,
    errors: [...CHECKOUT_ERRORS, ...LINK_ERRORS],
    schema: { body: CustomerCheckoutBody, response: { 200: IntentView } },
    handler: async (ctx, { body }) => {
      const { order, company } = await linkedOrder(ctx, body.slug, body.orderId, body.token);
      if (body.paymentLinkId) return payLink(ctx, company, order.id, body.paymentLinkId);
      return startCardPayment(ctx, {
        companyId: order.companyId,
        orderId: order.id,
        amount: body.amount,
        returnUrl: toCustomerPage(ctx.deps.config.publicUrl),
      });
    },
  }),
  route({
    method: 'POST',
    url: '/payment/checkout/stripe/initiate',
    operationId: 'initiateCardPayment',
    summary: "Start a card payment on an order at the counter: answers the provider's card page for the customer",
    access: employee('payments', 'write'),
    idempotent: true,
    errors: [...CHECKOUT_ERRORS],
    schema: { body: StaffCheckoutBody, response: { 200: IntentView } },
    handler: (ctx, { body }) =>
      startCardPayment(ctx, {
        companyId: ctx.companyId,
        orderId: body.orderId,
        amount: body.amount,
        returnUrl: toDashboardOrder(ctx.deps.config.publicUrl),
      }),
  }),
  route({
    method: 'GET',
    url: '/stripe/payment/intent/:paymentId',
    operationId: 'getPaymentIntent',
    summary: 'The card provider’s intent behind a ledger row: its status, what is held, captured and refunded',
    access: employee('payments', 'read'),
    errors: ['integrationNotConfigured'],
    schema: { params: PaymentIdParams, response: { 200: IntentView } },
    handler: (ctx, { params }) => paymentIntent(ctx, params.paymentId),
  }),
  route({
    method: 'POST',
    url: '/payment/webhook/sandbox',
    operationId: 'sandboxCardWebhook',
    summary:
      'Events of the sandbox card provider, signed (HMAC-SHA256 of "timestamp.body" in `hirebase-sandbox-signature`); ' +
      'a forged, stale or replayed event is refused and changes nothing',
    access: publicAccess,
    errors: ['webhookRejected', 'webhookReplayed', 'integrationNotConfigured'],
    schema: {
      body: Type.Object(
        {
          id: Line(200),
          type: Line(200),
          created: Integer(0, 99_999_999_999, { description: 'When the event was made, in seconds since 1970' }),
          data: Type.Object(
            { object: Type.Object({}, { additionalProperties: true }) },
            { additionalProperties: true },
          ),
        },
        { additionalProperties: true, description: 'The event, as the provider sent it' },
      ),
      response: { 200: WebhookAnswer },
    },
    handler: (ctx, { http }) => {
      const signature = http.headers[SIGNATURE_HEADER];
      return receiveWebhook(ctx, 'SANDBOX', http.rawBody ?? '', Array.isArray(signature) ? signature[0] : signature);
    },
  }),
  // Not in the contract: what the payment screens may offer (see docs/decisions.md)
  route({
    method: 'GET',
    url: '/payment/providers',
    operationId: 'paymentProviders',
    summary:
      'What the shop can take payments with now (card and links, card terminal, holiday vouchers), for the payment ' +
      'screens to offer only what would go through',
    access: employee('payments', 'read'),
    errors: [],
    schema: { response: { 200: PaymentProviders } },
    handler: (ctx) => paymentProviders(ctx),
  }),
  ...linkRoutes,
];
