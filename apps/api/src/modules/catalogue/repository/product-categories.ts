import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { productCategories } from '../tables.ts';
import { containsPattern } from './search.ts';

export type ProductCategoryRow = typeof productCategories.$inferSelect;

const ofCompany = (companyId: string) => eq(productCategories.companyId, companyId);

/** The company's categories whose name contains `search` (all without one), by name. */
export const listProductCategories = (db: Db, companyId: string, search: string | undefined, limit: number) =>
  db
    .select()
    .from(productCategories)
    .where(and(ofCompany(companyId), search ? ilike(productCategories.name, containsPattern(search)) : undefined))
    .orderBy(asc(productCategories.nameKey))
    .limit(limit);

export async function productCategoriesByIds(db: Db, companyId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, ProductCategoryRow>();
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(ofCompany(companyId), inArray(productCategories.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The company's category of that key, created with `name` when there is none. A request creating the same key at
 * the same moment waits on the unique index for the first to commit, then finds its row: one category either way.
 */
export async function findOrCreateProductCategory(
  db: Db,
  values: { companyId: string; id: string; name: string; nameKey: string },
): Promise<ProductCategoryRow> {
  const [created] = await db.insert(productCategories).values(values).onConflictDoNothing().returning();
  if (created) return created;
  const [found] = await db
    .select()
    .from(productCategories)
    .where(and(ofCompany(values.companyId), eq(productCategories.nameKey, values.nameKey)));
  return found;
}
