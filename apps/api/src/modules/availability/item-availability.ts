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
import {
  type ItemFilter,
  type ListedPack,
  type ListedProduct,
  listedPacks,
  listedProducts,
  productsOfCategories,
} from './item-reads.ts';
import { type FreeUnitRow, freeUnitsOver, type ProductStock, productStocks, type RentalType } from './stock-reads.ts';

/** A product, or a pack with, for each of its items, the products that can serve it. */
export type ItemSpec =
  | ({ kind: 'product' } & ListedProduct)
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
  return [...products.map((p): ItemSpec => ({ kind: 'product', ...p })), ...packs.map((p) => packSpec(p, byCategory))];
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

/**
 * Free counts of products and packs over a rental window and over further windows, from one read of the stock of
 * every product concerned: each product's holds and downs over the whole span (plus the horizon where the next free
 * start is looked for), then sweeps in memory.
 */
export async function itemAvailability(db: Db, companyId: string, q: ItemQuery): Promise<ItemAnswer[]> {
  const productIds = [...new Set(q.items.flatMap(productIdsOf))];
  const stocks = new Map((await productStocks(db, companyId, productIds)).map((s) => [s.id, s]));
  if (stocks.size === 0) return q.items.map((item) => emptyAnswer(item, q));
  const all = [...stocks.values()];
  const maxBefore = Math.max(...all.map((s) => s.bufferBeforeMs));
  const maxAfter = Math.max(...all.map((s) => s.bufferAfterMs));
  const from = Math.min(q.window.start, ...q.windows.map((w) => w.start)) - maxBefore;
  const to = Math.max(q.window.end + NEXT_FREE_HORIZON_MS, ...q.windows.map((w) => w.end)) + maxAfter;
  const focus = q.items.find((i) => i.id === q.unitsOf);
  const [byProduct, units] = await Promise.all([
    timelines(db, companyId, all, from, to, q),
    focus ? freeUnitsOf(db, companyId, focus, stocks, q) : undefined,
  ]);
  const member = (s: ProductStock) => ({
    timeline: byProduct.get(s.id) as StockTimeline,
    before: s.bufferBeforeMs,
    after: s.bufferAfterMs,
  });
  return q.items.map((item) => {
    const needs: Need[] =
      item.kind === 'product'
        ? stocks.has(item.id)
          ? [{ per: 1, members: [member(stocks.get(item.id)!)] }]
          : []
        : item.needs.map((n) => ({
            per: n.per,
            members: n.productIds.flatMap((id) => (stocks.has(id) ? [member(stocks.get(id)!)] : [])),
          }));
    const members = item.kind === 'product' ? [item.id] : item.needs.flatMap((n) => n.productIds);
    const shortfall = Math.max(
      0,
      ...members.flatMap((id) => {
        const s = stocks.get(id);
        return s ? [availabilityOver(byProduct.get(id)!, paddedWindow(s, q.window.start, q.window.end)).shortfall] : [];
      }),
    );
    const stock = item.kind === 'product' ? stocks.get(item.id) : undefined;
    let available = setsFree(needs, q.window);
    const free = item === focus ? (units ?? []) : undefined;
    if (free && stock?.stockMode === 'SERIALIZED') available = Math.min(available, free.length);
    const answer: ItemAnswer = {
      kind: item.kind,
      id: item.id,
      name: item.name,
      stockMode: item.kind === 'product' ? (stock?.stockMode ?? null) : null,
      total: capacityOf(item, stocks),
      available,
      shortfall,
      nextFreeAt:
        available >= q.quantity
          ? null
          : nextSetsStart(needs, q.window, q.quantity, q.window.start + NEXT_FREE_HORIZON_MS),
      counts: q.windows.map((w) => setsFree(needs, w)),
    };
    if (free) answer.units = free;
    return answer;
  });
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
