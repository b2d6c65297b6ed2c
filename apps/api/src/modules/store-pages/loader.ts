import type { Language } from '@hirebase/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { productsView as products, subProductsView as units } from '../catalogue/index.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { storeOfSlug, storeProduct, storeProducts } from '../online-store/index.ts';
import { priceItems } from '../pricing/index.ts';
import { universesOf } from '../universes/index.ts';

/*
 * Everything the store's pages read from other modules, in one place. The products a page lists or shows come from
 * the online store's own reads (its `items` and `product` answers): a page shows exactly what the store's calls
 * show, by the same filters (category, universe, search by name or brand).
 */

type StoreFacts = Awaited<ReturnType<typeof storeOfSlug>>;

/**
 * The shop behind a store address in the wanted language (a former address answers `movedTo`), with the settings
 * its pages use; null when there is none or its store is off.
 */
export async function findStoreShop(ctx: Ctx, slug: string, wanted?: Language) {
  let facts: StoreFacts;
  try {
    facts = await storeOfSlug(ctx, slug, wanted);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
  return { facts, settings: await settingsForRequest(ctx, facts.companyId) };
}

export type StoreShopFound = NonNullable<Awaited<ReturnType<typeof findStoreShop>>>;
export type StoreItem = Awaited<ReturnType<typeof storeProducts>>['items'][number];

/** Most products a list page shows (a store's whole shelf for its home page and categories). */
const SHELF = 1000;

/** The store's products of a filter, in the shop's order, as its `items` call lists them. */
export async function shownProducts(
  ctx: Ctx,
  companyId: string,
  filter: { categoryId?: string; universeId?: string; search?: string; ids?: string[] } = {},
  limit = SHELF,
) {
  return (await storeProducts(ctx, companyId, filter, { page: 1, limit })).items;
}

/** One product the store shows, with all its photos; null when the store does not show it. */
export async function shownProduct(ctx: Ctx, companyId: string, productId: string) {
  try {
    return await storeProduct(ctx, companyId, productId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** Units in service of a serialised product (a quantity product counts its stock). */
export async function unitsInService(ctx: Ctx, companyId: string, productId: string, stockMode: string) {
  if (stockMode === 'QUANTITY') {
    const [row] = await ctx.db
      .select({ n: products.quantity })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
    return row?.n ?? 0;
  }
  const [row] = await ctx.db
    .select({ n: count() })
    .from(units)
    .where(
      and(
        eq(units.companyId, companyId),
        eq(units.productId, productId),
        eq(units.inService, true),
        isNull(units.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

export const storeUniverses = (ctx: Ctx, companyId: string) => universesOf(ctx.db, companyId);

/** What one unit of the product costs in the store for [start, end), with its deposit. */
export async function storePrice(ctx: Ctx, companyId: string, productId: string, start: Date, end: Date) {
  const { priced, depositCents } = await priceItems(ctx, companyId, {
    items: [{ kind: 'product', id: productId, quantity: 1 }],
    period: { start: start.getTime(), end: end.getTime() },
    channel: 'ONLINE_STORE',
  });
  return { totalCents: priced.totalTTC, depositCents };
}
