import { availabilityOver, type Interval, nextFreeStart, type StockTimeline } from '@hirebase/shared/availability';
import type { Db } from '../../platform/db/pool.ts';
import {
  type FreeUnitRow,
  freeUnitsOver,
  holdsAndDownsOver,
  type ProductStock,
  productStocks,
  type RentalType,
} from './stock-reads.ts';

const DAY_MS = 86_400_000;
/** How far ahead "free again from" looks. */
export const NEXT_FREE_HORIZON_MS = 90 * DAY_MS;

export interface ProductAvailability {
  product: ProductStock;
  /** The window the product needs, buffers included. */
  window: Interval;
  available: number;
  shortfall: number;
  /** Free units, serialised products only, when asked. */
  units?: FreeUnitRow[];
  /** Earliest start with `quantity` free for the same duration, when not free now (null: none within 90 days). */
  nextFreeAt?: number | null;
}

export interface AvailabilityQuery {
  productIds: readonly string[];
  start: number;
  end: number;
  rentalType?: RentalType;
  excludeOrderId?: string;
  withUnits?: boolean;
  /** Quantity wanted: below it, the answer says from when it is free again. */
  quantity?: number;
  now: number;
  /** The products' stock when already read (with their locks). */
  stocks?: ProductStock[];
}

/** The window a product is taken for when rented over [start, end): preparation before, turnaround after. */
export const paddedWindow = (p: ProductStock, start: number, end: number): Interval => ({
  start: start - p.bufferBeforeMs,
  end: end + p.bufferAfterMs,
});

/** Rows grouped by product, in one pass (a listing reads tens of thousands of holds for thousands of products). */
function byProductId<T extends { productId: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** Everything the sweeps of these products need over [from, to). */
export async function timelines(
  db: Db,
  companyId: string,
  stocks: ProductStock[],
  from: number,
  to: number,
  q: Pick<AvailabilityQuery, 'now' | 'excludeOrderId' | 'rentalType'>,
) {
  // units go down, quantities do not: downs are read for serialised products only
  const { holds, downs } = await holdsAndDownsOver(db, companyId, {
    productIds: stocks.map((s) => s.id),
    serialisedIds: stocks.filter((s) => s.stockMode === 'SERIALIZED').map((s) => s.id),
    from,
    to,
    now: q.now,
    rentalType: q.rentalType ?? 'LCD',
    excludeOrderId: q.excludeOrderId,
  });
  const holdsOf = byProductId(holds);
  const downsOf = byProductId(downs);
  return new Map(
    stocks.map((s): [string, StockTimeline] => [
      s.id,
      {
        capacity: s.capacity,
        holds: holdsOf.get(s.id) ?? [],
        downs: s.stockMode === 'SERIALIZED' ? (downsOf.get(s.id) ?? []) : [],
      },
    ]),
  );
}

/** How many of each product are free over [start, end), buffers and late returns counted. */
export async function productAvailability(
  db: Db,
  companyId: string,
  q: AvailabilityQuery,
): Promise<Map<string, ProductAvailability>> {
  if (q.start >= q.end) throw new RangeError('An availability window must end after it starts');
  const stocks = q.stocks ?? (await productStocks(db, companyId, q.productIds));
  if (stocks.length === 0) return new Map();
  const windows = new Map(stocks.map((s) => [s.id, paddedWindow(s, q.start, q.end)]));
  const from = Math.min(...[...windows.values()].map((w) => w.start));
  const to = Math.max(...[...windows.values()].map((w) => w.end));
  const askNext = q.quantity !== undefined;
  const byProduct = await timelines(db, companyId, stocks, from, askNext ? to + NEXT_FREE_HORIZON_MS : to, q);
  const units = q.withUnits ? byProductId(await unitsFreeIn(db, companyId, stocks, windows, q)) : undefined;
  const answer = new Map<string, ProductAvailability>();
  for (const stock of stocks) {
    const window = windows.get(stock.id)!;
    const timeline = byProduct.get(stock.id)!;
    const { available, shortfall } = availabilityOver(timeline, window);
    const free = units ? (units.get(stock.id) ?? []) : undefined;
    const count = free && stock.stockMode === 'SERIALIZED' ? Math.min(available, free.length) : available;
    const result: ProductAvailability = { product: stock, window, available: count, shortfall };
    if (free && stock.stockMode === 'SERIALIZED') result.units = free;
    if (askNext && count < (q.quantity ?? 1)) {
      const next = nextFreeStart(timeline, window, q.quantity ?? 1, window.start + NEXT_FREE_HORIZON_MS);
      result.nextFreeAt = next === null ? null : next + stock.bufferBeforeMs;
    }
    answer.set(stock.id, result);
  }
  return answer;
}

/** Free units of serialised products, one query per distinct buffer pair (most shops have one or two). */
async function unitsFreeIn(
  db: Db,
  companyId: string,
  stocks: ProductStock[],
  windows: Map<string, Interval>,
  q: AvailabilityQuery,
) {
  const groups = new Map<string, ProductStock[]>();
  for (const s of stocks.filter((s) => s.stockMode === 'SERIALIZED')) {
    const key = `${s.bufferBeforeMs}/${s.bufferAfterMs}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const parts = await Promise.all(
    [...groups.values()].map((group) => {
      const w = windows.get(group[0].id)!;
      const ids = group.map((s) => s.id);
      return freeUnitsOver(db, companyId, ids, w.start, w.end, q.rentalType ?? 'LCD', q.excludeOrderId);
    }),
  );
  return parts.flat();
}

/** Free counts of each product for each window (calendar days), with one read for the whole span. */
export async function availabilityPerWindow(
  db: Db,
  companyId: string,
  productIds: readonly string[],
  days: Interval[],
  q: Pick<AvailabilityQuery, 'now' | 'excludeOrderId' | 'rentalType'>,
) {
  const stocks = await productStocks(db, companyId, productIds);
  if (stocks.length === 0 || days.length === 0) return { stocks, counts: new Map<string, number[]>() };
  const maxBefore = Math.max(...stocks.map((s) => s.bufferBeforeMs));
  const maxAfter = Math.max(...stocks.map((s) => s.bufferAfterMs));
  const from = Math.min(...days.map((d) => d.start)) - maxBefore;
  const to = Math.max(...days.map((d) => d.end)) + maxAfter;
  const byProduct = await timelines(db, companyId, stocks, from, to, q);
  const counts = new Map(
    stocks.map((s) => [
      s.id,
      days.map((d) => availabilityOver(byProduct.get(s.id)!, paddedWindow(s, d.start, d.end)).available),
    ]),
  );
  return { stocks, counts };
}
