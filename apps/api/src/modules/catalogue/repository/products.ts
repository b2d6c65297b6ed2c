import { and, asc, count, eq, exists, ilike, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { liveRowsOf, softDeleteRow } from '../../../platform/db/soft-delete.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { packItems, packs, productModels, products, subProducts } from '../tables.ts';
import { type UnitCondition, withUnitsIn } from '../unit-conditions.ts';
import { containsPattern } from './search.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ModelRow = typeof productModels.$inferSelect;
export interface ProductWithModel {
  product: ProductRow;
  model: ModelRow;
}

const live = (companyId: string) => liveRowsOf(products, companyId);
const withModel = (db: Db) =>
  db
    .select({ product: products, model: productModels })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    );

export async function insertProduct(db: Db, values: NewProduct) {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

/** A row lock a read may take: `update` before a change that depends on the row, `share` to keep it as read. */
export type RowLock = 'update' | 'share';

export async function findProduct(
  db: Db,
  companyId: string,
  id: string,
  lock?: RowLock,
): Promise<ProductWithModel | undefined> {
  const query = withModel(db).where(and(live(companyId), eq(products.id, id)));
  return (await (lock ? query.for(lock, { of: products }) : query))[0];
}

export async function findProducts(
  db: Db,
  companyId: string,
  ids: string[],
  lock?: RowLock,
): Promise<ProductWithModel[]> {
  if (ids.length === 0) return [];
  const query = withModel(db)
    .where(and(live(companyId), inArray(products.id, [...new Set(ids)])))
    .orderBy(asc(products.position), asc(products.id));
  return lock ? query.for(lock, { of: products }) : query;
}

/** Which of `ids` are products of the company, deleted ones included. */
export async function productIdsAmong(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

export async function updateProducts(db: Db, companyId: string, ids: string[], values: Partial<NewProduct>) {
  if (ids.length === 0) return [];
  return db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(live(companyId), inArray(products.id, ids)))
    .returning({ id: products.id });
}

/** Deletes a product and its units (soft): they leave every list, their serial numbers become free again. */
export async function softDeleteProduct(db: Db, companyId: string, id: string, at: Date) {
  if (!(await softDeleteRow(db, products, companyId, id, at))) return false;
  await db
    .update(subProducts)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(subProducts.companyId, companyId), eq(subProducts.productId, id), isNull(subProducts.deletedAt)));
  return true;
}

export const nextPosition = async (db: Db, companyId: string) =>
  ((
    await db
      .select({ top: max(products.position) })
      .from(products)
      .where(eq(products.companyId, companyId))
  )[0].top ?? -1) + 1;

export interface ProductFilter {
  search?: string;
  verticale?: string;
  categoryId?: string;
  productModelId?: string;
  online?: boolean;
  isLLD?: boolean;
  /** Products with units in this condition at `now`. */
  units?: { condition: UnitCondition; now: Date };
}

/** Search matches the product, its model and brand, and the serial numbers and QR values of its units. */
function productWhere(companyId: string, filter: ProductFilter): SQL | undefined {
  const text = filter.search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  const unitMatches = (p: string) =>
    exists(
      sql`(select 1 from ${subProducts} where ${subProducts.companyId} = ${products.companyId} and ${subProducts.productId} = ${products.id} and ${subProducts.deletedAt} is null and (${subProducts.serialNumber} ilike ${p} or ${subProducts.qrCodeValue} ilike ${p}))`,
    );
  return and(
    live(companyId),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(productModels.name, pattern),
          ilike(productModels.brand, pattern),
          unitMatches(pattern),
        )
      : undefined,
    filter.verticale ? eq(productModels.verticale, filter.verticale) : undefined,
    filter.categoryId ? eq(productModels.categoryId, filter.categoryId) : undefined,
    filter.productModelId ? eq(products.modelId, filter.productModelId) : undefined,
    filter.online === undefined ? undefined : eq(products.online, filter.online),
    filter.isLLD === undefined ? undefined : eq(products.isLld, filter.isLLD),
    filter.units ? withUnitsIn(filter.units.condition, filter.units.now) : undefined,
  );
}

export const PRODUCT_SORT = {
  position: products.position,
  name: products.name,
  createdAt: products.createdAt,
};

export async function listProducts(
  db: Db,
  companyId: string,
  filter: ProductFilter,
  page: { limit: number; offset: number; orderBy: SQL[] },
) {
  const where = productWhere(companyId, filter);
  const rows = withModel(db)
    .where(where)
    .orderBy(...page.orderBy, asc(products.id))
    .$dynamic();
  const counted = db
    .select({ total: count() })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .$dynamic();
  return pageWithTotal(db, { rows, counted, where }, page);
}

export const productsOfModel = (db: Db, companyId: string, modelId: string) =>
  withModel(db)
    .where(and(live(companyId), eq(products.modelId, modelId)))
    .orderBy(asc(products.position), asc(products.id));

export interface UnitCounts {
  total: number;
  inService: number;
  byState: Record<string, number>;
}

/** Live units per product: how many, how many in service, and how many in each state. */
export async function unitCounts(db: Db, companyId: string, productIds: string[]) {
  const counts = new Map<string, UnitCounts>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({
      productId: subProducts.productId,
      state: subProducts.state,
      total: count(),
      inService: sql<number>`(count(*) filter (where ${subProducts.inService}))::int`,
    })
    .from(subProducts)
    .where(
      and(
        eq(subProducts.companyId, companyId),
        inArray(subProducts.productId, [...new Set(productIds)]),
        isNull(subProducts.deletedAt),
      ),
    )
    .groupBy(subProducts.productId, subProducts.state);
  for (const row of rows) {
    const entry = counts.get(row.productId) ?? { total: 0, inService: 0, byState: {} };
    entry.total += row.total;
    entry.inService += row.inService;
    entry.byState[row.state] = (entry.byState[row.state] ?? 0) + row.total;
    counts.set(row.productId, entry);
  }
  return counts;
}

/** Live packs that contain the product. */
export const packsContaining = (db: Db, companyId: string, productId: string) =>
  db
    .selectDistinct({ id: packs.id, name: packs.name })
    .from(packItems)
    .innerJoin(packs, and(eq(packs.companyId, packItems.companyId), eq(packs.id, packItems.packId)))
    .where(and(eq(packItems.companyId, companyId), eq(packItems.productId, productId), isNull(packs.deletedAt)));

export const insuranceInfo = (db: Db, companyId: string) =>
  db
    .select({ id: products.id, name: products.name, insuranceEligible: products.insuranceEligible })
    .from(products)
    .where(live(companyId))
    .orderBy(asc(products.position), asc(products.id));
