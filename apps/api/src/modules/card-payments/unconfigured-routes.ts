import { Type } from 'typebox';
import { integrationNotConfigured } from '../../platform/errors.ts';
import { customerArea, employee, publicAccess } from '../../platform/http/access.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { route } from '../../platform/http/route.ts';
import { Id, Money } from '../../platform/http/schemas.ts';
import { orderOr404 } from '../orders/index.ts';
import { linkedOrder } from '../your-order/index.ts';
import { CustomerCheckoutBody } from './schemas.ts';

const write = employee('payments', 'write');
const UNCONFIGURED = ['notFound', 'integrationNotConfigured'] as const;

/** The order is looked up first (another company's is a 404, as everywhere); then the provider is not there. */
async function staffOrderThen503(ctx: Ctx & { companyId: string }, orderId: string, integration: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  throw integrationNotConfigured(integration);
}

async function customerOrderThen503(ctx: Ctx, body: { slug: string; orderId: string; token?: string }) {
  await linkedOrder(ctx, body.slug, body.orderId, body.token);
  throw integrationNotConfigured('adyen');
}

/**
 * Calls of card providers this platform has no adapter configured for (Square terminals, Adyen): each answers 503
 * `integrationNotConfigured` naming the provider, never a pretend success.
 */
export const unconfiguredProviderRoutes = [
  route({
    method: 'POST',
    url: '/order/createPaymentSquare',
    operationId: 'createSquarePayment',
    summary: 'Take a card payment on a Square terminal (503 until Square is configured)',
    access: write,
    idempotent: true,
    errors: [...UNCONFIGURED],
    schema: {
      body: Type.Object({ orderId: Id, amount: Money({ exclusiveMinimum: 0 }) }),
      response: { 200: Type.Object({}) },
    },
    handler: (ctx, { body }) => staffOrderThen503(ctx, body.orderId, 'square'),
  }),
  route({
    method: 'POST',
    url: '/order/deletePaymentSquare',
    operationId: 'deleteSquarePayment',
    summary: 'Cancel a payment taken on a Square terminal (503 until Square is configured)',
    access: write,
    idempotent: true,
    errors: [...UNCONFIGURED],
    schema: { body: Type.Object({ orderId: Id, paymentId: Id }), response: { 200: Type.Object({}) } },
    handler: (ctx, { body }) => staffOrderThen503(ctx, body.orderId, 'square'),
  }),
  route({
    method: 'GET',
    url: '/payment/adyen/payment-methods',
    operationId: 'adyenPaymentMethods',
    summary: "The payment methods Adyen offers for a shop's checkout (503 until Adyen is configured)",
    access: publicAccess,
    errors: ['integrationNotConfigured'],
    schema: { querystring: Type.Object({ companyId: Id }), response: { 200: Type.Object({}) } },
    handler: () => {
      throw integrationNotConfigured('adyen');
    },
  }),
  route({
    method: 'POST',
    url: '/checkout/adyen',
    operationId: 'adyenCheckout',
    summary: 'Pay an order through Adyen (503 until Adyen is configured)',
    access: publicAccess,
    idempotent: true,
    errors: [...UNCONFIGURED],
    schema: { body: CustomerCheckoutBody, response: { 200: Type.Object({}) } },
    handler: (ctx, { body }) => customerOrderThen503(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/your-order/checkout/adyen',
    operationId: 'customerAdyenCheckout',
    summary: "The customer pays from the order's link through Adyen (503 until Adyen is configured)",
    access: customerArea,
    idempotent: true,
    errors: [...UNCONFIGURED],
    schema: { body: CustomerCheckoutBody, response: { 200: Type.Object({}) } },
    handler: (ctx, { body }) => customerOrderThen503(ctx, body),
  }),
];
