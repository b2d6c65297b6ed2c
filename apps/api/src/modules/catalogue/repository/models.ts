import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { liveRowsOf, softDeleteRow } from '../../../platform/db/soft-delete.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { packs, productModels, products } from '../tables.ts';
import { containsPattern } from './search.ts';

export type ModelRow = typeof productModels.$inferSelect;
export type NewModel = typeof productModels.$inferInsert;

const live = (companyId: string) => liveRowsOf(productModels, companyId);

export async function insertModel(db: Db, values: NewModel) {
  const [row] = await db.insert(productModels).values(values).returning();
  return row;
}

/** The live model; `lock` also locks its row until the end of the transaction (see RowLock). */
export async function findModel(db: Db, companyId: string, id: string, lock?: 'update' | 'share') {
  const query = db
    .select()
    .from(productModels)
    .where(and(live(companyId), eq(productModels.id, id)));
  return (await (lock ? query.for(lock) : query))[0];
}

export async function updateModel(db: Db, companyId: string, id: string, values: Partial<NewModel>) {
  const [row] = await db
    .update(productModels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(live(companyId), eq(productModels.id, id)))
    .returning();
  return row;
}

export const softDeleteModel = (db: Db, companyId: string, id: string, at: Date) =>
  softDeleteRow(db, productModels, companyId, id, at);

export interface ModelFilter {
  search?: string;
  verticale?: string;
  categoryId?: string;
}

function modelWhere(companyId: string, filter: ModelFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    live(companyId),
    pattern ? or(ilike(productModels.name, pattern), ilike(productModels.brand, pattern)) : undefined,
    filter.verticale ? eq(productModels.verticale, filter.verticale) : undefined,
    filter.categoryId ? eq(productModels.categoryId, filter.categoryId) : undefined,
  );
}

export async function listModels(
  db: Db,
  companyId: string,
  filter: ModelFilter,
  page: { limit: number; offset: number },
) {
  const where = modelWhere(companyId, filter);
  const orderBy = [asc(productModels.name), asc(productModels.id)];
  return pageWithTotal(db, { from: productModels, where, orderBy }, page);
}

/** Live products per model. */
export async function productCounts(db: Db, companyId: string, modelIds: string[]) {
  if (modelIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ modelId: products.modelId, n: count() })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.modelId, modelIds), isNull(products.deletedAt)))
    .groupBy(products.modelId);
  return new Map(rows.map((r) => [r.modelId, r.n]));
}

export const countLiveProductsOfModel = async (db: Db, companyId: string, modelId: string) =>
  (
    await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.modelId, modelId), isNull(products.deletedAt)))
  )[0].n;

/** Whether a live model or pack of the company still shows this picture (a duplicated model shares its files). */
export async function pictureInUse(db: Db, companyId: string, key: string) {
  const holds = sql`@> ${JSON.stringify([key])}::jsonb`;
  const [{ n }] = await db
    .select({ n: count() })
    .from(productModels)
    .where(and(live(companyId), sql`${productModels.pictures} ${holds}`));
  if (n > 0) return true;
  const [{ m }] = await db
    .select({ m: count() })
    .from(packs)
    .where(and(liveRowsOf(packs, companyId), sql`${packs.pictures} ${holds}`));
  return m > 0;
}
