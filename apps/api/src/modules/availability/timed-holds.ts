import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { type ProductAvailability, paddedWindow, productAvailability } from './engine.ts';
import { lockAndReadStocks } from './stock-reads.ts';
import { timedHolds } from './tables.ts';

/** A quantity of a product wanted over [start, end) (epoch ms). */
export interface TimedDemand {
  productId: string;
  quantity: number;
  start: number;
  end: number;
}

export interface TimedHold extends TimedDemand {
  expiresAt: Date;
}

export interface TimedHoldInput {
  ownerId: string;
  demands: TimedDemand[];
  /** Epoch ms: the holds stop counting then. */
  expiresAt: number;
  now: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const rangeLiteral = (start: number, end: number) => `[${iso(start)},${iso(end)})`;

/** Demands grouped by period, in the order they came: each group is checked with those before it already held. */
function byPeriod(demands: TimedDemand[]) {
  const groups = new Map<string, { start: number; end: number; needed: Map<string, number> }>();
  for (const d of demands) {
    const key = `${d.start}/${d.end}`;
    const group = groups.get(key) ?? { start: d.start, end: d.end, needed: new Map<string, number>() };
    group.needed.set(d.productId, (group.needed.get(d.productId) ?? 0) + d.quantity);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function refuse(short: [string, number][], found: Map<string, ProductAvailability>, start: number, end: number) {
  const conflicts = short.map(([productId, requested]) => {
    const answer = found.get(productId);
    return {
      productId,
      name: answer?.product.name ?? null,
      requested,
      available: answer?.available ?? 0,
      startDate: iso(start),
      endDate: iso(end),
    };
  });
  const names = conflicts.map((c) => `${c.name ?? c.productId} (${c.available} free of ${c.requested} asked)`);
  return conflict('notAvailable', `Not available over this period: ${names.join(', ')}`, { conflicts });
}

/**
 * Holds the demands for `ownerId` until `expiresAt`, inside the caller's transaction: under the products' transaction
 * locks (those bookings take), every demand is checked against orders and other unexpired timed holds, then written.
 * Throws 409 `notAvailable` naming each product short of stock (nothing is written then: the caller rolls back).
 */
export async function holdTimed(db: Db, companyId: string, input: TimedHoldInput) {
  if (input.demands.length === 0) return [];
  const stocks = await lockAndReadStocks(
    db,
    companyId,
    input.demands.map((d) => d.productId),
  );
  const stockOf = new Map(stocks.map((s) => [s.id, s]));
  const rows = [];
  for (const group of byPeriod(input.demands)) {
    const productIds = [...group.needed.keys()];
    const found = await productAvailability(db, companyId, {
      productIds,
      start: group.start,
      end: group.end,
      now: input.now,
      stocks: stocks.filter((s) => group.needed.has(s.id)),
    });
    const short = [...group.needed].filter(
      ([productId, quantity]) => (found.get(productId)?.available ?? 0) < quantity,
    );
    if (short.length > 0) throw refuse(short, found, group.start, group.end);
    const written = [...group.needed].map(([productId, quantity]) => {
      const w = paddedWindow(stockOf.get(productId)!, group.start, group.end);
      return {
        companyId,
        id: newId(input.now),
        ownerId: input.ownerId,
        productId,
        quantity,
        period: rangeLiteral(w.start, w.end),
        expiresAt: new Date(input.expiresAt),
      };
    });
    // written before the next group is checked, so that a product in two overlapping groups counts both
    await db.insert(timedHolds).values(written);
    rows.push(...written);
  }
  return rows;
}

/** Drops the holds of an owner (emptied, replaced or turned into an order): the stock is free again at commit. */
export async function releaseTimedHolds(db: Db, companyId: string, ownerId: string) {
  const gone = await db
    .delete(timedHolds)
    .where(and(eq(timedHolds.companyId, companyId), eq(timedHolds.ownerId, ownerId)))
    .returning({ id: timedHolds.id });
  return gone.length;
}

/** Moves the expiry of an owner's holds (a cart kept alive, or held while its checkout completes). */
export async function extendTimedHolds(db: Db, companyId: string, ownerId: string, expiresAt: number) {
  await db
    .update(timedHolds)
    .set({ expiresAt: new Date(expiresAt) })
    .where(and(eq(timedHolds.companyId, companyId), eq(timedHolds.ownerId, ownerId)));
}

/** The holds of these owners, expired or not, with their periods (buffers included), oldest first. */
export async function timedHoldsOf(
  db: Db,
  companyId: string,
  ownerIds: string[],
): Promise<(TimedHold & { ownerId: string })[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({
      ownerId: timedHolds.ownerId,
      productId: timedHolds.productId,
      quantity: timedHolds.quantity,
      expiresAt: timedHolds.expiresAt,
      start: sql<number>`(extract(epoch from lower(${timedHolds.period})) * 1000)::float8`,
      end: sql<number>`(extract(epoch from upper(${timedHolds.period})) * 1000)::float8`,
    })
    .from(timedHolds)
    .where(and(eq(timedHolds.companyId, companyId), inArray(timedHolds.ownerId, ownerIds)))
    .orderBy(asc(timedHolds.id));
  return rows.map((r) => ({ ...r, start: Number(r.start), end: Number(r.end) }));
}

/**
 * Deletes timed holds expired by `now`, across companies, at most `limit` at a time (reads already ignore them: this
 * only keeps the table small). Answers how many went.
 */
export async function dropExpiredTimedHolds(db: Db, now: Date, limit = 5000) {
  const expired = db
    .select({ companyId: timedHolds.companyId, id: timedHolds.id })
    .from(timedHolds)
    .where(lte(timedHolds.expiresAt, now))
    .limit(limit);
  const gone = await db
    .delete(timedHolds)
    .where(sql`(${timedHolds.companyId}, ${timedHolds.id}) in (${expired})`)
    .returning({ id: timedHolds.id });
  return gone.length;
}
