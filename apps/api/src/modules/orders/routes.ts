import type { ErrorCode } from '../../platform/error-codes.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams } from '../../platform/http/schemas.ts';
import { orderRead, orderWrite } from './access.ts';
import { createOrder } from './booking/create-order.ts';
import { detailOf, orderView } from './details/read-order.ts';
import { OrderBody, OrderView } from './schemas.ts';

/** What booking may answer besides the shape's codes: an order and a group of orders alike. */
export const bookingErrors: readonly ErrorCode[] = [
  'alreadyExists',
  'conflict',
  'discountTooLarge',
  'notAvailable',
  'notFound',
  'pricesChanged',
  'shopClosed',
  'unitOut',
  'unitOutOfService',
  'unitTaken',
];

export const orderRoutes = [
  route({
    method: 'POST',
    url: '/order/createOrder',
    operationId: 'createOrder',
    summary: 'Book products, packs and services for a period; 409 names what is not free and the alternatives',
    access: orderWrite,
    errors: bookingErrors,
    schema: { body: OrderBody, response: { 200: OrderView } },
    handler: async (ctx, { body }) => {
      const companyId = ctx.companyId;
      const created = await createOrder(ctx, companyId, body);
      if (created.written) return detailOf(created.written.row, created.written, ctx.now);
      return orderView(ctx.db, companyId, created.id, ctx.now);
    },
  }),
  route({
    method: 'GET',
    url: '/order/:id',
    operationId: 'getOrder',
    summary: 'An order with its lines, units, messages and frozen prices',
    access: orderRead,
    schema: { params: IdParams, response: { 200: OrderView } },
    handler: (ctx, { params }) => orderView(ctx.db, ctx.companyId, params.id, ctx.now),
  }),
];
