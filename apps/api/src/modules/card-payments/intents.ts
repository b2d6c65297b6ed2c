import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { CaptureMethod, CardIntent, CardProvider } from './provider.ts';
import { activeProvider, providerNamed } from './providers.ts';
import { cardIntents } from './tables.ts';

export interface IntentForPayment {
  company: { id: string; name: string; currency: string };
  orderId: string;
  /** The ledger row the intent moves: its events find it by this id. */
  paymentId: string;
  amountCents: number;
  capture: CaptureMethod;
  returnUrl: string;
}

const createInput = (input: IntentForPayment) => ({
  amountCents: input.amountCents,
  currency: input.company.currency,
  capture: input.capture,
  metadata: { companyId: input.company.id, orderId: input.orderId, paymentId: input.paymentId },
  description: input.company.name,
  returnUrl: input.returnUrl,
});

async function link(tx: Ctx, input: IntentForPayment, provider: CardProvider, intent: CardIntent) {
  await tx.db.insert(cardIntents).values({
    companyId: input.company.id,
    paymentId: input.paymentId,
    provider: provider.name,
    intentId: intent.id,
    checkoutUrl: intent.checkoutUrl,
    createdAt: tx.now,
  });
  return { provider: provider.name, intent };
}

/** The active provider's intent behind a ledger row just opened, linked to it, in the caller's transaction. */
export async function openCardIntent(tx: Ctx, input: IntentForPayment) {
  const provider = activeProvider(tx.db, tx.deps);
  return link(tx, input, provider, await provider.createIntent(createInput(input)));
}

/** The provider and intent behind a card ledger row of the company; 404 when the row has none. */
export async function cardIntentOf(ctx: Ctx, companyId: string, paymentId: string) {
  const [row] = await ctx.db
    .select()
    .from(cardIntents)
    .where(and(eq(cardIntents.companyId, companyId), eq(cardIntents.paymentId, paymentId)));
  if (!row) throw notFound('payment', paymentId);
  return { provider: providerNamed(ctx.db, ctx.deps, row.provider), intentId: row.intentId };
}

/**
 * A new hold on the card of the hold behind `earlierPaymentId`, for the row `input.paymentId`, without the customer;
 * null when the provider cannot renew that hold.
 */
export async function renewCardHold(tx: Ctx, earlierPaymentId: string, input: IntentForPayment) {
  const { provider, intentId } = await cardIntentOf(tx, input.company.id, earlierPaymentId);
  const intent = await provider.reauthorise?.(intentId, createInput(input));
  return intent ? link(tx, input, provider, intent) : null;
}
