import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { productModelsView as productModels } from '../catalogue/index.ts';
import { universeProductModels, universes } from './tables.ts';

export type UniverseRow = typeof universes.$inferSelect;
export type NewUniverse = Omit<UniverseRow, 'createdAt' | 'updatedAt' | 'inMarketplace'>;

export const universesOf = (db: Db, companyId: string) =>
  db
    .select()
    .from(universes)
    .where(eq(universes.companyId, companyId))
    .orderBy(asc(universes.ranking), asc(universes.title), asc(universes.id));

export const findUniverse = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(universes)
      .where(and(eq(universes.companyId, companyId), eq(universes.id, id)))
  )[0];

export async function insertUniverse(db: Db, row: NewUniverse, now: Date) {
  const [saved] = await db
    .insert(universes)
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning();
  return saved;
}

export async function updateUniverse(db: Db, row: NewUniverse, now: Date) {
  const { companyId, id, ...changes } = row;
  const [saved] = await db
    .update(universes)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(universes.companyId, companyId), eq(universes.id, id)))
    .returning();
  return saved;
}

export const deleteUniverse = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(universes)
      .where(and(eq(universes.companyId, companyId), eq(universes.id, id)))
      .returning({ pictureKey: universes.pictureKey })
  )[0];

export async function replaceUniverseModels(db: Db, companyId: string, universeId: string, modelIds: string[]) {
  await db
    .delete(universeProductModels)
    .where(and(eq(universeProductModels.companyId, companyId), eq(universeProductModels.universeId, universeId)));
  if (modelIds.length === 0) return;
  await db
    .insert(universeProductModels)
    .values(modelIds.map((productModelId, position) => ({ companyId, universeId, productModelId, position })));
}

/** Live (not deleted) models of each universe, in their order. */
export async function modelIdsOfUniverses(db: Db, companyId: string, universeIds: string[]) {
  const byUniverse = new Map<string, string[]>(universeIds.map((id) => [id, []]));
  if (universeIds.length === 0) return byUniverse;
  const rows = await db
    .select({ universeId: universeProductModels.universeId, modelId: universeProductModels.productModelId })
    .from(universeProductModels)
    .innerJoin(
      productModels,
      and(
        eq(productModels.companyId, universeProductModels.companyId),
        eq(productModels.id, universeProductModels.productModelId),
      ),
    )
    .where(
      and(
        eq(universeProductModels.companyId, companyId),
        inArray(universeProductModels.universeId, universeIds),
        isNull(productModels.deletedAt),
      ),
    )
    .orderBy(asc(universeProductModels.position));
  for (const row of rows) byUniverse.get(row.universeId)?.push(row.modelId);
  return byUniverse;
}

/** Of these ids, the live product models of the company (read-only access to the catalogue's table). */
export async function liveModelIds(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: productModels.id })
    .from(productModels)
    .where(
      and(eq(productModels.companyId, companyId), inArray(productModels.id, ids), isNull(productModels.deletedAt)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Shows exactly these universes in the marketplace, hides the others of the company. */
export async function setMarketplaceUniverses(db: Db, companyId: string, ids: string[], now: Date) {
  const ofCompany = eq(universes.companyId, companyId);
  await db
    .update(universes)
    .set({ inMarketplace: false, updatedAt: now })
    .where(and(ofCompany, eq(universes.inMarketplace, true), ids.length ? notInArray(universes.id, ids) : undefined));
  if (ids.length === 0) return;
  await db
    .update(universes)
    .set({ inMarketplace: true, updatedAt: now })
    .where(and(ofCompany, inArray(universes.id, ids), eq(universes.inMarketplace, false)));
}
