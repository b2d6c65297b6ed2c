import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { type ParsedListQuery, toDrizzleOrderBy, toDrizzleWhere } from '../../platform/query/list-query.ts';
import { companyTimeZone } from '../companies/index.ts';
import { paymentListColumns } from './list.ts';
import { payments as t } from './tables.ts';

/** A ledger row as other modules read it (amounts in cents). */
export type LedgerEntry = typeof t.$inferSelect;

const ofCompany = (companyId: string) => eq(t.companyId, companyId);

/** The rows whose payment date lies in [from, to), oldest first. */
export const ledgerRowsDatedIn = (ctx: Ctx, companyId: string, from: Date, to: Date) =>
  ctx.db
    .select()
    .from(t)
    .where(and(ofCompany(companyId), gte(t.paymentDate, from), lt(t.paymentDate, to)))
    .orderBy(asc(t.paymentDate), asc(t.id));

/** The rows dated before `before` but written at or after `writtenSince`: late entries of past days. */
export const ledgerRowsWrittenLate = (ctx: Ctx, companyId: string, before: Date, writtenSince: Date) =>
  ctx.db
    .select()
    .from(t)
    .where(and(ofCompany(companyId), lt(t.paymentDate, before), gte(t.createdAt, writtenSince)))
    .orderBy(asc(t.paymentDate), asc(t.id));

export const ledgerRowsByIds = (ctx: Ctx, companyId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as LedgerEntry[])
    : ctx.db
        .select()
        .from(t)
        .where(and(ofCompany(companyId), inArray(t.id, [...ids])))
        .orderBy(asc(t.paymentDate), asc(t.id));

async function filtered(ctx: StaffCtx, query: ParsedListQuery) {
  const timeZone = await companyTimeZone(ctx, ctx.companyId);
  return { timeZone, where: and(ofCompany(ctx.companyId), toDrizzleWhere(query, paymentListColumns, timeZone)) };
}

/** Every row the list's filters keep, in the list's order, at most `max` (an export). */
export async function filteredLedgerRows(ctx: StaffCtx, query: ParsedListQuery, max: number) {
  const { where, timeZone } = await filtered(ctx, query);
  const rows = await ctx.db
    .select()
    .from(t)
    .where(where)
    .orderBy(...toDrizzleOrderBy(query, paymentListColumns), t.id)
    .limit(max);
  return { rows, timeZone };
}

/** What the rows the list's filters keep add up to, in cents, per type and status. */
export async function filteredLedgerTotals(ctx: StaffCtx, query: ParsedListQuery) {
  const { where } = await filtered(ctx, query);
  return ctx.db
    .select({
      type: t.type,
      status: t.status,
      cancelling: sql<boolean>`${t.cancelsId} is not null`,
      byProvider: sql<boolean>`${t.provider} <> 'OFFLINE'`,
      count: count(),
      cents: sql<string>`sum(${t.amountCents})`,
    })
    .from(t)
    .where(where)
    .groupBy(t.type, t.status, sql`${t.cancelsId} is not null`, sql`${t.provider} <> 'OFFLINE'`);
}
