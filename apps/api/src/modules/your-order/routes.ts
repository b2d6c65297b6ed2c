import { customerArea } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { AutoCancelBody, AutoCancelView, OrderLinkQuery } from '../orders/index.ts';
import { cancelFromOrderPage } from './cancel.ts';
import { customerDocumentFile } from './document-file.ts';
import { leaveDeposit } from './leave-deposit.ts';
import { writeToShop } from './messages.ts';
import { customerOrderPage } from './order-page.ts';
import {
  Conversation,
  CustomerMessageBody,
  CustomerOrderPage,
  DepositCardPage,
  OrderDocumentParams,
  OrderIdParams,
  OrderPageParams,
  OrderPageQuery,
} from './schemas.ts';

/** `inline`: the PDF opens in the phone's reader; the name is ASCII (kind and key), so no encoding is needed. */
const inlinePdf = (fileName: string) => `inline; filename="${fileName}"`;

/** The customer's own page of an order, from the link in the shop's mails (no account needed). */
export const yourOrderRoutes = [
  route({
    method: 'GET',
    url: '/your-order/:slug/:orderId',
    operationId: 'getCustomerOrderPage',
    summary:
      "The customer's page of an order from its link: the shop, the order's lines and totals, its documents (ready, " +
      'signed, awaiting the signature) and how signing goes (one-time code, consent words in the asked language)',
    access: customerArea,
    errors: ['notFound'],
    schema: { params: OrderPageParams, querystring: OrderPageQuery, response: { 200: CustomerOrderPage } },
    handler: async (ctx, { params, query, http }) => {
      http.header('cache-control', 'private, no-store');
      return customerOrderPage(ctx, params.slug, params.orderId, query.token, query.language);
    },
  }),
  route({
    method: 'GET',
    url: '/your-order/:slug/:orderId/documents/:documentId',
    operationId: 'readCustomerOrderDocument',
    summary: "A document of the customer's order as a PDF, from the order's link (its signed version once signed)",
    access: customerArea,
    errors: ['notFound', 'documentNotReady'],
    raw: { contentType: 'application/pdf' },
    schema: { params: OrderDocumentParams, querystring: OrderLinkQuery },
    handler: async (ctx, { params, query, http }) => {
      const file = await customerDocumentFile(ctx, params.slug, params.orderId, params.documentId, query.token);
      http.header('content-type', 'application/pdf');
      http.header('content-disposition', inlinePdf(file.fileName));
      http.header('cache-control', 'private, no-store');
      return file.data;
    },
  }),
  route({
    method: 'POST',
    url: '/your-order/order/message/:orderId',
    operationId: 'writeOrderMessageToShop',
    summary:
      "The customer writes to the shop about their order, from the order's link: kept unanswered in the shop's " +
      'inbox until the shop answers; answers the conversation',
    access: customerArea,
    errors: ['orderClosed', 'tooManyMessages'],
    schema: {
      params: OrderIdParams,
      querystring: OrderLinkQuery,
      body: CustomerMessageBody,
      response: { 200: Conversation },
    },
    handler: (ctx, { params, query, body }) => writeToShop(ctx, params.orderId, query.token, body.message),
  }),
  route({
    method: 'POST',
    url: '/your-order/order/auto-cancel/:orderId',
    operationId: 'autoCancelOrder',
    summary:
      'Cancel an unpaid online order whose payment delay is over, or whose checkout was abandoned; or any confirmed ' +
      "order within the shop's cancellation policy, its refund given back on the card paid online or owed by the shop",
    access: customerArea,
    errors: ['alreadyCanceled', 'invalidTransition', 'notAutoCancelable'],
    schema: {
      params: OrderIdParams,
      querystring: OrderLinkQuery,
      body: AutoCancelBody,
      response: { 200: AutoCancelView },
    },
    handler: (ctx, { params, query, body }) => cancelFromOrderPage(ctx, params.orderId, query.token, body ?? {}),
  }),
  route({
    method: 'POST',
    url: '/your-order/:slug/:orderId/deposit',
    operationId: 'leaveOrderDeposit',
    summary:
      "The customer leaves the order's deposit from its page, when the shop holds deposits online: answers the card " +
      'page of its hold, opened once (a second call answers the same page); 409 `depositHeld` once it is all held',
    access: customerArea,
    errors: [
      'notFound',
      'depositHeld',
      'depositNotDue',
      'depositNotOnline',
      'orderClosed',
      'paymentLinkProcessing',
      'paymentLinkUsed',
      'integrationNotConfigured',
      'integrationFailed',
    ],
    schema: { params: OrderPageParams, querystring: OrderLinkQuery, response: { 200: DepositCardPage } },
    handler: async (ctx, { params, query, http }) => {
      http.header('cache-control', 'private, no-store');
      return leaveDeposit(ctx, params.slug, params.orderId, query.token);
    },
  }),
];
