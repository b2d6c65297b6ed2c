import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { productAvailability } from '../../availability/index.ts';
import {
  itemsOfPacks,
  packsView as packs,
  productModelsView as productModels,
  productsView as products,
  servicesView as services,
} from '../../catalogue/index.ts';
import type { OrderBody } from '../schemas.ts';
import type { Demand } from './holds.ts';

type Body = Static<typeof OrderBody>;

/** A line before pricing: what it sells; pack lines carry one child line per product they hold. */
export interface PlannedLine {
  id: string;
  kind: 'product' | 'pack' | 'service';
  itemId: string;
  quantity: number;
  parentLineId: string | null;
  name: string;
  /** Units to assign at once (product lines). */
  subProductIds: string[];
}

export interface LinePlan {
  lines: PlannedLine[];
  demands: Demand[];
  /** What the pricing engine prices: products, packs and services (pack children are inside their pack's price). */
  priced: { lineId: string; kind: PlannedLine['kind']; id: string; quantity: number }[];
}

async function liveIds<T extends { id: string }>(rows: Promise<T[]>, ids: string[], field: string, what: string) {
  const found = new Map((await rows).map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    if (!found.has(id)) throw badRequest(`${field}[${i}]`, `${id} is not a ${what} of this shop rented short-term`);
  });
  return found;
}

/** The freest product of each category over the period, for category pack items without a choice: two reads in all. */
async function freestOfCategories(
  db: Db,
  companyId: string,
  categoryIds: string[],
  start: number,
  end: number,
  now: number,
): Promise<Map<string, string>> {
  if (categoryIds.length === 0) return new Map();
  const candidates = await db
    .select({ id: products.id, categoryId: productModels.categoryId })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(productModels.categoryId, categoryIds),
        isNull(products.deletedAt),
        eq(products.isLcd, true),
      ),
    );
  if (candidates.length === 0) return new Map();
  const found = await productAvailability(db, companyId, { productIds: candidates.map((c) => c.id), start, end, now });
  const freest = new Map<string, { id: string; available: number }>();
  for (const c of candidates) {
    const a = found.get(c.id);
    if (!a || !c.categoryId) continue;
    const best = freest.get(c.categoryId);
    if (!best || a.available > best.available) freest.set(c.categoryId, { id: c.id, available: a.available });
  }
  return new Map([...freest].map(([categoryId, best]) => [categoryId, best.id]));
}

