import { fromCents } from '@hirebase/shared';
import { Type } from 'typebox';
import { publicAccess } from '../../../platform/http/access.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { route } from '../../../platform/http/route.ts';
import { Line, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { sandboxOf } from '../providers.ts';
import { INTENT_STATUSES } from '../schemas.ts';
import type { sandboxIntents } from './tables.ts';

const IntentId = Line(60, { pattern: '^pi_sbx_[0-9a-f]{24}$', examples: ['pi_sbx_0123456789abcdef01234567'] });
const Secret = Line(120, { minLength: 10, description: "The secret of the card page's link" });
const Params = Type.Object({ intentId: IntentId });

const CardPage = Type.Object({
  id: Type.String(),
  status: StringEnum(INTENT_STATUSES),
  amount: Type.Number(),
  currency: Type.String(),
  shopName: Type.String(),
  returnUrl: Type.String(),
  lastError: Nullable(Type.String()),
  cardLast4: Nullable(Type.String()),
});

const pageView = (row: typeof sandboxIntents.$inferSelect) => ({
  id: row.id,
  status: row.status,
  amount: fromCents(row.amountCents),
  currency: row.currency,
  shopName: row.description,
  returnUrl: row.returnUrl,
  lastError: row.lastError,
  cardLast4: row.cardLast4,
});

const sandbox = (ctx: Ctx) => sandboxOf(ctx.db, ctx.deps);

/** The sandbox provider's own card page calls: what a real provider's hosted page does on its side. */
export const sandboxRoutes = [
  route({
    method: 'GET',
    url: '/payment/sandbox/intent/:intentId',
    operationId: 'getSandboxCardPage',
    summary: 'The sandbox card page: the payment to make (amount, shop) and where it stands',
    access: publicAccess,
    errors: ['notFound', 'integrationNotConfigured'],
    schema: { params: Params, querystring: Type.Object({ secret: Secret }), response: { 200: CardPage } },
    handler: async (ctx, { params, query, http }) => {
      http.header('cache-control', 'no-store');
      return pageView(await sandbox(ctx).forCardPage(params.intentId, query.secret));
    },
  }),
  route({
    method: 'POST',
    url: '/payment/sandbox/intent/:intentId/confirm',
    operationId: 'confirmSandboxCard',
    summary: 'Pay with a test card (4242 4242 4242 4242 goes through; others decline or ask for authentication)',
    access: publicAccess,
    idempotent: true,
    errors: ['notFound', 'intentNotInState', 'integrationNotConfigured'],
    schema: {
      params: Params,
      body: Type.Object({
        secret: Secret,
        cardNumber: Line(23, {
          pattern: '^[0-9 ]{12,23}$',
          examples: ['4242 4242 4242 4242'],
          description: 'Card number, spaces allowed',
        }),
        expiry: Line(5, { pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$', examples: ['12/34'], description: 'MM/YY' }),
        cvc: Line(4, { pattern: '^[0-9]{3,4}$', examples: ['123'] }),
      }),
      response: { 200: CardPage },
    },
    handler: async (ctx, { params, body }) => {
      const provider = sandbox(ctx);
      await provider.forCardPage(params.intentId, body.secret);
      const [month, year] = body.expiry.split('/').map(Number) as [number, number];
      await provider.confirm(params.intentId, {
        number: body.cardNumber,
        expMonth: month,
        expYear: 2000 + year,
        cvc: body.cvc,
      });
      return pageView(await provider.forCardPage(params.intentId, body.secret));
    },
  }),
  route({
    method: 'POST',
    url: '/payment/sandbox/intent/:intentId/authenticate',
    operationId: 'authenticateSandboxCard',
    summary: "The customer's answer to the bank's authentication step of a card that asks for it",
    access: publicAccess,
    idempotent: true,
    errors: ['notFound', 'intentNotInState', 'integrationNotConfigured'],
    schema: {
      params: Params,
      body: Type.Object({ secret: Secret, approve: Type.Boolean() }),
      response: { 200: CardPage },
    },
    handler: async (ctx, { params, body }) => {
      const provider = sandbox(ctx);
      await provider.forCardPage(params.intentId, body.secret);
      await provider.authenticate(params.intentId, body.approve);
      return pageView(await provider.forCardPage(params.intentId, body.secret));
    },
  }),
];
