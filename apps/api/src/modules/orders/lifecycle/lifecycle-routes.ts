import { manager } from '../../../platform/http/access.ts';
import { route, type StaffCtx } from '../../../platform/http/route.ts';
import { IdParams, Ok } from '../../../platform/http/schemas.ts';
import { orderRead, orderWrite } from '../access.ts';
import { checkPreBooking, convertPreBooking } from '../booking/pre-booking.ts';
import { updateOrder } from '../booking/update-order.ts';
import { orderView } from '../details/read-order.ts';
import { OrderBody, OrderIdParams, OrderView } from '../schemas.ts';
import { cancelOrder, previewCancellation } from './cancel-order.ts';
import { deleteOrderPermanently, softDeleteOrder } from './delete-order.ts';
import { departOrder } from './depart.ts';
import { handOutEarly, previewEarlyHandOut } from './early-hand-out.ts';
import { exchangeUnit } from './exchange-unit.ts';
import {
  CancelPreviewView,
  CancelQuery,
  EarlyHandOutView,
  ExchangeUnitBody,
  PreBookingCheckView,
  ReadyToGoBody,
  ReturnProductsBody,
  SetStatusBody,
  SetStatusParams,
} from './lifecycle-schemas.ts';
import { closeNoShow } from './no-show.ts';
import { returnProducts } from './return-units.ts';
import { setOrderStatus } from './set-status.ts';

/** Runs a change of an order of the session's company, then answers the order as it now is. */
async function changed(ctx: StaffCtx, orderId: string, change: (companyId: string) => Promise<unknown>) {
  const companyId = ctx.companyId;
  await change(companyId);
  return orderView(ctx, companyId, orderId);
}

