import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { and, count, desc, eq } from 'drizzle-orm';
import { writeCsv } from '../../platform/csv.ts';
import { notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { companyTimeZone } from '../companies/index.ts';
import { ledgerRowsByIds, platformMoneyPage } from '../payments/index.ts';
import { payoutLines, payouts } from './tables.ts';
import { asTransactions } from './transactions.ts';

interface Page {
  page?: number;
  limit?: number;
}

const paging = (query: Page) => ({ page: query.page ?? 1, limit: query.limit ?? 50 });

/** The shop's card money with fees, the latest first. */
export async function transactionsPage(ctx: StaffCtx, query: Page) {
  const { page, limit } = paging(query);
  const { rows, total } = await platformMoneyPage(ctx, ctx.companyId, (page - 1) * limit, limit);
  return { list: await asTransactions(ctx, ctx.companyId, rows), total, page, limit };
}

/** The shop's payouts, the latest first. */
export async function payoutsPage(ctx: StaffCtx, query: Page) {
  const { page, limit } = paging(query);
  const mine = eq(payouts.companyId, ctx.companyId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(payouts)
      .where(mine)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(payouts).where(mine),
  ]);
  return { rows, total, page, limit };
}

const COLUMNS = ['paymentDate', 'type', 'provider', 'amount', 'fee', 'net', 'paymentId', 'orderId'] as const;
// as the cashbook's exports write amounts: a decimal comma, for spreadsheets in the shops' languages
const csvMoney = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`.replace('.', ',');

/**
 * GET /company-payout/related-transactions-csv/{payoutId}: the ledger rows a payout paid, oldest first, with the fee
 * charged and the net (refunds negative), dates in the shop's time zone; a last row holds the payout's totals.
 */
export async function payoutCsv(ctx: StaffCtx, payoutId: string) {
  const [payout] = await ctx.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.companyId, ctx.companyId), eq(payouts.id, payoutId)));
  if (!payout) throw notFound('payout', payoutId);
  const lines = await ctx.db
    .select()
    .from(payoutLines)
    .where(and(eq(payoutLines.companyId, ctx.companyId), eq(payoutLines.payoutId, payoutId)));
  const rows = await ledgerRowsByIds(
    ctx,
    ctx.companyId,
    lines.map((l) => l.paymentId),
  );
  const lineOf = new Map(lines.map((l) => [l.paymentId, l]));
  const timeZone = await companyTimeZone(ctx, ctx.companyId);
  const body = rows.map((r) => {
    const line = lineOf.get(r.id);
    if (!line) throw new Error(`payout line of ${r.id} missing`);
    return [
      spreadsheetDateTime(r.paymentDate, timeZone),
      r.type,
      r.provider,
      csvMoney(line.amountCents),
      csvMoney(line.feeCents),
      csvMoney(line.netCents),
      r.id,
      r.orderId ?? '',
    ];
  });
  body.push([
    'TOTAL',
    '',
    '',
    csvMoney(payout.grossCents),
    csvMoney(payout.feeCents),
    csvMoney(payout.netCents),
    '',
    '',
  ]);
  return {
    data: writeCsv(COLUMNS, body),
    fileName: `payout-${spreadsheetDateTime(payout.createdAt, timeZone).slice(0, 10)}-${payout.id.slice(0, 8)}.csv`,
  };
}
