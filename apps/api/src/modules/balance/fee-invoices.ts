import { addDays, dayOf, startOfDay } from '@hirebase/shared/zone';
import { and, count, desc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { companyTimeZone } from '../companies/index.ts';
import { platformMoneyRows } from '../payments/index.ts';
import { includedVatCents } from './fees.ts';
import { feeInvoices } from './tables.ts';
import { asTransactions, totalsOf } from './transactions.ts';

/** `YYYY-MM` of the month before the one holding `day` (`YYYY-MM-DD`). */
export const monthBefore = (day: string) => addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);

/** The month as an instant span [start, end) in the shop's time zone. */
function monthSpan(month: string, timeZone: string) {
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { from: new Date(startOfDay(`${month}-01`, timeZone)), to: new Date(startOfDay(`${next}-01`, timeZone)) };
}

/**
 * Invoices the platform's fees of the month that ended last (in the shop's time zone), once: under the company's
 * invoice lock the month is checked for an invoice and the next number taken, so numbers follow each other without
 * a gap. A month without card money gets no invoice.
 */
export async function invoiceLastMonth(ctx: Ctx, companyId: string) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('fee-invoices'), hashtext(${companyId}))`);
    const timeZone = await companyTimeZone(tx, companyId);
    const month = monthBefore(dayOf(tx.now.getTime(), timeZone));
    const mine = eq(feeInvoices.companyId, companyId);
    const [done] = await tx.db
      .select({ id: feeInvoices.id })
      .from(feeInvoices)
      .where(and(mine, eq(feeInvoices.month, month)));
    if (done) return null;
    const { from, to } = monthSpan(month, timeZone);
    const list = await asTransactions(tx, companyId, await platformMoneyRows(tx, companyId, from, to));
    if (list.length === 0) return null;
    const totals = totalsOf(list);
    const [{ last }] = await tx.db
      .select({ last: max(feeInvoices.number) })
      .from(feeInvoices)
      .where(mine);
    const [invoice] = await tx.db
      .insert(feeInvoices)
      .values({
        companyId,
        id: newId(tx.now.getTime()),
        number: (last ?? 0) + 1,
        month,
        issuedAt: tx.now,
        grossCents: totals.grossCents,
        feeCents: totals.feeCents,
        vatBasisPoints: tx.deps.config.platformVatBasisPoints,
        vatCents: includedVatCents(totals.feeCents, tx.deps.config.platformVatBasisPoints),
        transactionCount: totals.count,
      })
      .returning();
    await audit(
      { ...tx, companyId },
      {
        action: 'feeInvoice.issue',
        entity: 'feeInvoice',
        entityId: invoice.id,
        data: { month, number: invoice.number },
      },
    );
    return invoice;
  });
}

/** The shop's fee invoices whose month lies in the period (months touched by it), the latest first. */
export async function listFeeInvoices(
  ctx: StaffCtx,
  query: { startDate?: string; endDate?: string; skip?: number; limit?: number },
) {
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 50;
  const where = and(
    eq(feeInvoices.companyId, ctx.companyId),
    query.startDate ? gte(feeInvoices.month, query.startDate.slice(0, 7)) : undefined,
    query.endDate ? lte(feeInvoices.month, query.endDate.slice(0, 7)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(feeInvoices).where(where).orderBy(desc(feeInvoices.month)).limit(limit).offset(skip),
    ctx.db.select({ total: count() }).from(feeInvoices).where(where),
  ]);
  return { rows, total, skip, limit };
}
