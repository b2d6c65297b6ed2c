import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { settledPlatformMoney } from './platform-money-rule.ts';
import { payments as t } from './tables.ts';

const platformMoney = (companyId: string, from?: Date, to?: Date) =>
  and(
    eq(t.companyId, companyId),
    settledPlatformMoney(t),
    ...([from ? gte(t.paymentDate, from) : undefined, to ? lt(t.paymentDate, to) : undefined].filter(Boolean) as SQL[]),
  );

/** The company's card money dated in [from, to) (either bound optional), oldest first. */
export const platformMoneyRows = (ctx: Ctx, companyId: string, from?: Date, to?: Date) =>
  ctx.db
    .select()
    .from(t)
    .where(platformMoney(companyId, from, to))
    .orderBy(asc(t.paymentDate), asc(t.id));

/** A page of the company's card money, the latest first, and how many rows there are. */
export async function platformMoneyPage(ctx: Ctx, companyId: string, offset: number, limit: number) {
  const where = platformMoney(companyId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(t).where(where).orderBy(desc(t.paymentDate), desc(t.id)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(t).where(where),
  ]);
  return { rows, total };
}

/** The query of `companiesWithPlatformMoneySince`, for its plan to be read too. */
export const companiesWithPlatformMoneyQuery = (ctx: Ctx, since: Date) =>
  ctx.db
    .selectDistinct({ companyId: t.companyId })
    .from(t)
    .where(and(settledPlatformMoney(t), gte(t.paymentDate, since)));

/**
 * The companies that took card money dated at or after `since`: those a payout or a fee invoice may concern. Across
 * all companies, through `payments_platform_money_idx` (the rows of the period, not the whole ledger).
 */
export async function companiesWithPlatformMoneySince(ctx: Ctx, since: Date): Promise<string[]> {
  const rows = await companiesWithPlatformMoneyQuery(ctx, since);
  return rows.map((r) => r.companyId);
}
