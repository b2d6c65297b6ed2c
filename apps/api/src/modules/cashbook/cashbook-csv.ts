import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { periodTotals, readPeriod } from './period.ts';
import type { MethodTotal } from './tables.ts';

const COLUMNS = [
  'day',
  'zNumber',
  'method',
  'received',
  'paidOut',
  'net',
  'count',
  'opening',
  'expectedCash',
  'counted',
  'difference',
] as const;

// decimal commas: the spreadsheets that read `;`-separated files expect them
export const csvMoney = (cents: number) =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`.replace('.', ',');

const sums = (totals: readonly MethodTotal[]): Sums => ({
  inCents: totals.reduce((a, t) => a + t.inCents, 0),
  outCents: totals.reduce((a, t) => a + t.outCents, 0),
  count: totals.reduce((a, t) => a + t.count, 0),
});

type Sums = Omit<MethodTotal, 'method'>;

const methodRow = (day: string, z: number | '', label: string, t: Sums) => [
  day,
  z,
  label,
  csvMoney(t.inCents),
  csvMoney(t.outCents),
  csvMoney(t.inCents - t.outCents),
  t.count,
];

/**
 * GET /cashbook/csv: per day, a row per method that moved money, then the day's row (TOTAL) with the drawer: opening,
 * expected cash, counted and difference (empty while the day is open); at the end the period's row per method.
 */
export async function cashbookCsv(ctx: StaffCtx, query: { startDate: string; endDate: string }) {
  const { days } = await readPeriod(ctx, query);
  const body: (string | number)[][] = [];
  for (const d of days) {
    const z = d.closing?.number ?? '';
    for (const t of d.totals) if (t.count > 0) body.push(methodRow(d.day, z, t.method, t));
    const all = sums(d.totals);
    body.push([
      ...methodRow(d.day, z, 'TOTAL', all),
      csvMoney(d.openingCents),
      csvMoney(d.expectedCents),
      d.closing ? csvMoney(d.closing.countedCents) : '',
      d.closing ? csvMoney(d.closing.countedCents - d.expectedCents) : '',
    ]);
  }
  for (const t of periodTotals(days)) body.push(methodRow('TOTAL', '', t.method, t));
  return {
    data: writeCsv(COLUMNS, body),
    fileName: `cashbook-${query.startDate}_${query.endDate}.csv`,
  };
}
