import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { liveRowsOf, softDeleteRow } from '../../../platform/db/soft-delete.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { packItems, packs } from '../tables.ts';
import { containsPattern } from './search.ts';

export type PackRow = typeof packs.$inferSelect;
export type NewPack = typeof packs.$inferInsert;
export type PackItemRow = typeof packItems.$inferSelect;
export type NewPackItem = typeof packItems.$inferInsert;

const live = (companyId: string) => liveRowsOf(packs, companyId);

export async function insertPack(db: Db, values: NewPack) {
  const [row] = await db.insert(packs).values(values).returning();
  return row;
}

export async function updatePack(db: Db, companyId: string, id: string, values: Partial<NewPack>) {
  const [row] = await db
    .update(packs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(live(companyId), eq(packs.id, id)))
    .returning();
  return row;
}

export const findPack = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(packs)
      .where(and(live(companyId), eq(packs.id, id)))
  )[0];

export const softDeletePack = (db: Db, companyId: string, id: string, at: Date) =>
  softDeleteRow(db, packs, companyId, id, at);

export interface PackFilter {
  search?: string;
  isLLD?: boolean;
  online?: boolean;
  type?: string;
}

function packWhere(companyId: string, filter: PackFilter): SQL | undefined {
  const text = filter.search?.trim();
  return and(
    live(companyId),
    text ? ilike(packs.name, containsPattern(text)) : undefined,
    filter.isLLD === undefined ? undefined : eq(packs.isLld, filter.isLLD),
    filter.online === undefined ? undefined : eq(packs.online, filter.online),
    filter.type ? eq(packs.type, filter.type as PackRow['type']) : undefined,
  );
}

export async function listPacks(
  db: Db,
  companyId: string,
  filter: PackFilter,
  page: { limit: number; offset: number },
) {
  const where = packWhere(companyId, filter);
  return pageWithTotal(db, { from: packs, where, orderBy: [asc(packs.name), asc(packs.id)] }, page);
}

export async function itemsOfPacks(db: Db, companyId: string, packIds: string[]) {
  if (packIds.length === 0) return [];
  return db
    .select()
    .from(packItems)
    .where(and(eq(packItems.companyId, companyId), inArray(packItems.packId, packIds)))
    .orderBy(asc(packItems.position), asc(packItems.id));
}

/** Replaces the items of a pack. */
export async function replacePackItems(db: Db, companyId: string, packId: string, items: NewPackItem[]) {
  await db.delete(packItems).where(and(eq(packItems.companyId, companyId), eq(packItems.packId, packId)));
  if (items.length > 0) await db.insert(packItems).values(items);
}
