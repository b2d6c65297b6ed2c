import { Type } from 'typebox';
import { customerArea, employee, publicAccess } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Id } from '../../../platform/http/schemas.ts';
import { IntentView } from '../schemas.ts';
import { cancelLink, orderLinks } from './cancel.ts';
import { createLink } from './create.ts';
import { publicLink } from './pay.ts';
import { retryDepositHold } from './retry.ts';
import {
  LinkIdParams,
  LinkView,
  OrderLinks,
  OrderLinkView,
  PublicLinkParams,
  PublicLinkView,
  RetryDepositBody,
  SendLinkBody,
} from './schemas.ts';

const write = employee('payments', 'write');
const OrderIdParams = Type.Object({ orderId: Id });
const SEND_ERRORS = ['notFound', 'noCustomerEmail', 'integrationNotConfigured'] as const;

/** Payment and deposit links mailed to customers, their public page, and the re-authorisation of a deposit hold. */
export const linkRoutes = [
  route({
    method: 'POST',
    url: '/order/addPaymentLink/:orderId',
    operationId: 'addPaymentLink',
    summary:
      'Mail the customer a link to pay part or all of what is left on the order by card, until an expiry; the ' +
      'amount is kept aside from other checkouts until the link is paid or expires',
    access: write,
    idempotent: true,
    errors: [...SEND_ERRORS, 'amountAboveDue'],
    schema: { params: OrderIdParams, body: SendLinkBody, response: { 200: LinkView } },
    handler: (ctx, { params, body }) => createLink(ctx, 'PAYMENT', params.orderId, body),
  }),
  route({
    method: 'POST',
    url: '/order/addBailLink/:orderId',
    operationId: 'addDepositLink',
    summary:
      "Mail the customer a link to leave the order's deposit as a hold on their card (captured or released later), " +
      'until an expiry',
    access: write,
    idempotent: true,
    errors: [...SEND_ERRORS, 'depositNotDue'],
    schema: { params: OrderIdParams, body: SendLinkBody, response: { 200: LinkView } },
    handler: (ctx, { params, body }) => createLink(ctx, 'DEPOSIT', params.orderId, body),
  }),
  // Not in the contract: the order's links and taking one back (see docs/decisions.md)
  route({
    method: 'GET',
    url: '/order/paymentLinks/:orderId',
    operationId: 'orderPaymentLinks',
    summary: "The order's payment and deposit links, newest first, with where each stands (open, paid, cancelled…)",
    access: employee('payments', 'read'),
    errors: ['notFound'],
    schema: { params: OrderIdParams, response: { 200: OrderLinks } },
    handler: (ctx, { params }) => orderLinks(ctx, params.orderId),
  }),
  route({
    method: 'POST',
    url: '/order/cancelPaymentLink/:paymentLinkId',
    operationId: 'cancelPaymentLink',
    summary:
      'Cancel a payment or deposit link before the customer pays it: its card page can no longer be paid, its page ' +
      'answers 410 paymentLinkCancelled and the amount it kept aside is free again; 409 once paid',
    access: write,
    idempotent: true,
    errors: ['notFound', 'paymentLinkUsed', 'paymentLinkProcessing', 'paymentLinkExpired', 'integrationNotConfigured'],
    schema: { params: LinkIdParams, response: { 200: OrderLinkView } },
    handler: (ctx, { params }) => cancelLink(ctx, params.paymentLinkId),
  }),
  route({
    method: 'GET',
    url: '/online-store/order/:orderId/payment-link/:paymentLinkId',
    operationId: 'getPaymentLink',
    summary:
      'A payment or deposit link as its customer sees it; 410 paymentLinkExpired once it lapsed unpaid, 410 ' +
      'paymentLinkCancelled once the shop cancelled it',
    access: publicAccess,
    errors: ['notFound', 'paymentLinkExpired', 'paymentLinkCancelled'],
    schema: { params: PublicLinkParams, response: { 200: PublicLinkView } },
    handler: (ctx, { params, http }) => {
      http.header('cache-control', 'no-store');
      return publicLink(ctx, params.orderId, params.paymentLinkId);
    },
  }),
  route({
    method: 'POST',
    url: '/checkout-deposit-retry/stripe',
    operationId: 'retryDepositHold',
    summary:
      "The customer authorises a new card hold for a card deposit from the order's link (the old hold is " +
      'released once the new one is in place): answers the card page to open',
    access: customerArea,
    idempotent: true,
    errors: ['notFound', 'depositNotRetriable', 'integrationNotConfigured'],
    schema: { body: RetryDepositBody, response: { 200: IntentView } },
    handler: (ctx, { body }) => retryDepositHold(ctx, body),
  }),
];
