import { employee, publicAccess } from '../../../platform/http/access.ts';
import { type RouteDef, route } from '../../../platform/http/route.ts';
import { cardPaymentRoutes } from '../routes.ts';
import { WebhookAnswer } from '../schemas.ts';
import {
  checkAccountStatus,
  createExpressAccount,
  disconnectAccount,
  loginLink,
  storedAccountStatus,
  stripeVisibility,
} from './connect.ts';
import {
  AccountStatus,
  AccountTypeParams,
  CreateAccountBody,
  LoginLink,
  OnboardingLink,
  StripeEvent,
  Visibility,
} from './schemas.ts';
import { receiveStripeWebhook } from './webhook.ts';

const read = employee('settings', 'read');
const write = employee('settings', 'write');
/** The store's checkout is the customer's checkout from the order's link, under the store's address. */
const customerCheckout = cardPaymentRoutes.find((r) => r.url === '/your-order/checkout/stripe') as RouteDef;
const STRIPE_ERRORS = ['integrationNotConfigured', 'integrationFailed'] as const;

/** Stripe: the shops' connected accounts (Connect Express), the store's checkout and Stripe's webhook. */
export const stripeRoutes = [
  route({
    method: 'POST',
    url: '/stripe-connect/create-account-express',
    operationId: 'createStripeExpressAccount',
    summary:
      "Connect the shop's Stripe account: makes its Express account the first time, and answers Stripe's onboarding page",
    access: write,
    idempotent: true,
    errors: ['notFound', ...STRIPE_ERRORS],
    schema: { body: CreateAccountBody, response: { 200: OnboardingLink } },
    handler: (ctx, { body }) => createExpressAccount(ctx, body.country),
  }),
  route({
    method: 'GET',
    url: '/stripe-connect/check-account-status/:type',
    operationId: 'checkStripeAccountStatus',
    summary: "The shop's Stripe account as Stripe says it is now: can it take payments, be paid out, what is missing",
    access: read,
    errors: ['notFound', ...STRIPE_ERRORS],
    schema: { params: AccountTypeParams, response: { 200: AccountStatus } },
    handler: (ctx, { params }) => checkAccountStatus(ctx, params.type),
  }),
  route({
    method: 'GET',
    url: '/stripe-connect/disconnect-account/:type',
    operationId: 'disconnectStripeAccount',
    summary: "Stop taking card payments on the shop's Stripe account (the account itself stays the shop's at Stripe)",
    access: write,
    errors: [...STRIPE_ERRORS],
    schema: { params: AccountTypeParams, response: { 200: AccountStatus } },
    handler: (ctx, { params }) => disconnectAccount(ctx, params.type),
  }),
  route({
    method: 'GET',
    url: '/stripe-connect/login-link/:type',
    operationId: 'stripeLoginLink',
    summary: "A one-time link into the shop's Stripe Express dashboard, once its onboarding is done",
    access: write,
    errors: ['notFound', 'stripeAccountNotConnected', ...STRIPE_ERRORS],
    schema: { params: AccountTypeParams, response: { 200: LoginLink } },
    handler: (ctx, { params }) => loginLink(ctx, params.type),
  }),
  route({
    method: 'GET',
    url: '/visibility/stripe/check',
    operationId: 'stripeVisibility',
    summary: 'Which provider takes card payments (sandbox or Stripe) and whether the shop can take them through Stripe',
    access: read,
    errors: [],
    schema: { response: { 200: Visibility } },
    handler: (ctx) => stripeVisibility(ctx),
  }),
  route({
    method: 'GET',
    url: '/payment/lokkiPayment/stripeExpress/status',
    operationId: 'stripeExpressStatus',
    summary: "The shop's Stripe Express account as last heard from Stripe (no call to Stripe)",
    access: read,
    errors: ['integrationNotConfigured'],
    schema: { response: { 200: AccountStatus } },
    handler: (ctx) => storedAccountStatus(ctx, 'express'),
  }),
  {
    ...customerCheckout,
    url: '/checkout/stripe',
    operationId: 'storeCardCheckout',
    summary:
      "The customer pays an order of the shop's store by card: answers the provider's card page (Stripe's hosted " +
      'checkout, or the sandbox without Stripe keys)',
    access: publicAccess,
    errors: [...(customerCheckout.errors ?? []), 'stripeAccountNotConnected', 'integrationFailed'],
  } satisfies RouteDef,
  route({
    method: 'POST',
    url: '/payment/webhook/stripe',
    operationId: 'stripeWebhook',
    summary:
      "Stripe's events, signed in `Stripe-Signature`: payment events move the ledger, `account.updated` the shop's " +
      'account status; a forged or stale event is refused and changes nothing, one received twice changes nothing',
    access: publicAccess,
    errors: ['webhookRejected', 'integrationNotConfigured', 'integrationFailed', 'notFound'],
    schema: { body: StripeEvent, response: { 200: WebhookAnswer } },
    handler: (ctx, { http }) => {
      const signature = http.headers['stripe-signature'];
      return receiveStripeWebhook(ctx, http.rawBody ?? '', Array.isArray(signature) ? signature[0] : signature);
    },
  }),
];
