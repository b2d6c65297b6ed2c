import type { Language } from '@hirebase/shared';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import {
  categoriesByIds,
  productModelsView as models,
  photoViews,
  productsView as products,
  subProductsView as units,
} from '../catalogue/index.ts';
import { companyForRequest } from '../companies/index.ts';
import { findSettings, storeBySlug } from '../company-settings/index.ts';
import { storeIsOn } from '../online-store/index.ts';
import { priceItems } from '../pricing/index.ts';
import { modelIdsOfUniverses, universesOf } from '../universes/index.ts';

/*
 * Everything the store's pages read from other modules, in one place: the shop, its store products, universes and
 * prices. Only products shown in the store (`online`) whose product and model are not archived are ever read.
 */

export type StoreShopRow = Awaited<ReturnType<typeof storeBySlug>>;

/** The shop behind a store address (a former one answers `redirectTo`), or null when there is none or it is off. */
export async function findStoreShop(ctx: Ctx, slug: string) {
  let shop: StoreShopRow;
  try {
    shop = await storeBySlug(ctx, slug, 'online-store');
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
  const company = await companyForRequest(ctx, shop.id);
  if (!company || !storeIsOn(company)) return null;
  return { shop, settings: await findSettings(ctx.db, shop.id) };
}

const storeProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  stockMode: products.stockMode,
  quantity: products.quantity,
  priceGrid: products.priceGrid,
  depositCents: products.depositCents,
  modelId: models.id,
  modelDescription: models.description,
  brand: models.brand,
  pictures: models.pictures,
  categoryId: models.categoryId,
};

export type StoreProductRow = Awaited<ReturnType<typeof storeProducts>>[number];

/** Store products of the company matching `where`, in the shop's order. */
export function storeProducts(ctx: Ctx, companyId: string, where?: SQL, limit = 200) {
  return ctx.db
    .select(storeProductColumns)
    .from(products)
    .innerJoin(models, and(eq(models.companyId, products.companyId), eq(models.id, products.modelId)))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.online, true),
        isNull(products.deletedAt),
        isNull(models.deletedAt),
        where,
      ),
    )
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
    .limit(limit);
}

export const productFilters = {
  ids: (ids: string[]) => inArray(products.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']),
  category: (categoryId: string) => eq(models.categoryId, categoryId),
  models: (modelIds: string[]) =>
    inArray(models.id, modelIds.length ? modelIds : ['00000000-0000-0000-0000-000000000000']),
  /** Words anywhere in the product's name or its brand. */
  text: (query: string) => ilike(products.name, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
};

/** Units in service of a serialised product (a quantity product counts its stock). */
export async function unitsInService(ctx: Ctx, companyId: string, product: StoreProductRow) {
  if (product.stockMode === 'QUANTITY') return product.quantity ?? 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(units)
    .where(
      and(
        eq(units.companyId, companyId),
        eq(units.productId, product.id),
        eq(units.inService, true),
        isNull(units.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Names of the catalogue categories, in the customer's language (else French, else any). */
export async function categoryNames(ctx: Ctx, ids: string[], language: Language) {
  const rows = await categoriesByIds(ctx.db, ids.filter(Boolean));
  return new Map(
    [...rows].map(([id, row]) => [id, row.name[language] ?? row.name.fr ?? Object.values(row.name)[0] ?? '']),
  );
}

/** Category ids of the store's products, with their product counts. */
export async function storeCategoryIds(ctx: Ctx, companyId: string) {
  const rows = await storeProducts(ctx, companyId, undefined, 1000);
  const counts = new Map<string, number>();
  for (const row of rows) if (row.categoryId) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + 1);
  return counts;
}

export const storeUniverses = (ctx: Ctx, companyId: string) => universesOf(ctx.db, companyId);

export async function modelIdsOfUniverse(ctx: Ctx, companyId: string, universeId: string) {
  return (await modelIdsOfUniverses(ctx.db, companyId, [universeId])).get(universeId) ?? [];
}

export const photosOf = (pictures: string[]) => photoViews(pictures);

/** What one unit of the product costs in the store for [start, end), with its deposit. */
export async function storePrice(ctx: Ctx, companyId: string, productId: string, start: Date, end: Date) {
  const { priced, depositCents } = await priceItems(ctx, companyId, {
    items: [{ kind: 'product', id: productId, quantity: 1 }],
    period: { start: start.getTime(), end: end.getTime() },
    channel: 'ONLINE_STORE',
  });
  return { totalCents: priced.totalTTC, depositCents };
}
