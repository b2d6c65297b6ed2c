import { Type } from 'typebox';
import type { ErrorCode } from '../../platform/error-codes.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams } from '../../platform/http/schemas.ts';
import { orderRead, orderWrite } from './access.ts';
import { bookAndHandOut } from './booking/book-and-hand-out.ts';
import { createOrder } from './booking/create-order.ts';
import { detailOf, orderView, withInsuranceChoice } from './details/read-order.ts';
import { OrderBody, OrderView } from './schemas.ts';

/** What booking may answer besides the shape's codes: an order and a group of orders alike. */
export const bookingErrors: readonly ErrorCode[] = [
  'alreadyExists',
  'conflict',
  'discountTooLarge',
  // the linked insurer refused the policy of an order booked with its insurance
  'integrationFailed',
  'notAvailable',
  'notFound',
  'pricesChanged',
  'shopClosed',
  'unitOut',
  'unitOutOfService',
  'unitTaken',
];

const CreateOrderBody = Type.Object({
  ...OrderBody.properties,
  handOut: Type.Optional(
    Type.Boolean({
      description: 'Hand the order out at once (a walk-in starting now), in the same transaction as the booking',
    }),
  ),
});

export const orderRoutes = [
  route({
    method: 'POST',
    url: '/order/createOrder',
    operationId: 'createOrder',
    summary: 'Book products, packs and services for a period; 409 names what is not free and the alternatives',
    access: orderWrite,
    errors: [...bookingErrors, 'invalidTransition'],
    schema: { body: CreateOrderBody, response: { 200: OrderView } },
    handler: async (ctx, { body }) => {
      const companyId = ctx.companyId;
      const { handOut, ...input } = body;
      if (handOut) return orderView(ctx, companyId, await bookAndHandOut(ctx, companyId, input));
      const created = await createOrder(ctx, companyId, input);
      if (created.written) {
        const { row } = created.written;
        return withInsuranceChoice(ctx, companyId, row, detailOf(row, created.written, ctx.now));
      }
      return orderView(ctx, companyId, created.id);
    },
  }),
  route({
    method: 'GET',
    url: '/order/:id',
    operationId: 'getOrder',
    summary: 'An order with its lines, units, messages and frozen prices',
    access: orderRead,
    schema: { params: IdParams, response: { 200: OrderView } },
    handler: (ctx, { params }) => orderView(ctx, ctx.companyId, params.id),
  }),
];
