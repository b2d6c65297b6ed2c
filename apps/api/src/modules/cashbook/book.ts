import { addDays, dayOf, daySpan } from '@hirebase/shared/zone';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { type LedgerEntry, ledgerRowsDatedIn, ledgerRowsWrittenLate } from '../payments/index.ts';
import { CASHBOOK_METHODS, methodOf, tillCents } from './methods.ts';
import { cashbookClosings, type MethodTotal } from './tables.ts';

export type Closing = typeof cashbookClosings.$inferSelect;

// A row is written (created_at) when its transaction starts and seen when it commits: no write lasts this long.
const WRITE_MARGIN_MS = 60 * 60 * 1000;

/** The shop's Z reports of days in [from, to], oldest day first. */
export const closingsBetween = (ctx: Ctx, companyId: string, from: string, to: string) =>
  ctx.db
    .select()
    .from(cashbookClosings)
    .where(
      and(eq(cashbookClosings.companyId, companyId), gte(cashbookClosings.day, from), lte(cashbookClosings.day, to)),
    )
    .orderBy(asc(cashbookClosings.day));

/**
 * The cashbook day of a ledger row: the day of its payment date in the shop's zone, unless that day was closed
 * without it (it was written after the count): then the next day that is open, or that was closed with it.
 */
export function bookDayOf(row: LedgerEntry, timeZone: string, closed: ReadonlyMap<string, Closing>): string {
  let day = dayOf(row.paymentDate.getTime(), timeZone);
  for (let closing = closed.get(day); closing && !closing.paymentIds.includes(row.id); closing = closed.get(day)) {
    day = addDays(day, 1);
  }
  return day;
}

/**
 * The ledger rows that move the till, by cashbook day, for the days [from, to]: those dated in those days and those
 * written into an earlier closed day (which can only be written after the day before `from` was closed, and a day is
 * never closed before it starts).
 */
export async function tillRowsByDay(ctx: Ctx, companyId: string, timeZone: string, from: string, to: string) {
  const start = daySpan(from, timeZone).start;
  const end = daySpan(to, timeZone).end;
  const writtenSince = new Date(daySpan(addDays(from, -1), timeZone).start - WRITE_MARGIN_MS);
  const [dated, late] = await Promise.all([
    ledgerRowsDatedIn(ctx, companyId, new Date(start), new Date(end)),
    ledgerRowsWrittenLate(ctx, companyId, new Date(start), writtenSince),
  ]);
  const earliest = late.length > 0 ? dayOf(late[0].paymentDate.getTime(), timeZone) : from;
  const closings = await closingsBetween(ctx, companyId, earliest < from ? earliest : from, to);
  const closed = new Map(closings.map((c) => [c.day, c]));
  const byDay = new Map<string, LedgerEntry[]>();
  for (const row of [...late, ...dated]) {
    if (tillCents(row) === null) continue;
    const day = bookDayOf(row, timeZone, closed);
    if (day < from || day > to) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  return { byDay, closed };
}

/** Per method, what the rows bring in and pay out (every method, in the cashbook's order). */
export function methodTotals(rows: readonly LedgerEntry[]): MethodTotal[] {
  return CASHBOOK_METHODS.map((method) => {
    const mine = rows.filter((r) => methodOf(r) === method).map((r) => tillCents(r) ?? 0);
    return {
      method,
      inCents: mine.filter((c) => c > 0).reduce((a, c) => a + c, 0),
      outCents: -mine.filter((c) => c < 0).reduce((a, c) => a + c, 0),
      count: mine.length,
    };
  });
}

/** The cash the drawer is left with at the last closing before `day` (0 before the first). */
export async function openingBefore(ctx: Ctx, companyId: string, day: string) {
  const [last] = await ctx.db
    .select({ countedCents: cashbookClosings.countedCents, day: cashbookClosings.day })
    .from(cashbookClosings)
    .where(and(eq(cashbookClosings.companyId, companyId), lte(cashbookClosings.day, addDays(day, -1))))
    .orderBy(desc(cashbookClosings.day))
    .limit(1);
  return last?.countedCents ?? 0;
}
