import { Type } from 'typebox';
import { employee } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Id, IdParams } from '../../../platform/http/schemas.ts';
import { IntentView, toDashboardOrder } from '../../card-payments/index.ts';
import { startDepositHold } from './card-hold.ts';
import { sendDepositMail } from './mails.ts';
import {
  AddDepositsBody,
  CancelDepositBody,
  CaptureDepositBody,
  CaptureOrderDepositBody,
  CardDepositBody,
  DepositMailBody,
  DepositMailView,
  OrderDepositsView,
  ReleaseDepositBody,
} from './schemas.ts';
import {
  addOfflineDeposits,
  cancelOfflineDeposit,
  captureDeposit,
  readOrderDeposits,
  releaseDeposit,
} from './service.ts';

const read = employee('payments', 'read');
const write = employee('payments', 'write');
const OrderIdParams = Type.Object({ orderId: Id });
const DRAW_ERRORS = ['depositNotHeld', 'depositTooLarge', 'intentNotInState'] as const;
const response = { 200: OrderDepositsView };

/** Deposits (bails) of short-term orders: taken by hand, partly captured, released, taken back. */
export const depositRoutes = [
  route({
    method: 'GET',
    url: '/order/bails/:orderId',
    operationId: 'orderDeposits',
    summary: 'The deposit an order asks for and its deposits: what each holds, captured and released',
    access: read,
    schema: { params: OrderIdParams, response },
    handler: (ctx, { params }) => readOrderDeposits(ctx, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/order/addBails/:orderId',
    operationId: 'addOrderDeposits',
    summary: 'Record deposits taken by hand on an order (a cheque kept, cash, a card imprint…)',
    access: write,
    idempotent: true,
    schema: { params: OrderIdParams, body: AddDepositsBody, response },
    handler: (ctx, { params, body }) => addOfflineDeposits(ctx, params.orderId, body),
  }),
  route({
    method: 'POST',
    url: '/order/cardBail/:orderId',
    operationId: 'holdOrderDeposit',
    summary:
      "Take an order's deposit as a card hold (captured later, in part or not at all): answers the provider's card " +
      'page where the customer authorises it; by default for what the deposit still lacks',
    access: write,
    idempotent: true,
    errors: ['notFound', 'noDepositToTake', 'integrationNotConfigured'],
    schema: { params: OrderIdParams, body: CardDepositBody, response: { 200: IntentView } },
    handler: (ctx, { params, body }) =>
      startDepositHold(ctx, {
        companyId: ctx.companyId,
        orderId: params.orderId,
        amount: body.amount,
        returnUrl: toDashboardOrder(ctx.deps.config.publicUrl),
      }),
  }),
  route({
    method: 'POST',
    url: '/order/deleteBailOrder/:orderId/:bailId',
    operationId: 'cancelOrderDeposit',
    summary: 'Take back a deposit recorded by mistake: a cancelling row is added, nothing is erased',
    access: write,
    idempotent: true,
    errors: ['paymentAlreadyCancelled', 'depositSettled'],
    schema: { params: Type.Object({ orderId: Id, bailId: Id }), body: CancelDepositBody, response },
    handler: (ctx, { params, body }) => cancelOfflineDeposit(ctx, params.orderId, params.bailId, body),
  }),
  route({
    method: 'POST',
    url: '/payment-v2/deposit/capture/:id',
    operationId: 'captureDeposit',
    summary: 'Keep part (or all) of a deposit, with a reason; never more than it still holds',
    access: write,
    idempotent: true,
    errors: [...DRAW_ERRORS],
    schema: { params: IdParams, body: CaptureDepositBody, response },
    handler: (ctx, { params, body }) => captureDeposit(ctx, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/order/captureBail/:orderId',
    operationId: 'captureOrderDeposit',
    summary: 'Keep part (or all) of one of the order’s deposits, with a reason',
    access: write,
    idempotent: true,
    errors: [...DRAW_ERRORS],
    schema: { params: OrderIdParams, body: CaptureOrderDepositBody, response },
    handler: (ctx, { params, body: { bailId, ...capture } }) => captureDeposit(ctx, bailId, capture, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/payment-v2/deposit/release/:id',
    operationId: 'releaseDeposit',
    summary: 'Give back what a deposit still holds (at return, or after a capture)',
    access: write,
    idempotent: true,
    errors: ['depositNotHeld'],
    schema: { params: IdParams, body: ReleaseDepositBody, response },
    handler: (ctx, { params, body }) => releaseDeposit(ctx, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/payment/send-bail-receipt',
    operationId: 'sendDepositReceipt',
    summary: 'Mail the customer the receipt of a deposit (the company’s template of the deposit receipt)',
    access: write,
    errors: ['notFound', 'depositNotHeld', 'noCustomerEmail'],
    schema: { body: DepositMailBody, response: { 200: DepositMailView } },
    handler: (ctx, { body }) => sendDepositMail(ctx, 'DEPOSIT_RECEIPT', body),
  }),
  route({
    method: 'POST',
    url: '/payment/send-bail-expiration-mail',
    operationId: 'sendDepositExpiringMail',
    summary: 'Mail the customer that the hold of a deposit ends soon (only while something is held)',
    access: write,
    errors: ['notFound', 'depositNotHeld', 'noCustomerEmail'],
    schema: { body: DepositMailBody, response: { 200: DepositMailView } },
    handler: (ctx, { body }) => sendDepositMail(ctx, 'DEPOSIT_EXPIRING', body),
  }),
];
