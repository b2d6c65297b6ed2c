import {
  availabilityOver,
  type Interval,
  type Need,
  nextSetsStart,
  type StockTimeline,
  setsFree,
} from '@hirebase/shared/availability';
import type { Db } from '../../platform/db/pool.ts';
import { NEXT_FREE_HORIZON_MS, paddedWindow, timelines } from './engine.ts';
import { type ItemFilter, type ListedPack, listedPacks, listedProducts, productsOfCategories } from './item-reads.ts';
import { type FreeUnitRow, freeUnitsOver, type ProductStock, productStocks, type RentalType } from './stock-reads.ts';

/** A product, or a pack with, for each of its items, the products that can serve it. */
export type ItemSpec =
  | { kind: 'product'; id: string; name: string; stock: ProductStock }
  | { kind: 'pack'; id: string; name: string; needs: { per: number; productIds: string[] }[] };

export const packSpec = (pack: ListedPack, byCategory: Map<string, string[]>): ItemSpec => ({
  kind: 'pack',
  id: pack.id,
  name: pack.name,
  needs: pack.items.map((i) => ({
    per: i.quantity,
    productIds: i.productId ? [i.productId] : (byCategory.get(i.categoryId ?? '') ?? []),
  })),
});

/** The products (by position, then name) and packs (by name) of a filter, each category item with its products. */
export async function listedItems(db: Db, companyId: string, filter: ItemFilter): Promise<ItemSpec[]> {
  const [products, packs] = await Promise.all([
    listedProducts(db, companyId, filter),
    listedPacks(db, companyId, filter),
  ]);
  const categories = [...new Set(packs.flatMap((p) => p.items.flatMap((i) => (i.categoryId ? [i.categoryId] : []))))];
  const byCategory = await productsOfCategories(db, companyId, categories, filter.rentalType);
  return [
    ...products.map((p): ItemSpec => ({ kind: 'product', id: p.id, name: p.name, stock: p })),
    ...packs.map((p) => packSpec(p, byCategory)),
  ];
}

export interface ItemAnswer {
  kind: 'product' | 'pack';
  id: string;
  name: string;
  stockMode: ProductStock['stockMode'] | null;
  total: number;
  available: number;
  shortfall: number;
  /** When fewer than the quantity wanted are free: the next start with enough free (null: none within 90 days). */
  nextFreeAt: number | null;
  units?: FreeUnitRow[];
  /** Free count over each of the extra windows (calendar days, months). */
  counts: number[];
}

export interface ItemQuery {
  items: ItemSpec[];
  /** The rental asked for. */
  window: Interval;
  /** Further windows to count (calendar days, months), read with the same query. */
  windows: Interval[];
  quantity: number;
  /** The item whose free units the answer lists. */
  unitsOf?: string;
  rentalType: RentalType;
  excludeOrderId?: string;
  now: number;
}

const productIdsOf = (item: ItemSpec) =>
  item.kind === 'product' ? [item.id] : item.needs.flatMap((n) => n.productIds);

type Timelines = Map<string, StockTimeline>;

/** What each item needs of its products, read from these timelines (products without stock serve nothing). */
function needsOf(item: ItemSpec, stocks: Map<string, ProductStock>, byProduct: Timelines): Need[] {
  const member = (id: string) => {
    const s = stocks.get(id);
    const timeline = byProduct.get(id);
    return s && timeline ? [{ timeline, before: s.bufferBeforeMs, after: s.bufferAfterMs }] : [];
  };
  return item.kind === 'product'
    ? stocks.has(item.id)
      ? [{ per: 1, members: member(item.id) }]
      : []
    : item.needs.map((n) => ({ per: n.per, members: n.productIds.flatMap(member) }));
}

/** The span of the windows, widened by the largest buffers. */
function spanOf(windows: Interval[], stocks: ProductStock[]) {
  return {
    from: Math.min(...windows.map((w) => w.start)) - Math.max(...stocks.map((s) => s.bufferBeforeMs)),
    to: Math.max(...windows.map((w) => w.end)) + Math.max(...stocks.map((s) => s.bufferAfterMs)),
  };
}

/**
 * Free counts of products and packs over a rental window and over further windows, from one read of the stock of
 * every product concerned (holds and downs over the whole span), then sweeps in memory. Items with fewer free than
 * wanted get a second read, of their products only, over the horizon where the next free start is looked for.
 */
