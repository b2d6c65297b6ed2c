import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import { readPeriod } from '../../platform/dates.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { openingProblems } from '../availability/index.ts';
import {
  itemsOfPacks,
  packsView as packs,
  productModelsView as productModels,
  productsView as products,
  servicesView as services,
} from '../catalogue/index.ts';
import type { StoredSettings } from '../company-settings/index.ts';
import type { SaveCartBody } from './schemas.ts';
import type { StoredCartLine } from './tables.ts';

type LineInput = Static<typeof SaveCartBody>['lines'][number];

/** Live, short-term rental items of the company shown in its online store, by id. */
async function storeItems(db: Db, companyId: string, lines: LineInput[]) {
  const idsOf = (kind: LineInput['kind']) => [...new Set(lines.filter((l) => l.kind === kind).map((l) => l.id))];
  const shown = <T extends typeof products | typeof packs | typeof services>(t: T, ids: string[]) =>
    and(eq(t.companyId, companyId), inArray(t.id, ids), isNull(t.deletedAt), eq(t.isLcd, true), eq(t.online, true));
  const none = Promise.resolve([] as { id: string; name: string }[]);
  const [productIds, packIds, serviceIds] = [idsOf('product'), idsOf('pack'), idsOf('service')];
  const [productRows, packRows, serviceRows, packItemRows] = await Promise.all([
    productIds.length
      ? db.select({ id: products.id, name: products.name }).from(products).where(shown(products, productIds))
      : none,
    packIds.length ? db.select({ id: packs.id, name: packs.name }).from(packs).where(shown(packs, packIds)) : none,
    serviceIds.length
      ? db.select({ id: services.id, name: services.name }).from(services).where(shown(services, serviceIds))
      : none,
    itemsOfPacks(db, companyId, packIds),
  ]);
  const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    names: { product: byId(productRows), pack: byId(packRows), service: byId(serviceRows) },
    packItems: packItemRows,
  };
}

/** The category of each chosen product that the store shows, for pack choices. */
async function choiceCategories(db: Db, companyId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: products.id, categoryId: productModels.categoryId })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(products.id, productIds),
        isNull(products.deletedAt),
        eq(products.isLcd, true),
        eq(products.online, true),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.categoryId]));
}

type PackItem = Awaited<ReturnType<typeof itemsOfPacks>>[number];

/** The products a pack line holds: each item's product, or the customer's choice within its category. */
function packHolds(line: LineInput, i: number, items: PackItem[], categoryOf: Map<string, string | null>) {
  const selections = line.selections ?? [];
  selections.forEach((s, j) => {
    const item = items.find((it) => it.id === s.packItemId);
    if (!item?.categoryId) {
      throw badRequest(`lines[${i}].selections[${j}].packItemId`, 'No item of this pack is a choice with this id');
    }
    if (categoryOf.get(s.productId) !== item.categoryId) {
      throw badRequest(`lines[${i}].selections[${j}].productId`, 'This product is not one of the choices of this item');
    }
  });
  return items.map((item) => {
    const productId = item.productId ?? selections.find((s) => s.packItemId === item.id)?.productId;
    if (!productId) throw badRequest(`lines[${i}].selections`, 'Choose a product for each choice of the pack');
    return { productId, quantity: item.quantity * line.quantity };
  });
}

export interface ResolvedLine extends StoredCartLine {
  name: string;
  startMs: number;
  endMs: number;
}

const DAY_ALONE = /^\d{4}-\d{2}-\d{2}$/;

/** A line's period in the shop's time zone: not over, and starting and ending when the shop is open (as at the counter). */
function periodOf(line: LineInput, i: number, shop: ShopCalendar, now: number) {
  const field = (edge: 'start' | 'end') => `lines[${i}].${edge}`;
  const period = readPeriod(
    { start: { field: field('start'), value: line.start }, end: { field: field('end'), value: line.end } },
    shop.timeZone,
  );
  if (period.end <= now) throw badRequest(field('end'), 'This period is over');
  const wholeDays = { start: DAY_ALONE.test(line.start), end: DAY_ALONE.test(line.end) };
  const [problem] = openingProblems({ ...period, wholeDays }, shop.settings, shop.timeZone);
  if (problem) {
    const edge = problem.field === 'startDate' ? 'start' : 'end';
    throw new AppError(400, 'shopClosed', problem.message, { field: field(edge), reason: problem.code });
  }
  return period;
}

export interface ShopCalendar {
  timeZone: string;
  settings: Pick<StoredSettings, 'openingHours' | 'closedDates'>;
}

/**
 * Reads and checks the lines of a cart: periods in the company's time zone, not over and within opening, items the
 * store shows, pack choices. A 400 names the first bad field (`lines[2].end`, `lines[0].id`, …).
 */
export async function resolveLines(
  db: Db,
  companyId: string,
  lines: LineInput[],
  shop: ShopCalendar,
  now: number,
): Promise<ResolvedLine[]> {
  const periods = lines.map((line, i) => periodOf(line, i, shop, now));
  if (lines.length === 0) return [];
  const { names, packItems } = await storeItems(db, companyId, lines);
  const chosen = lines.flatMap((l) => (l.selections ?? []).map((s) => s.productId));
  const categoryOf = await choiceCategories(db, companyId, [...new Set(chosen)]);
  return lines.map((line, i) => {
    const name = names[line.kind].get(line.id);
    if (name === undefined) throw badRequest(`lines[${i}].id`, `${line.id} is not a ${line.kind} of this store`);
    if (line.kind !== 'pack' && line.selections?.length) {
      throw badRequest(`lines[${i}].selections`, 'Only a pack has choices');
    }
    const holds =
      line.kind === 'product'
        ? [{ productId: line.id, quantity: line.quantity }]
        : line.kind === 'pack'
          ? packHolds(
              line,
              i,
              packItems.filter((it) => it.packId === line.id),
              categoryOf,
            )
          : [];
    const { start, end } = periods[i]!;
    return {
      kind: line.kind,
      id: line.id,
      name,
      quantity: line.quantity,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      startMs: start,
      endMs: end,
      selections: line.selections ?? [],
      holds,
    };
  });
}
