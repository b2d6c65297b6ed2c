import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { productVerticaleCategories } from '../tables.ts';

export type CategoryRow = typeof productVerticaleCategories.$inferSelect;
export type NewCategory = typeof productVerticaleCategories.$inferInsert;

export const listCategories = (db: Db, verticale?: string) =>
  db
    .select()
    .from(productVerticaleCategories)
    .where(verticale ? eq(productVerticaleCategories.verticale, verticale) : undefined)
    .orderBy(asc(productVerticaleCategories.verticale), asc(sql`${productVerticaleCategories.name}->>'fr'`));

/** Categories by id; `lock` also locks their rows until the end of the transaction (a delete waits for a use). */
export async function categoriesByIds(
  db: Db,
  ids: string[],
  lock?: 'update' | 'share',
): Promise<Map<string, CategoryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const query = db.select().from(productVerticaleCategories).where(inArray(productVerticaleCategories.id, unique));
  const rows = await (lock ? query.for(lock) : query);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertCategory(db: Db, values: NewCategory) {
  const [row] = await db.insert(productVerticaleCategories).values(values).returning();
  return row;
}

export async function deleteCategory(db: Db, id: string) {
  const rows = await db.delete(productVerticaleCategories).where(eq(productVerticaleCategories.id, id)).returning();
  return rows.length > 0;
}