export async function itemAvailability(db: Db, companyId: string, q: ItemQuery): Promise<ItemAnswer[]> {
  const stocks = new Map(q.items.flatMap((i) => (i.kind === 'product' ? [[i.id, i.stock] as const] : [])));
  const missing = [...new Set(q.items.flatMap(productIdsOf))].filter((id) => !stocks.has(id));
  for (const s of await productStocks(db, companyId, missing)) stocks.set(s.id, s);
  if (stocks.size === 0) return q.items.map((item) => emptyAnswer(item, q));
  const span = spanOf([q.window, ...q.windows], [...stocks.values()]);
  const focus = q.items.find((i) => i.id === q.unitsOf);
  const [byProduct, units] = await Promise.all([
    timelines(db, companyId, [...stocks.values()], span.from, span.to, q),
    focus ? freeUnitsOf(db, companyId, focus, stocks, q) : undefined,
  ]);
  const answers = q.items.map((item): ItemAnswer => {
    const needs = needsOf(item, stocks, byProduct);
    const shortfall = Math.max(
      0,
      ...productIdsOf(item).flatMap((id) => {
        const s = stocks.get(id);
        return s ? [availabilityOver(byProduct.get(id)!, paddedWindow(s, q.window.start, q.window.end)).shortfall] : [];
      }),
    );
    const stock = item.kind === 'product' ? stocks.get(item.id) : undefined;
    let available = setsFree(needs, q.window);
    const free = item === focus ? (units ?? []) : undefined;
    if (free && stock?.stockMode === 'SERIALIZED') available = Math.min(available, free.length);
    return {
      kind: item.kind,
      id: item.id,
      name: item.name,
      stockMode: item.kind === 'product' ? (stock?.stockMode ?? null) : null,
      total: capacityOf(item, stocks),
      available,
      shortfall,
      nextFreeAt: null,
      counts: q.windows.map((w) => setsFree(needs, w)),
      ...(free ? { units: free } : {}),
    };
  });
  await findNextFree(db, companyId, q, stocks, answers);
  return answers;
}

/** From when the items short of the quantity wanted have it free for the same length (90 days ahead at most). */
async function findNextFree(
  db: Db,
  companyId: string,
  q: ItemQuery,
  stocks: Map<string, ProductStock>,
  answers: ItemAnswer[],
) {
  const short = q.items.flatMap((item, i) => (answers[i].available < q.quantity ? [{ item, answer: answers[i] }] : []));
  const shortStocks = [...new Set(short.flatMap((s) => productIdsOf(s.item)))].flatMap((id) => stocks.get(id) ?? []);
  if (shortStocks.length === 0) return;
  const horizon = q.window.start + NEXT_FREE_HORIZON_MS;
  const span = spanOf([{ start: q.window.start, end: q.window.end + NEXT_FREE_HORIZON_MS }], shortStocks);
  const ahead = await timelines(db, companyId, shortStocks, span.from, span.to, q);
  for (const { item, answer } of short) {
    const next = nextSetsStart(needsOf(item, stocks, ahead), q.window, q.quantity, horizon);
    // free by the bookings yet short of units (some are still out): when they come back is not known
    answer.nextFreeAt = next === q.window.start ? null : next;
  }
}

/** What the items could make with every unit free: a product's capacity, a pack's whole sets. */
function capacityOf(item: ItemSpec, stocks: Map<string, ProductStock>) {
  if (item.kind === 'product') return stocks.get(item.id)?.capacity ?? 0;
  if (item.needs.length === 0) return 0;
  return Math.min(
    ...item.needs.map((n) =>
      n.productIds.reduce((sum, id) => sum + Math.floor((stocks.get(id)?.capacity ?? 0) / n.per), 0),
    ),
  );
}

function emptyAnswer(item: ItemSpec, q: ItemQuery): ItemAnswer {
  return {
    kind: item.kind,
    id: item.id,
    name: item.name,
    stockMode: null,
    total: 0,
    available: 0,
    shortfall: 0,
    nextFreeAt: null,
    counts: q.windows.map(() => 0),
    ...(item.id === q.unitsOf ? { units: [] } : {}),
  };
}

/** Free units of the focused item's serialised products, over each product's own padded window. */
async function freeUnitsOf(
  db: Db,
  companyId: string,
  item: ItemSpec,
  stocks: Map<string, ProductStock>,
  q: ItemQuery,
): Promise<FreeUnitRow[]> {
  const serialised = [...new Set(productIdsOf(item))]
    .map((id) => stocks.get(id))
    .filter((s): s is ProductStock => s?.stockMode === 'SERIALIZED');
  const parts = await Promise.all(
    serialised.map((s) => {
      const w = paddedWindow(s, q.window.start, q.window.end);
      return freeUnitsOver(db, companyId, [s.id], w.start, w.end, q.rentalType, q.excludeOrderId);
    }),
  );
  return parts.flat();
}
