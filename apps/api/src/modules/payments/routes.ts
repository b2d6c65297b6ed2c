import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, IdParams } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { cancelOfflinePayment, orderPayments, paymentOr404, recordOfflinePayments } from './ledger.ts';
import { listPayments, paymentListSpec } from './list.ts';
import { refundPayments } from './refunds.ts';
import {
  BatchRefundsBody,
  BulkPaymentsBody,
  CancelPaymentBody,
  OfflinePaymentBody,
  OrderBalanceView,
  OrderPaymentsBody,
  PaymentListItem,
  PaymentView,
  RecordedPayments,
  RefundBody,
} from './schemas.ts';
import { paymentView } from './views.ts';

const read = employee('payments', 'read');
const write = employee('payments', 'write');
const OrderIdParams = Type.Object({ orderId: Id });
const Cancelled = Type.Object({ payment: PaymentView, balance: OrderBalanceView });
const REFUND_ERRORS = [
  'notFound',
  'paymentNotRefundable',
  'refundTooLarge',
  'integrationNotConfigured',
  'intentNotInState',
] as const;
const CANCEL_ERRORS = [
  'paymentNotCancellable',
  'paymentAlreadyCancelled',
  'paymentRefunded',
  'depositSettled',
] as const;

/** The payment ledger of short-term orders: payments recorded by hand, the list, one row, taking one back. */
export const paymentRoutes = [
  route({
    method: 'POST',
    url: '/payment-v2',
    operationId: 'recordPayment',
    summary: 'Record a payment received by hand on an order (cash, cheque, card terminal of the shop…)',
    access: write,
    idempotent: true,
    errors: ['notFound'],
    schema: { body: OfflinePaymentBody, response: { 200: RecordedPayments } },
    handler: (ctx, { body }) => recordOfflinePayments(ctx, [body]),
  }),
  route({
    method: 'POST',
    url: '/payment-v2/bulk',
    operationId: 'recordPayments',
    summary: 'Record several payments received by hand, on one or more orders, all or none',
    access: write,
    idempotent: true,
    errors: ['notFound'],
    schema: { body: BulkPaymentsBody, response: { 200: RecordedPayments } },
    handler: (ctx, { body }) => recordOfflinePayments(ctx, body.payments),
  }),
  route({
    method: 'POST',
    url: '/order/addPayments/:orderId',
    operationId: 'addOrderPayments',
    summary: 'Record payments received by hand on one order (a part in cash, the rest by cheque…)',
    access: write,
    idempotent: true,
    schema: { params: OrderIdParams, body: OrderPaymentsBody, response: { 200: RecordedPayments } },
    handler: (ctx, { params, body }) =>
      recordOfflinePayments(
        ctx,
        body.payments.map((p) => ({ ...p, orderId: params.orderId })),
      ),
  }),
  route({
    method: 'GET',
    url: '/payment-v2',
    operationId: 'listPayments',
    summary: 'The ledger: every payment, deposit and refund, newest first, with filters',
    access: read,
    schema: { querystring: listQuerySchema(paymentListSpec), response: { 200: Paginated(PaymentListItem) } },
    handler: (ctx, { query }) => listPayments(ctx, parseListQuery(paymentListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/payment-v2/:id',
    operationId: 'getPayment',
    summary: 'One row of the ledger',
    access: read,
    schema: { params: IdParams, response: { 200: PaymentView } },
    handler: async (ctx, { params }) => paymentView(await paymentOr404(ctx.db, ctx.companyId, params.id)),
  }),
  route({
    method: 'GET',
    url: '/order/payments/:orderId',
    operationId: 'orderPayments',
    summary: "An order's payments, oldest first, and its balance (paid, refunded, deposit, due, payment state)",
    access: read,
    schema: {
      params: OrderIdParams,
      response: { 200: Type.Object({ payments: Type.Array(PaymentView), balance: OrderBalanceView }) },
    },
    handler: (ctx, { params }) => orderPayments(ctx, params.orderId),
  }),
  route({
    method: 'DELETE',
    url: '/payment-v2/:id',
    operationId: 'cancelPayment',
    summary: 'Take back a payment recorded by hand: a cancelling row is added, the order’s balance recomputed',
    access: write,
    errors: [...CANCEL_ERRORS],
    schema: { params: IdParams, response: { 200: Cancelled } },
    handler: (ctx, { params }) => cancelOfflinePayment(ctx, params.id, {}),
  }),
  route({
    method: 'POST',
    url: '/order/deletePaymentOrder/:orderId/:paymentId',
    operationId: 'cancelOrderPayment',
    summary: 'Take back a payment recorded by hand on this order, with a reason',
    access: write,
    idempotent: true,
    errors: [...CANCEL_ERRORS],
    schema: {
      params: Type.Object({ orderId: Id, paymentId: Id }),
      body: CancelPaymentBody,
      response: { 200: Cancelled },
    },
    handler: (ctx, { params, body }) => cancelOfflinePayment(ctx, params.paymentId, body, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/payment/refund',
    operationId: 'refundPayment',
    summary: 'Give back all or part of a payment, never more than is left of it',
    access: write,
    idempotent: true,
    errors: [...REFUND_ERRORS],
    schema: { body: RefundBody, response: { 200: RecordedPayments } },
    handler: (ctx, { body }) => refundPayments(ctx, [body]),
  }),
  route({
    method: 'POST',
    url: '/payment/batch-refunds',
    operationId: 'refundPayments',
    summary: 'Give back several payments at once, all or none',
    access: write,
    idempotent: true,
    errors: [...REFUND_ERRORS],
    schema: { body: BatchRefundsBody, response: { 200: RecordedPayments } },
    handler: (ctx, { body }) => refundPayments(ctx, body.refunds),
  }),
];
