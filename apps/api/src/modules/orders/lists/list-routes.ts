import { type Static, Type } from 'typebox';
import { route } from '../../../platform/http/route.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../../platform/query/list-query.ts';
import { orderRead } from '../access.ts';
import { OrderSummaryView } from '../schemas.ts';
import { customerOrdersInfo, customerOrdersPage, pendingOrdersOf } from './customer-orders.ts';
import { ordersInsideRange } from './inside-range.ts';
import {
  CustomerIdParams,
  CustomerOrdersQuery,
  CustomerYearParams,
  InsideRangeQuery,
  InsideRangeView,
  ItemParams,
  OrderListItem,
  OrderOfUnitView,
  OrderPage,
  OrderRangeFilters,
  OrderRangeQuery,
  OrdersInfoView,
  PredictedReorderBody,
  PredictedReorderView,
  SubProductParams,
} from './list-schemas.ts';
import { exportOrdersCsv } from './order-csv.ts';
import { listOrders, orderListSpec } from './order-list.ts';
import { ordersOfItem, ordersOfUnit } from './order-lookups.ts';
import { listOrdersInRange } from './order-range-list.ts';
import { predictReorder } from './predicted-reorder.ts';

/** Lists of orders: filtered, by date range, by item, unit or customer, for the planning, and as CSV. */
export const orderListRoutes = [
  route({
    method: 'GET',
    url: '/order',
    operationId: 'listOrders',
    summary: 'Orders with the generic filters (field.op=value), sort, skip/limit and fields',
    access: orderRead,
    schema: { querystring: listQuerySchema(orderListSpec), response: { 200: Paginated(OrderListItem) } },
    handler: (ctx, { query }) => listOrders(ctx, parseListQuery(orderListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/order/list',
    operationId: 'listOrdersInRange',
    summary: 'Orders overlapping a date range, with customer and product searches and states, by page',
    access: orderRead,
    schema: { querystring: OrderRangeQuery, response: { 200: OrderPage } },
    handler: (ctx, { query }) => listOrdersInRange(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/order/listCsv',
    operationId: 'exportOrdersCsv',
    summary: 'The orders /order/list shows (every page) as a CSV file for spreadsheets (UTF-8 with BOM, ";")',
    access: orderRead,
    raw: { contentType: 'text/csv; charset=utf-8' },
    schema: { querystring: OrderRangeFilters },
    handler: async (ctx, { query, http }) => {
      const file = await exportOrdersCsv(ctx, query);
      http.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  }),
  route({
    method: 'GET',
    url: '/order/byItemId/:itemId',
    operationId: 'listOrdersOfItem',
    summary: 'Orders with a line of this product, pack or service, latest start first (500 at most)',
    access: orderRead,
    schema: { params: ItemParams, response: { 200: Type.Array(OrderSummaryView) } },
    handler: (ctx, { params }) => ordersOfItem(ctx, params.itemId),
  }),
  route({
    method: 'GET',
    url: '/order/get-by-subproduct/:subProductId',
    operationId: 'listOrdersOfUnit',
    summary: 'Orders this unit was given to, newest first, with the state of the unit in each (500 at most)',
    access: orderRead,
    schema: { params: SubProductParams, response: { 200: Type.Array(OrderOfUnitView) } },
    handler: (ctx, { params }) => ordersOfUnit(ctx, params.subProductId),
  }),
  route({
    method: 'GET',
    url: '/order/insideRange',
    operationId: 'listOrdersInsideRange',
    summary: 'For the planning: orders overlapping a range (and still out), with their holds and units',
    access: orderRead,
    schema: { querystring: InsideRangeQuery, response: { 200: InsideRangeView } },
    // JSON text written by the database in the shape of InsideRangeView (inside-range.test.ts checks it): sent as is
    handler: async (ctx, { query, http }) => {
      const answer = await ordersInsideRange(ctx, query);
      http.header('content-type', 'application/json; charset=utf-8');
      return answer as unknown as Static<typeof InsideRangeView>;
    },
  }),
  route({
    method: 'GET',
    url: '/order/pendingOrdersByCustomer/:customerId',
    operationId: 'listPendingOrdersOfCustomer',
    summary: 'Orders of a customer to come or in progress, not cancelled, soonest first',
    access: orderRead,
    schema: { params: CustomerIdParams, response: { 200: Type.Array(OrderSummaryView) } },
    handler: (ctx, { params }) => pendingOrdersOf(ctx, params.customerId),
  }),
  route({
    method: 'GET',
    url: '/order/listOrdersByCustomerIdPaginated',
    operationId: 'listOrdersOfCustomer',
    summary: 'Orders of a customer (starting in `year` when given), latest first, by page',
    access: orderRead,
    errors: ['notFound'],
    schema: { querystring: CustomerOrdersQuery, response: { 200: OrderPage } },
    handler: (ctx, { query }) => customerOrdersPage(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/order/ordersInfoByCustomerId/:customerId/:year',
    operationId: 'getCustomerOrdersInfo',
    summary: 'What a customer booked in a year: count, total, cancellations, first and last, years with orders',
    access: orderRead,
    schema: { params: CustomerYearParams, response: { 200: OrdersInfoView } },
    handler: (ctx, { params }) => customerOrdersInfo(ctx, params.customerId, params.year),
  }),
  route({
    method: 'POST',
    url: '/order/predictedReorder',
    operationId: 'predictReorder',
    summary: "A draft of the customer's next order: last order's products at the date their habit suggests",
    access: orderRead,
    errors: ['notFound'],
    schema: { body: PredictedReorderBody, response: { 200: PredictedReorderView } },
    handler: (ctx, { body }) => predictReorder(ctx, body.customerId),
  }),
];
