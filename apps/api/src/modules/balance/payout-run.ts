import { dayOf } from '@hirebase/shared/zone';
import { desc, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { companyTimeZone } from '../companies/index.ts';
import { platformMoneyRows } from '../payments/index.ts';
import { payoutSettingsOf, paysOn } from './payout-settings.ts';
import { payoutLines, payouts } from './tables.ts';
import { asTransactions, settlementCutoff, totalsOf, unpaidHorizon } from './transactions.ts';

/** The card money of a company that has settled and was not paid out yet. */
export async function availableTransactions(ctx: Ctx, companyId: string) {
  const cutoff = await settlementCutoff(ctx, companyId);
  const rows = await platformMoneyRows(ctx, companyId, await unpaidHorizon(ctx, companyId), cutoff);
  const list = await asTransactions(ctx, companyId, rows);
  return { cutoff, list: list.filter((t) => t.state === 'AVAILABLE') };
}

/** Whether the company already had a payout on that day of its calendar. */
async function paidOutOn(ctx: Ctx, companyId: string, day: string, timeZone: string) {
  const [last] = await ctx.db
    .select({ createdAt: payouts.createdAt })
    .from(payouts)
    .where(eq(payouts.companyId, companyId))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return last !== undefined && dayOf(last.createdAt.getTime(), timeZone) === day;
}

/**
 * Pays out what a company has available, on the days of its schedule (in its time zone) and once a day at most, if it
 * adds up to more than nothing (refunds larger than the payments wait for the next ones). Checked and written under
 * the company's payout lock, so two runs at once make one payout; the lines' key (one per ledger row) would refuse a
 * second payout of a row anyway.
 */
export async function payOutCompany(ctx: Ctx, companyId: string) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('payouts'), hashtext(${companyId}))`);
    const settings = await payoutSettingsOf(tx, companyId);
    const timeZone = await companyTimeZone(tx, companyId);
    const today = dayOf(tx.now.getTime(), timeZone);
    if (!paysOn(settings, today) || (await paidOutOn(tx, companyId, today, timeZone))) return null;
    const { cutoff, list } = await availableTransactions(tx, companyId);
    const totals = totalsOf(list);
    if (list.length === 0 || totals.netCents <= 0) return null;
    const [payout] = await tx.db
      .insert(payouts)
      .values({
        companyId,
        id: newId(tx.now.getTime()),
        createdAt: tx.now,
        cutoff,
        schedule: settings.schedule,
        grossCents: totals.grossCents,
        feeCents: totals.feeCents,
        netCents: totals.netCents,
        transactionCount: totals.count,
      })
      .returning();
    await tx.db.insert(payoutLines).values(
      list.map((t) => ({
        companyId,
        paymentId: t.row.id,
        payoutId: payout.id,
        amountCents: t.amountCents,
        feeCents: t.feeCents,
        netCents: t.netCents,
      })),
    );
    await audit(
      { ...tx, companyId },
      { action: 'payout.create', entity: 'payout', entityId: payout.id, data: { netCents: payout.netCents } },
    );
    return payout;
  });
}
