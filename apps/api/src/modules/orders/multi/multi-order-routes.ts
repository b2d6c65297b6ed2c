import { Type } from 'typebox';
import { route } from '../../../platform/http/route.ts';
import { Id, IdParams, Nullable } from '../../../platform/http/schemas.ts';
import { orderWrite } from '../access.ts';
import { bookingErrors } from '../routes.ts';
import { OrderBody, OrderView } from '../schemas.ts';
import { addToMultiOrder, createMultiOrder } from './multi-orders.ts';

const MultiOrderView = Type.Object({ id: Id, orders: Type.Array(OrderView) });

/** Several orders booked together. */
export const multiOrderRoutes = [
  route({
    method: 'POST',
    url: '/multi-order/create',
    operationId: 'createMultiOrder',
    summary: 'Book 2 to 20 orders together, all or none (409/400 give the index of the order at fault)',
    access: orderWrite,
    errors: bookingErrors,
    schema: {
      body: Type.Object({
        orders: Type.Array(OrderBody, { minItems: 2, maxItems: 20 }),
        customerId: Type.Optional(Nullable(Id)),
      }),
      response: { 200: MultiOrderView },
    },
    handler: (ctx, { body }) => createMultiOrder(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/multi-order/addOrder/:id',
    operationId: 'addOrderToMultiOrder',
    summary: 'Add an existing order to a group (409 when it belongs to another group)',
    access: orderWrite,
    errors: ['inAnotherMultiOrder'],
    schema: { params: IdParams, body: Type.Object({ orderId: Id }), response: { 200: MultiOrderView } },
    handler: (ctx, { params, body }) => addToMultiOrder(ctx, params.id, body.orderId),
  }),
];
