import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { cardIntentOf } from '../card-payments/index.ts';
import { advanceProviderPayment } from './provider-payments.ts';
import { payments } from './tables.ts';

/** Asks the card provider to give back `amountCents` of a card payment, in the caller's transaction. */
export async function refundByCard(tx: Ctx, companyId: string, paymentId: string, amountCents: number) {
  const { provider, intentId } = await cardIntentOf(tx, companyId, paymentId);
  await provider.refund(intentId, amountCents);
}

/**
 * The provider says `refundedCents` of a card payment went back: its refund rows in progress, oldest first, move to
 * SUCCEEDED while they fit in that total (a late or repeated event moves nothing more). Answers how many moved.
 */
export async function settleCardRefunds(ctx: Ctx, companyId: string, paymentId: string, refundedCents: number) {
  const refunds = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.refundOfId, paymentId), eq(payments.type, 'REFUND')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  let done = refunds.filter((r) => r.status === 'SUCCEEDED').reduce((total, r) => total + r.amountCents, 0);
  let moved = 0;
  for (const refund of refunds.filter((r) => r.status === 'PROCESSING')) {
    if (done + refund.amountCents > refundedCents) break;
    done += refund.amountCents;
    if ((await advanceProviderPayment(ctx, companyId, refund.id, 'SUCCEEDED')).moved) moved += 1;
  }
  return moved;
}
