import { fromCents } from '@hirebase/shared';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { photoViews, productCategoriesView, productModelsView, productsView } from '../catalogue/index.ts';
import { universeProductModelsView, universesView } from '../universes/index.ts';
import { type FromPrice, lcdFromPrice, lldFromPrice } from './from-price.ts';
import type { OpenStore } from './open-store.ts';

export type RentalType = 'LCD' | 'LLD';

export interface ShownFilter {
  ids?: readonly string[];
  rentalType?: RentalType;
  universeId?: string;
  categoryId?: string;
  search?: string;
}

const p = productsView;
const m = productModelsView;
const c = productCategoriesView;

/** Shown in the store: switched on for it, not deleted, and its model not deleted. */
function shownWhere(ctx: Ctx, companyId: string, f: ShownFilter): SQL {
  const um = universeProductModelsView;
  const conditions: (SQL | undefined)[] = [
    eq(p.companyId, companyId),
    eq(p.online, true),
    isNull(p.deletedAt),
    isNull(m.deletedAt),
    f.ids ? inArray(p.id, [...f.ids]) : undefined,
    f.rentalType === 'LLD' ? eq(p.isLld, true) : f.rentalType === 'LCD' ? eq(p.isLcd, true) : undefined,
    f.categoryId ? eq(p.categoryId, f.categoryId) : undefined,
    f.search ? or(ilike(p.name, `%${escapeLike(f.search)}%`), ilike(m.brand, `%${escapeLike(f.search)}%`)) : undefined,
    f.universeId
      ? inArray(
          p.modelId,
          ctx.db
            .select({ id: um.productModelId })
            .from(um)
            .where(and(eq(um.companyId, companyId), eq(um.universeId, f.universeId))),
        )
      : undefined,
  ];
  return and(...conditions.filter((x): x is SQL => !!x))!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const columns = {
  id: p.id,
  name: p.name,
  description: p.description,
  modelId: p.modelId,
  categoryId: p.categoryId,
  categoryName: c.name,
  priceGrid: p.priceGrid,
  depositCents: p.depositCents,
  stockMode: p.stockMode,
  isLcd: p.isLcd,
  isLld: p.isLld,
  insuranceEligible: p.insuranceEligible,
  lldMonthlyPriceCents: p.lldMonthlyPriceCents,
  modelName: m.name,
  modelDescription: m.description,
  brand: m.brand,
  verticale: m.verticale,
  pictures: m.pictures,
  sizes: m.sizes,
};

const joined = (ctx: Ctx, selection: typeof columns | { total: SQL<number> }) =>
  ctx.db
    .select(selection as typeof columns)
    .from(p)
    .innerJoin(m, and(eq(m.companyId, p.companyId), eq(m.id, p.modelId)))
    .leftJoin(c, and(eq(c.companyId, p.companyId), eq(c.id, p.categoryId)));

export type ShownRow = Awaited<ReturnType<typeof shownRows>>[number];

/** The shown products of a filter, by the shop's order (position, then name); a page of them when asked. */
export function shownRows(ctx: Ctx, companyId: string, f: ShownFilter, page?: { offset: number; limit: number }) {
  const query = joined(ctx, columns)
    .where(shownWhere(ctx, companyId, f))
    .orderBy(asc(p.position), asc(p.name), asc(p.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countShown(ctx: Ctx, companyId: string, f: ShownFilter) {
  const [row] = await joined(ctx, { total: count() as unknown as SQL<number> }).where(shownWhere(ctx, companyId, f));
  return Number((row as unknown as { total: number }).total);
}

/** The universes each model belongs to, by the universes' ranking. */
export async function universesOfModels(ctx: Ctx, companyId: string, modelIds: string[]) {
  const byModel = new Map<string, { id: string; title: string }[]>();
  if (modelIds.length === 0) return byModel;
  const u = universesView;
  const um = universeProductModelsView;
  const rows = await ctx.db
    .select({ modelId: um.productModelId, id: u.id, title: u.title })
    .from(um)
    .innerJoin(u, and(eq(u.companyId, um.companyId), eq(u.id, um.universeId)))
    .where(and(eq(um.companyId, companyId), inArray(um.productModelId, [...new Set(modelIds)])))
    .orderBy(asc(u.ranking), asc(u.title), asc(u.id));
  for (const r of rows) byModel.set(r.modelId, [...(byModel.get(r.modelId) ?? []), { id: r.id, title: r.title }]);
  return byModel;
}

const priceView = (price: FromPrice | null) =>
  price && { per: price.per, amount: fromCents(price.cents), days: price.days };

/** A product as the store shows it on a card: first photo, "from" price (unless the shop hides prices), groups. */
export function shownItemView(
  store: Pick<OpenStore, 'settings'>,
  row: ShownRow,
  universes: Map<string, { id: string; title: string }[]>,
) {
  const photos = photoViews(row.pictures);
  const showPrices = store.settings.onlineStore.showPricing;
  const rentalTypes: RentalType[] = [...(row.isLcd ? ['LCD' as const] : []), ...(row.isLld ? ['LLD' as const] : [])];
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? row.modelDescription,
    brand: row.brand,
    verticale: row.verticale,
    modelId: row.modelId,
    photo: photos[0] ? { url: photos[0].url, thumbnailUrl: photos[0].thumbnailUrl } : null,
    fromPrice: showPrices ? priceView(row.isLcd ? lcdFromPrice(row.priceGrid) : null) : null,
    monthlyPrice: showPrices && row.isLld ? priceView(lldFromPrice(row.lldMonthlyPriceCents)) : null,
    deposit: fromCents(row.depositCents),
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    universes: universes.get(row.modelId) ?? [],
    rentalTypes,
    stockMode: row.stockMode,
    insuranceEligible: row.insuranceEligible,
  };
}

export type ShownItem = ReturnType<typeof shownItemView>;

/** Rows as store cards, with their universes read in one query. */
export async function shownItems(ctx: Ctx, store: OpenStore, rows: ShownRow[]) {
  const universes = await universesOfModels(
    ctx,
    store.company.id,
    rows.map((r) => r.modelId),
  );
  return rows.map((r) => shownItemView(store, r, universes));
}
