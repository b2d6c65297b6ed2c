import { customerArea } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Ok } from '../../../platform/http/schemas.ts';
import { orderRead, orderWrite } from '../access.ts';
import { OrderLinkQuery } from '../customer-area/schemas.ts';
import { OrderIdParams, OrderView } from '../schemas.ts';
import { customerCancelRequest, inbox, inboxCounts, solveMessages } from './messages.ts';
import {
  ApprovalBody,
  CancelRequestBody,
  InboxCountsView,
  InboxPage,
  InboxQuery,
  RequestDraftView,
  RequestParams,
  SolveBody,
} from './request-schemas.ts';
import { answerRequest, requestDraft, requestView } from './requests.ts';

/** Requests from customers, messages on orders, and the shop's inbox of both. */
export const orderRequestRoutes = [
  route({
    method: 'POST',
    url: '/order/approval-request/:orderRequestId',
    operationId: 'answerOrderRequest',
    summary: 'Approve a request (its stock is held; 409 when it no longer fits) or refuse it; the customer is mailed',
    access: orderWrite,
    errors: ['notAvailable', 'requestClosed'],
    schema: { params: RequestParams, body: ApprovalBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) => answerRequest(ctx, params.orderRequestId, body),
  }),
  route({
    method: 'GET',
    url: '/order/request/:orderRequestId',
    operationId: 'getOrderRequest',
    summary: 'A request with its lines and messages (404 when the order is not a request)',
    access: orderRead,
    schema: { params: RequestParams, response: { 200: OrderView } },
    handler: (ctx, { params }) => requestView(ctx, params.orderRequestId),
  }),
  route({
    method: 'GET',
    url: '/order/buildRequestForUpdate/:orderRequestId',
    operationId: 'buildOrderRequestDraft',
    summary: 'A request as an order body for the editor, with how many of each product are free over its period',
    access: orderRead,
    schema: { params: RequestParams, response: { 200: RequestDraftView } },
    handler: (ctx, { params }) => requestDraft(ctx, params.orderRequestId),
  }),
  route({
    method: 'GET',
    url: '/order/requests-with-messages',
    operationId: 'listOrderInbox',
    summary: 'Open requests and orders with unsolved customer messages, latest first, with their last message',
    access: orderRead,
    schema: { querystring: InboxQuery, response: { 200: InboxPage } },
    handler: (ctx, { query }) => inbox(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/order/count/requests-and-messages',
    operationId: 'countOrderInbox',
    summary: 'How many requests wait for approval and how many customer messages are not solved',
    access: orderRead,
    schema: { response: { 200: InboxCountsView } },
    handler: (ctx) => inboxCounts(ctx),
  }),
  route({
    method: 'POST',
    url: '/order/solveOrderMessage/:orderId',
    operationId: 'solveOrderMessages',
    summary: "Mark the customer's messages on an order solved, optionally replying (kept and mailed)",
    access: orderWrite,
    schema: { params: OrderIdParams, body: SolveBody, response: { 200: OrderView } },
    handler: (ctx, { params, body }) => solveMessages(ctx, params.orderId, body.reply),
  }),
  route({
    method: 'POST',
    url: '/your-order/order/cancel-request/:orderId',
    operationId: 'requestOrderCancellation',
    summary: "The customer asks to cancel their order, giving the order's email (404 when it does not match)",
    access: customerArea,
    errors: ['cancelRequestPending', 'orderClosed'],
    schema: { params: OrderIdParams, querystring: OrderLinkQuery, body: CancelRequestBody, response: { 200: Ok } },
    handler: (ctx, { params, query, body }) => customerCancelRequest(ctx, params.orderId, query.token, body),
  }),
];
