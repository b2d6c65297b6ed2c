import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { advanceProviderPayment, ledgerOf } from '../../payments/index.ts';
import type { CardIntent } from '../provider.ts';
import { providerNamed } from '../providers.ts';
import { cardIntents, paymentLinks } from '../tables.ts';

/** How long a checkout the customer left on the card page keeps its amount aside (a provider's checkout lifetime). */
export const CHECKOUT_WINDOW_MS = 30 * 60 * 1000;

/** Cancels a ledger row's intent; one that already went its own way is left as it is, and answered. */
export async function cancelIntentOf(ctx: Ctx, companyId: string, paymentId: string): Promise<CardIntent | null> {
  const [link] = await ctx.db
    .select()
    .from(cardIntents)
    .where(and(eq(cardIntents.companyId, companyId), eq(cardIntents.paymentId, paymentId)));
  if (!link) return null;
  const provider = providerNamed(ctx.db, ctx.deps, link.provider);
  try {
    return await provider.cancel(link.intentId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'intentNotInState') return provider.retrieve(link.intentId);
    throw error;
  }
}

/**
 * Frees the amounts that card attempts nobody finished still keep aside on an order: a link's attempt once the link
 * expired, a checkout's after its window. Each intent is cancelled (so it can no longer be paid) and its row closed;
 * an intent that went through meanwhile is left to its webhook.
 */
export async function lapseStaleAttempts(ctx: Ctx, companyId: string, orderId: string) {
  const waiting = (await ledgerOf(ctx, companyId, orderId)).filter(
    (r) => r.status === 'WAITING' && r.provider !== 'OFFLINE',
  );
  if (waiting.length === 0) return;
  const links = await ctx.db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.companyId, companyId), eq(paymentLinks.orderId, orderId)));
  for (const row of waiting) {
    const link = links.find((l) => l.paymentId === row.id);
    const lapsed = link
      ? link.expiresAt <= ctx.now
      : row.type === 'PAYMENT' && row.createdAt.getTime() + CHECKOUT_WINDOW_MS <= ctx.now.getTime();
    if (!lapsed) continue;
    const intent = await cancelIntentOf(ctx, companyId, row.id);
    if (intent && intent.status !== 'canceled') continue;
    await advanceProviderPayment(ctx, companyId, row.id, 'CANCELED');
  }
}
