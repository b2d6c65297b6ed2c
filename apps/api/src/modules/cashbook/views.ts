import { fromCents } from '@hirebase/shared';
import type { Closing } from './book.ts';
import type { MethodTotal } from './tables.ts';

export const methodTotalView = (t: MethodTotal) => ({
  method: t.method,
  in: fromCents(t.inCents),
  out: fromCents(t.outCents),
  net: fromCents(t.inCents - t.outCents),
  count: t.count,
});

/** The net of every method, in cents. */
export const netCents = (totals: readonly MethodTotal[]) => totals.reduce((a, t) => a + t.inCents - t.outCents, 0);

/** The cash the drawer should hold: the opening and the day's cash movements. */
export const expectedCashCents = (openingCents: number, totals: readonly MethodTotal[]) =>
  openingCents + totals.filter((t) => t.method === 'CASH').reduce((a, t) => a + t.inCents - t.outCents, 0);

export const closingView = (c: Closing) => ({
  id: c.id,
  number: c.number,
  day: c.day,
  opening: fromCents(c.openingCents),
  expected: fromCents(c.expectedCents),
  counted: fromCents(c.countedCents),
  difference: fromCents(c.countedCents - c.expectedCents),
  totals: c.totals.map(methodTotalView),
  total: fromCents(netCents(c.totals)),
  paymentCount: c.paymentIds.length,
  note: c.note,
  closedAt: c.closedAt.toISOString(),
  closedBy: c.closedBy,
});