/** Handing out, taking back, exchanging units and moving an order through its statuses. */
export const orderLifecycleRoutes = [
  route({
    method: 'POST',
    url: '/order/readyToGo/:orderId',
    operationId: 'readyToGo',
    summary:
      'Hand out the order (TO_COME → IN_PROGRESS): the units named go with those already given; all must be given. ' +
      'startNow: before its booked start, the start moves to now (repriced, stock re-checked) in the same transaction',
    access: orderWrite,
    errors: [
      'conflict',
      'invalidTransition',
      'notAvailable',
      'notConfirmed',
      'orderCanceled',
      'pricesChanged',
      'unitOut',
      'unitOutOfService',
      'unitTaken',
    ],
    schema: { params: OrderIdParams, body: ReadyToGoBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) => {
      const { startNow, expectedTotal, ...refs } = body;
      return changed(ctx, params.orderId, (companyId) =>
        startNow
          ? handOutEarly(ctx, companyId, params.orderId, refs, expectedTotal)
          : departOrder(ctx, companyId, params.orderId, refs, 'readyToGo'),
      );
    },
  }),
  route({
    method: 'GET',
    url: '/order/earlyHandOut/:orderId',
    operationId: 'previewEarlyHandOut',
    summary: 'Handing out before the booked start: the start it would get (now) and the price before → after',
    access: orderRead,
    schema: { params: OrderIdParams, response: { 200: EarlyHandOutView } },
    handler: (ctx, { params }) => previewEarlyHandOut(ctx, ctx.companyId, params.orderId),
  }),
  route({
    method: 'PUT',
    url: '/order/allocateMaterial/returnProducts/:orderId',
    operationId: 'returnProducts',
    summary: 'Take back units (by id or QR code) and quantities, with their state answers; all back → ENDED',
    access: orderWrite,
    errors: ['conflict', 'invalidTransition', 'notConfirmed', 'notOut', 'orderCanceled'],
    schema: { params: OrderIdParams, body: ReturnProductsBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) =>
      changed(ctx, params.orderId, (companyId) =>
        returnProducts(ctx, companyId, params.orderId, body, { everything: false, verb: 'return' }),
      ),
  }),
  route({
    method: 'PUT',
    url: '/order/exchangeUnit/:orderId',
    operationId: 'exchangeUnit',
    summary: 'Swap a unit of the order for a free unit of the same product (by id or QR code)',
    access: orderWrite,
    errors: [
      'conflict',
      'notConfirmed',
      'orderCanceled',
      'unitOut',
      'unitOutOfService',
      'unitTaken',
      'unitUnavailable',
    ],
    schema: { params: OrderIdParams, body: ExchangeUnitBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) =>
      changed(ctx, params.orderId, (companyId) => exchangeUnit(ctx, companyId, params.orderId, body)),
  }),
  route({
    method: 'POST',
    url: '/order/set-status/:orderId/:status',
    operationId: 'setOrderStatus',
    summary:
      'TO_COME → IN_PROGRESS (depart), IN_PROGRESS → ENDED (all back), IN_PROGRESS → TO_COME (undo), ENDED → IN_PROGRESS (reopen)',
    access: orderWrite,
    errors: [
      'conflict',
      'invalidTransition',
      'notAvailable',
      'notConfirmed',
      'notOut',
      'orderCanceled',
      'partlyReturned',
      'unitDeleted',
      'unitOut',
      'unitOutOfService',
      'unitTaken',
    ],
    schema: { params: SetStatusParams, body: SetStatusBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) =>
      changed(ctx, params.orderId, (companyId) =>
        setOrderStatus(ctx, companyId, params.orderId, params.status, body?.note ?? null),
      ),
  }),
  route({
    method: 'DELETE',
    url: '/order/cancel/:orderId',
    operationId: 'cancelOrder',
    summary: 'Cancel an order before it starts: holds released, refund and fee from the cancellation policy',
    access: orderWrite,
    errors: ['alreadyCanceled', 'invalidTransition'],
    schema: { params: OrderIdParams, querystring: CancelQuery, response: { 200: OrderView } },
    handler: (ctx, { params, query }) =>
      changed(ctx, params.orderId, (companyId) => cancelOrder(ctx, companyId, params.orderId, query.reason ?? null)),
  }),
  route({
    method: 'POST',
    url: '/order/noShow/:orderId',
    operationId: 'closeNoShow',
    summary: 'Close an order that never left and is past its end as a no-show: cancelled, the policy keeps its fee',
    access: orderWrite,
    errors: ['notNoShow'],
    schema: { params: OrderIdParams, response: { 200: OrderView } },
    handler: (ctx, { params }) =>
      changed(ctx, params.orderId, (companyId) => closeNoShow(ctx, companyId, params.orderId)),
  }),
  route({
    method: 'GET',
    url: '/order/cancel-preview/:orderId',
    operationId: 'previewOrderCancellation',
    summary: 'What cancelling the order now would refund and keep under the policy, or why it cannot be cancelled',
    access: orderRead,
    schema: { params: OrderIdParams, response: { 200: CancelPreviewView } },
    handler: (ctx, { params }) => previewCancellation(ctx, ctx.companyId, params.orderId),
  }),
  route({
    method: 'PUT',
    url: '/order/updateOrder/:id',
    operationId: 'updateOrder',
    summary: 'Replace dates, lines, customer, discount, promo code, delivery and notes; stock re-checked, repriced',
    access: orderWrite,
    errors: [
      'alreadyExists',
      'conflict',
      'discountTooLarge',
      'notAvailable',
      'notEditable',
      'pricesChanged',
      'shopClosed',
      'unitOut',
      'unitOutOfService',
      'unitTaken',
    ],
    schema: { params: IdParams, body: OrderBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) =>
      changed(ctx, params.id, (companyId) => updateOrder(ctx, companyId, params.id, body)),
  }),
  route({
    method: 'GET',
    url: '/order/preBookingToOrderCheckAvailability/:orderId',
    operationId: 'preBookingToOrderCheckAvailability',
    summary: 'Whether a pre-booking would fit the stock now, and what conflicts',
    access: orderRead,
    errors: ['notAvailable', 'notPreBooking'],
    schema: { params: OrderIdParams, response: { 200: PreBookingCheckView } },
    handler: (ctx, { params }) => checkPreBooking(ctx, ctx.companyId, params.orderId),
  }),
  route({
    method: 'GET',
    url: '/order/preBookingToOrder/:orderId',
    operationId: 'preBookingToOrder',
    summary: 'Turn a pre-booking into an order holding its stock; 409 notAvailable when it no longer fits',
    access: orderWrite,
    changesState: true,
    errors: ['notAvailable', 'notPreBooking'],
    schema: { params: OrderIdParams, response: { 200: OrderView } },
    handler: (ctx, { params }) =>
      changed(ctx, params.orderId, (companyId) => convertPreBooking(ctx, companyId, params.orderId)),
  }),
  route({
    method: 'DELETE',
    url: '/order/:id',
    operationId: 'deleteOrder',
    summary: 'Delete an order that never ran (to come, cancelled, request, pre-booking); its holds are released',
    access: orderWrite,
    errors: ['orderStarted'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: async (ctx, { params }) => {
      await softDeleteOrder(ctx, ctx.companyId, params.id);
      return { ok: true as const };
    },
  }),
  route({
    method: 'DELETE',
    url: '/order/deletePermanently/:orderId',
    operationId: 'deleteOrderPermanently',
    summary: 'Remove an order and everything it owns for good (managers); the audit log keeps its trace',
    access: manager,
    errors: ['orderStarted', 'orderInvoiced', 'orderHasPayments'],
    schema: { params: OrderIdParams, response: { 200: Ok } },
    handler: async (ctx, { params }) => {
      await deleteOrderPermanently(ctx, ctx.companyId, params.orderId);
      return { ok: true as const };
    },
  }),
];