/** The products pack items resolve to, with their category, in one read. */
async function packChildren(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; categoryId: string | null }>();
  const rows = await db
    .select({ id: products.id, name: products.name, categoryId: productModels.categoryId })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids), isNull(products.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Reads the products, packs and services of an order body and plans its lines and the stock they need. A 400 names
 * the first unknown item; an order needs at least one line.
 */
export async function planLines(
  db: Db,
  companyId: string,
  body: Body,
  period: { start: number; end: number; now: number },
): Promise<LinePlan> {
  const productsIn = body.products ?? [];
  const packsIn = body.packs ?? [];
  const servicesIn = body.services ?? [];
  if (productsIn.length + packsIn.length + servicesIn.length === 0) {
    throw badRequest('products', 'An order needs at least one product, pack or service');
  }
  const productIds = productsIn.map((p) => p.productId);
  const packIds = packsIn.map((p) => p.packId);
  const serviceIds = servicesIn.map((s) => s.serviceId);
  const live = <T extends typeof products | typeof packs | typeof services>(t: T, ids: string[]) =>
    and(eq(t.companyId, companyId), inArray(t.id, ids), isNull(t.deletedAt), eq(t.isLcd, true));
  // only what the body names is read: most orders have products alone
  const none = Promise.resolve([]);
  const [productRows, packRows, serviceRows, packItemRows] = await Promise.all([
    liveIds(
      productIds.length
        ? db.select({ id: products.id, name: products.name }).from(products).where(live(products, productIds))
        : none,
      productIds,
      'products',
      'product',
    ),
    liveIds(packIds.length ? db.select().from(packs).where(live(packs, packIds)) : none, packIds, 'packs', 'pack'),
    liveIds(
      serviceIds.length
        ? db.select({ id: services.id, name: services.name }).from(services).where(live(services, serviceIds))
        : none,
      serviceIds,
      'services',
      'service',
    ),
    itemsOfPacks(db, companyId, packIds),
  ]);
  const lines: PlannedLine[] = [];
  const demands: Demand[] = [];
  const priced: LinePlan['priced'] = [];
  productsIn.forEach((p, i) => {
    const units = p.subProductIds ?? [];
    if (units.length > p.quantity) {
      throw badRequest(`products[${i}].subProductIds`, `${units.length} units given for a quantity of ${p.quantity}`);
    }
    const line: PlannedLine = {
      id: newId(period.now),
      kind: 'product',
      itemId: p.productId,
      quantity: p.quantity,
      parentLineId: null,
      name: productRows.get(p.productId)!.name,
      subProductIds: units,
    };
    lines.push(line);
    demands.push({ lineId: line.id, productId: p.productId, quantity: p.quantity });
    priced.push({ lineId: line.id, kind: 'product', id: p.productId, quantity: p.quantity });
  });
  // what each pack item resolves to: the item's product, the customer's choice, or the freest of its category
  const packChoices = packsIn.map((p, i) => {
    const pack = packRows.get(p.packId)!;
    const items = packItemRows.filter((it) => it.packId === p.packId);
    const selections = p.selections ?? [];
    selections.forEach((s, j) => {
      if (!items.some((it) => it.id === s.packItemId && it.categoryId)) {
        throw badRequest(`packs[${i}].selections[${j}].packItemId`, `No item of ${pack.name} is a choice with this id`);
      }
    });
    return items.map((item): { item: (typeof items)[number]; field: string; productId?: string } => {
      const choice = item.categoryId ? selections.findIndex((s) => s.packItemId === item.id) : -1;
      const field = choice >= 0 ? `packs[${i}].selections[${choice}].productId` : `packs[${i}].selections`;
      return { item, field, productId: item.productId ?? selections[choice]?.productId };
    });
  });
  const unchosen = packChoices.flat().flatMap((c) => (!c.productId && c.item.categoryId ? [c.item.categoryId] : []));
  const freest = await freestOfCategories(db, companyId, [...new Set(unchosen)], period.start, period.end, period.now);
  for (const c of packChoices.flat()) {
    if (!c.productId && c.item.categoryId) c.productId = freest.get(c.item.categoryId);
  }
  const children = await packChildren(db, companyId, [
    ...new Set(packChoices.flat().flatMap((c) => (c.productId ? [c.productId] : []))),
  ]);
  for (const [i, p] of packsIn.entries()) {
    const pack = packRows.get(p.packId)!;
    const line: PlannedLine = {
      id: newId(period.now),
      kind: 'pack',
      itemId: p.packId,
      quantity: p.quantity,
      parentLineId: null,
      name: pack.name,
      subProductIds: [],
    };
    lines.push(line);
    priced.push({ lineId: line.id, kind: 'pack', id: p.packId, quantity: p.quantity });
    for (const { item, field, productId } of packChoices[i]) {
      if (!productId)
        throw badRequest(`packs[${i}].selections`, `Choose a product for an item of the pack ${pack.name}`);
      const child = children.get(productId);
      if (!child) throw badRequest(field, `${productId} is not a product of this shop`);
      // a choice of a category item is a product of that category
      if (item.categoryId && child.categoryId !== item.categoryId) {
        throw badRequest(field, `${child.name} is not of the category this item of ${pack.name} offers`, {
          packItemId: item.id,
          categoryId: item.categoryId,
        });
      }
      const childLine: PlannedLine = {
        id: newId(period.now),
        kind: 'product',
        itemId: productId,
        quantity: item.quantity * p.quantity,
        parentLineId: line.id,
        name: child.name,
        subProductIds: [],
      };
      lines.push(childLine);
      demands.push({ lineId: childLine.id, productId, quantity: childLine.quantity });
    }
  }
  servicesIn.forEach((s) => {
    const line: PlannedLine = {
      id: newId(period.now),
      kind: 'service',
      itemId: s.serviceId,
      quantity: s.quantity,
      parentLineId: null,
      name: serviceRows.get(s.serviceId)!.name,
      subProductIds: [],
    };
    lines.push(line);
    priced.push({ lineId: line.id, kind: 'service', id: s.serviceId, quantity: s.quantity });
  });
  return { lines, demands, priced };
}
