import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { conflict } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import {
  lockAndReadStocks,
  type ProductAvailability,
  type ProductStock,
  paddedWindow,
  productAvailability,
} from '../../availability/index.ts';
import { productModelsView as productModels, productsView as products } from '../../catalogue/index.ts';
import { orderReservations } from '../tables.ts';

/** A quantity of a product an order line needs. */
export interface Demand {
  lineId: string;
  productId: string;
  quantity: number;
}

export const rangeLiteral = (start: number, end: number) =>
  `[${new Date(start).toISOString()},${new Date(end).toISOString()})`;

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** Products like this one (same category, or same model) with enough free over the period: the alternatives. */
async function alternativesFor(
  db: Db,
  companyId: string,
  stock: ProductStock,
  quantity: number,
  start: number,
  end: number,
  now: number,
) {
  const similar = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(
      and(
        eq(products.companyId, companyId),
        isNull(products.deletedAt),
        eq(products.isLcd, true),
        sql`${products.id} <> ${stock.id}`,
        stock.categoryId
          ? sql`(${productModels.categoryId} = ${stock.categoryId} or ${products.modelId} = ${stock.modelId})`
          : eq(products.modelId, stock.modelId),
      ),
    )
    .limit(20);
  if (similar.length === 0) return [];
  const found = await productAvailability(db, companyId, { productIds: similar.map((s) => s.id), start, end, now });
  return [...found.values()]
    .filter((a) => a.available >= quantity)
    .map((a) => ({ productId: a.product.id, name: a.product.name, available: a.available }));
}

type Found = Map<string, ProductAvailability>;
type Window = { start: number; end: number; now: number; excludeOrderId: string };

const neededOf = (demands: Demand[]) => {
  const needed = new Map<string, number>();
  for (const d of demands) needed.set(d.productId, (needed.get(d.productId) ?? 0) + d.quantity);
  return needed;
};

/** The products of `needed` with fewer free than asked in `found`, with the quantity asked. */
const shortages = (needed: Map<string, number>, found: Found) =>
  [...needed].filter(([productId, quantity]) => (found.get(productId)?.available ?? 0) < quantity);

/** A product without stock to rent (not in `found`) is refused as such rather than as short. */
function requireRentable(short: [string, number][], found: Found) {
  const unknown = short.find(([productId]) => !found.has(productId));
  if (unknown) throw conflict('notAvailable', `Product ${unknown[0]} cannot be rented`, { productId: unknown[0] });
}

/**
 * What the customer is told of each short product: how many are free, from when it is free again (a read over the
 * next 90 days) and similar products free over the period. Reads only.
 */
async function conflictDetails(
  db: Db,
  companyId: string,
  short: [string, number][],
  found: Found,
  window: Window,
  stocks?: ProductStock[],
) {
  const ahead = await productAvailability(db, companyId, {
    ...window,
    productIds: short.map(([productId]) => productId),
    quantity: Math.max(...short.map(([, quantity]) => quantity)),
    stocks: stocks?.filter((s) => short.some(([productId]) => productId === s.id)),
  });
  const conflicts = [];
  for (const [productId, quantity] of short) {
    const answer = found.get(productId)!;
    conflicts.push({
      productId,
      name: answer.product.name,
      requested: quantity,
      available: answer.available,
      startDate: iso(window.start),
      endDate: iso(window.end),
      nextFreeAt: iso(ahead.get(productId)?.nextFreeAt),
      alternatives: await alternativesFor(
        db,
        companyId,
        answer.product,
        quantity,
        window.start,
        window.end,
        window.now,
      ),
    });
  }
  return conflicts;
}

/**
 * What does not fit of these demands over [start, end), without writing: one entry per product short of stock, with
 * how many are free, from when it is free again and similar products that are free. `orderId`: the order being
 * booked or changed (its own holds do not count against it).
 */
export async function stockConflicts(
  db: Db,
  companyId: string,
  orderId: string,
  demands: Demand[],
  start: number,
  end: number,
  now: number,
  stocks?: ProductStock[],
) {
  const needed = neededOf(demands);
  if (needed.size === 0) return { found: new Map<string, ProductAvailability>(), conflicts: [] };
  const window = { start, end, now, excludeOrderId: orderId };
  const found = await productAvailability(db, companyId, { ...window, productIds: [...needed.keys()], stocks });
  const short = shortages(needed, found);
  if (short.length === 0) return { found, conflicts: [] };
  requireRentable(short, found);
  return { found, conflicts: await conflictDetails(db, companyId, short, found, window, stocks) };
}

/**
 * Checks that every demand fits over [start, end) and writes the holds, under the products' transaction locks so no
 * concurrent order can take the same units in between. `orderId`'s own holds do not count against it (an order
 * being changed; the caller deletes and rewrites them). Throws 409 `notAvailable` naming each product that does not
 * fit; what it tells of them (see `stockConflicts`: from when free, alternatives) is read once the transaction is
 * over and its locks released, so that other orders do not wait on those reads. `checkFrom`: check only from then on
 * (an order already out only needs the stock from now; its past is its own).
 */
export async function holdStock(
  db: Db,
  companyId: string,
  orderId: string,
  demands: Demand[],
  start: number,
  end: number,
  now: number,
  checkFrom = start,
) {
  if (demands.length === 0) return [];
  const stocks = await lockAndReadStocks(
    db,
    companyId,
    demands.map((d) => d.productId),
  );
  const needed = neededOf(demands);
  const window = { start: Math.max(start, checkFrom), end, now, excludeOrderId: orderId };
  const found = await productAvailability(db, companyId, { ...window, productIds: [...needed.keys()], stocks });
  const short = shortages(needed, found);
  if (short.length > 0) {
    requireRentable(short, found);
    const names = short
      .map(([productId, quantity]) => {
        const answer = found.get(productId)!;
        return `${answer.product.name} (${answer.available} free of ${quantity} asked)`;
      })
      .join(', ');
    const conflicts: Awaited<ReturnType<typeof conflictDetails>> = [];
    const error = conflict('notAvailable', `Not available over this period: ${names}`, { conflicts });
    error.afterRelease = async (free) => {
      conflicts.push(...(await conflictDetails(free, companyId, short, found, window)));
    };
    throw error;
  }
  const rows = demands.map((d) => {
    const w = paddedWindow(found.get(d.productId)!.product, start, end);
    return {
      companyId,
      id: newId(now),
      orderId,
      lineId: d.lineId,
      productId: d.productId,
      quantity: d.quantity,
      period: rangeLiteral(w.start, w.end),
    };
  });
  return db.insert(orderReservations).values(rows).returning();
}

/** Drops the holds of an order (cancelled, deleted, or about to be rewritten); assignments go with them. */
export async function releaseHolds(db: Db, companyId: string, orderId: string) {
  await db
    .delete(orderReservations)
    .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.orderId, orderId)));
}

export async function holdsOfOrders(db: Db, companyId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderReservations)
    .where(and(eq(orderReservations.companyId, companyId), inArray(orderReservations.orderId, orderIds)));
}
