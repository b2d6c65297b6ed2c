import { Type } from 'typebox';
import type { StaffCtx } from '../../platform/http/route.ts';
import { findConnectedAccount } from './stripe/accounts-repository.ts';
import { stripeConfigured } from './stripe/client.ts';

export const PaymentProviders = Type.Object({
  card: Type.Boolean({
    description:
      'Card payments, card holds and payment or deposit links can be taken: the sandbox is on, or Stripe is ' +
      "configured and the shop's connected account may take payments (as last heard from Stripe)",
  }),
  terminal: Type.Boolean({ description: 'The card terminal at the counter is there (sandbox or configured)' }),
  ancv: Type.Boolean({ description: 'Holiday vouchers (ANCV) can be taken (sandbox or configured)' }),
});

/**
 * What the shop can take payments with now, so that screens offer only what would go through: without it, a
 * button would lead to a 503 `integrationNotConfigured` or a 409 `stripeAccountNotConnected`.
 */
export async function paymentProviders(ctx: StaffCtx) {
  const { config } = ctx.deps;
  const card = stripeConfigured(config)
    ? Boolean((await findConnectedAccount(ctx.db, ctx.companyId))?.chargesEnabled)
    : config.cardSandbox;
  return { card, terminal: config.terminalSandbox, ancv: config.ancvSandbox };
}
