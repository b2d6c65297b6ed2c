import { addDays, daysBetween } from '@hirebase/shared/zone';
import { badRequest } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { type Closing, methodTotals, openingBefore, tillRowsByDay } from './book.ts';
import { shopOf } from './day.ts';
import type { MethodTotal } from './tables.ts';
import { expectedCashCents } from './views.ts';

export const MAX_PERIOD_DAYS = 366;

/** A day of the cashbook in an export: its movements and its drawer. */
export interface BookDay {
  day: string;
  closing: Closing | null;
  totals: MethodTotal[];
  openingCents: number;
  expectedCents: number;
}

/**
 * The cashbook of the days [startDate, endDate] that moved money or were closed: closed days as their Z reports
 * froze them, open ones as the ledger has them now, each open day opening with the last count before it.
 */
export async function readPeriod(ctx: StaffCtx, query: { startDate: string; endDate: string }) {
  const { startDate, endDate } = query;
  if (endDate < startDate) throw badRequest('endDate', 'endDate must not be before startDate');
  if (daysBetween(startDate, endDate) >= MAX_PERIOD_DAYS) {
    throw badRequest('endDate', `endDate must be within ${MAX_PERIOD_DAYS} days of startDate`);
  }
  const shop = await shopOf(ctx, ctx.companyId);
  const { byDay, closed } = await tillRowsByDay(ctx, ctx.companyId, shop.timeZone, startDate, endDate);
  let lastCounted = await openingBefore(ctx, ctx.companyId, startDate);
  const days: BookDay[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    const closing = closed.get(day) ?? null;
    const rows = byDay.get(day) ?? [];
    if (!closing && rows.length === 0) continue;
    const totals = closing ? closing.totals : methodTotals(rows);
    const openingCents = closing ? closing.openingCents : lastCounted;
    days.push({ day, closing, totals, openingCents, expectedCents: expectedCashCents(openingCents, totals) });
    if (closing) lastCounted = closing.countedCents;
  }
  return { shop, days };
}

/** Each method's totals over the days. */
export function periodTotals(days: readonly BookDay[]): MethodTotal[] {
  return methodTotals([]).map((empty) => {
    const same = days.flatMap((d) => d.totals.filter((t) => t.method === empty.method));
    return {
      method: empty.method,
      inCents: same.reduce((a, t) => a + t.inCents, 0),
      outCents: same.reduce((a, t) => a + t.outCents, 0),
      count: same.reduce((a, t) => a + t.count, 0),
    };
  });
}
