import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import {
  packItemsView as packItems,
  packsView as packs,
  productModelsView as productModels,
  productsView as products,
  servicesView as services,
  subProductsView as subProducts,
} from '../catalogue/index.ts';
import { companiesView as companies } from '../companies/index.ts';

/*
 * Read-only queries on catalogue tables for the overview and the administrators' category tools. The catalogue
 * owns these tables; this module never writes to them (category changes go through catalogue functions).
 */

const liveModels = (companyId: string) => and(eq(productModels.companyId, companyId), isNull(productModels.deletedAt));
const modelJoin = and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId));

export const modelCountsByCategory = (db: Db, companyId: string) =>
  db
    .select({ verticale: productModels.verticale, categoryId: productModels.categoryId, models: count() })
    .from(productModels)
    .where(liveModels(companyId))
    .groupBy(productModels.verticale, productModels.categoryId);

/** Products per verticale and category; a QUANTITY product's stock counts as units, all in service. */
export const productCountsByCategory = (db: Db, companyId: string) =>
  db
    .select({
      verticale: productModels.verticale,
      categoryId: productModels.categoryId,
      products: count(),
      online: sql<number>`count(*) filter (where ${products.online})::int`,
      quantityUnits: sql<number>`coalesce(sum(${products.quantity}) filter (where ${products.stockMode} = 'QUANTITY'), 0)::int`,
    })
    .from(products)
    .innerJoin(productModels, modelJoin)
    .where(and(liveModels(companyId), isNull(products.deletedAt)))
    .groupBy(productModels.verticale, productModels.categoryId);

export const unitCountsByCategory = (db: Db, companyId: string) =>
  db
    .select({
      verticale: productModels.verticale,
      categoryId: productModels.categoryId,
      units: count(),
      inService: sql<number>`count(*) filter (where ${subProducts.inService})::int`,
    })
    .from(subProducts)
    .innerJoin(products, and(eq(products.companyId, subProducts.companyId), eq(products.id, subProducts.productId)))
    .innerJoin(productModels, modelJoin)
    .where(
      and(
        liveModels(companyId),
        isNull(products.deletedAt),
        isNull(subProducts.deletedAt),
        eq(products.stockMode, 'SERIALIZED'),
      ),
    )
    .groupBy(productModels.verticale, productModels.categoryId);

const onlineCounts = (table: typeof packs | typeof services, companyId: string) =>
  sql<{
    total: number;
    online: number;
  }>`(select json_build_object('total', count(*), 'online', count(*) filter (where ${table.online})) from ${table} where ${table.companyId} = ${companyId} and ${table.deletedAt} is null)`;

export async function packAndServiceCounts(db: Db, companyId: string) {
  const [row] = await db
    .execute<{ packs: { total: number; online: number }; services: { total: number; online: number } }>(
      sql`select ${onlineCounts(packs, companyId)} as packs, ${onlineCounts(services, companyId)} as services`,
    )
    .then((r) => r.rows);
  return row;
}

/** Live models (of every company, or one) that have no category yet, for administrators to classify. */
export async function modelsWithoutCategory(
  db: Db,
  filter: { companyId?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    isNull(productModels.categoryId),
    isNull(productModels.deletedAt),
    filter.companyId ? eq(productModels.companyId, filter.companyId) : undefined,
  );
  const rows = db
    .select({
      id: productModels.id,
      companyId: productModels.companyId,
      companyName: companies.name,
      name: productModels.name,
      verticale: productModels.verticale,
      brand: productModels.brand,
      createdAt: productModels.createdAt,
    })
    .from(productModels)
    .innerJoin(companies, eq(companies.id, productModels.companyId))
    .where(where)
    .orderBy(asc(companies.name), asc(productModels.name), asc(productModels.id))
    .$dynamic();
  return pageWithTotal(db, { rows, counted: productModels, where }, page);
}

/** Live models and pack items still naming a category (which then cannot be deleted). */
export async function categoryUses(db: Db, categoryId: string) {
  const [[models], [items]] = await Promise.all([
    db
      .select({ n: count() })
      .from(productModels)
      .where(and(eq(productModels.categoryId, categoryId), isNull(productModels.deletedAt))),
    db.select({ n: count() }).from(packItems).where(eq(packItems.categoryId, categoryId)),
  ]);
  return { models: models.n, packItems: items.n };
}
