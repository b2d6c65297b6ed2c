import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import type { DocumentKind } from '../kinds.ts';
import { documentModels, documents } from '../tables.ts';
import type { Model } from './built-in.ts';

type Row = typeof documentModels.$inferSelect;
export type NewModelRow = typeof documentModels.$inferInsert;

const modelOf = (row: Row): Model => ({
  id: row.id,
  kind: row.kind as DocumentKind,
  name: row.name,
  blocks: row.blocks,
  builtIn: false,
  updatedAt: row.updatedAt,
});

export const ownModels = async (db: Db, companyId: string) =>
  (
    await db
      .select()
      .from(documentModels)
      .where(eq(documentModels.companyId, companyId))
      .orderBy(documentModels.kind, desc(documentModels.updatedAt))
  ).map(modelOf);

export async function ownModel(db: Db, companyId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(documentModels)
    .where(and(eq(documentModels.companyId, companyId), eq(documentModels.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? modelOf(row) : undefined;
}

/** The company's most recently changed model of a kind: the one documents of that kind are made with by default. */
export async function latestOwnModel(db: Db, companyId: string, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(documentModels)
    .where(and(eq(documentModels.companyId, companyId), eq(documentModels.kind, kind)))
    .orderBy(desc(documentModels.updatedAt))
    .limit(1);
  return row ? modelOf(row) : undefined;
}

export async function insertModel(db: Db, row: NewModelRow) {
  const [inserted] = await db.insert(documentModels).values(row).returning();
  return modelOf(inserted);
}

export async function updateModel(db: Db, companyId: string, id: string, values: Partial<NewModelRow>) {
  const [updated] = await db
    .update(documentModels)
    .set(values)
    .where(and(eq(documentModels.companyId, companyId), eq(documentModels.id, id)))
    .returning();
  return modelOf(updated);
}

export const deleteModelRow = (db: Db, companyId: string, id: string) =>
  db.delete(documentModels).where(and(eq(documentModels.companyId, companyId), eq(documentModels.id, id)));

/** Documents made with a model (the first few, for the conflict's details). */
export const documentsOfModel = (db: Db, companyId: string, modelId: string) =>
  db
    .select({ key: documents.key, orderId: documents.orderId })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.modelId, modelId)))
    .limit(20);
