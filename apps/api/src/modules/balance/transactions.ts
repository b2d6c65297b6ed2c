import { and, eq, inArray, max } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import type { LedgerEntry } from '../payments/index.ts';
import { platformFeeCents, signedCents } from './fees.ts';
import { payoutSettingsOf } from './payout-settings.ts';
import { payoutLines, payouts } from './tables.ts';

export type TransactionState = 'PENDING' | 'AVAILABLE' | 'PAID_OUT';

/** A ledger row of card money as the shop's balance sees it (cents, signed: a refund is negative). */
export interface Transaction {
  row: LedgerEntry;
  amountCents: number;
  feeCents: number;
  netCents: number;
  state: TransactionState;
  payoutId: string | null;
}

const DAY_MS = 86_400_000;

/**
 * How far back the balance looks for card money not paid out yet, before the last payout's cutoff: a payment dated
 * earlier that went through after that payout (a late provider confirmation) is still paid out by the next one.
 */
export const LATE_SETTLEMENT_DAYS = 30;

/** Card money of the company dated before this instant has settled (its payout delay is over): a payout may send it. */
export async function settlementCutoff(ctx: Ctx, companyId: string) {
  const { delayDays } = await payoutSettingsOf(ctx, companyId);
  return new Date(ctx.now.getTime() - delayDays * DAY_MS);
}

/** The earliest payment date the balance still has to look at (undefined: the whole history, before any payout). */
export async function unpaidHorizon(ctx: Ctx, companyId: string): Promise<Date | undefined> {
  const [{ last }] = await ctx.db
    .select({ last: max(payouts.cutoff) })
    .from(payouts)
    .where(eq(payouts.companyId, companyId));
  return last ? new Date(last.getTime() - LATE_SETTLEMENT_DAYS * DAY_MS) : undefined;
}

/** The rows with their fee and net: the fee a payout charged for the rows paid out, the current rate for the others. */
export async function asTransactions(ctx: Ctx, companyId: string, rows: readonly LedgerEntry[]) {
  const ids = rows.map((r) => r.id);
  const lines =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(payoutLines)
          .where(and(eq(payoutLines.companyId, companyId), inArray(payoutLines.paymentId, ids)));
  const paid = new Map(lines.map((l) => [l.paymentId, l]));
  const cutoff = (await settlementCutoff(ctx, companyId)).getTime();
  return rows.map((row): Transaction => {
    const line = paid.get(row.id);
    if (line) {
      const { amountCents, feeCents, netCents, payoutId } = line;
      return { row, amountCents, feeCents, netCents, state: 'PAID_OUT', payoutId };
    }
    const amountCents = signedCents(row);
    const feeCents = platformFeeCents(row, ctx.deps.config.platformFee);
    const state = row.paymentDate.getTime() < cutoff ? 'AVAILABLE' : 'PENDING';
    return { row, amountCents, feeCents, netCents: amountCents - feeCents, state, payoutId: null };
  });
}

/** What transactions add up to, in cents. */
export const totalsOf = (list: readonly Transaction[]) => ({
  grossCents: list.reduce((a, t) => a + t.amountCents, 0),
  feeCents: list.reduce((a, t) => a + t.feeCents, 0),
  netCents: list.reduce((a, t) => a + t.netCents, 0),
  count: list.length,
});
