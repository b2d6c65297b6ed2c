import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import type { DocumentStatus } from './kinds.ts';
import { documents } from './tables.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/** Where a document's PDF is stored; the signed version beside it. */
export const storageKeyOf = (companyId: string, key: string) => `documents/${companyId}/${key}`;
export const signedStorageKeyOf = (companyId: string, key: string) => `documents/${companyId}/signed/${key}`;

export async function insertDocument(db: Db, row: NewDocumentRow) {
  const [inserted] = await db.insert(documents).values(row).returning();
  return inserted;
}

export async function documentById(db: Db, companyId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function documentByKey(db: Db, companyId: string, key: string, forUpdate = false) {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.key, key)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export const documentsByKeys = (db: Db, companyId: string, keys: string[]) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), inArray(documents.key, keys)));

export const documentsOfOrder = (db: Db, companyId: string, orderId: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.orderId, orderId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));

/** Records the stored PDF, only while the document still waits for it: answers false when it was already done. */
export async function markGenerated(
  db: Db,
  companyId: string,
  id: string,
  values: { sha256: string; sizeBytes: number; generatedAt: Date },
) {
  const updated = await db
    .update(documents)
    .set({ ...values, status: 'GENERATED', updatedAt: values.generatedAt })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id), eq(documents.status, 'TO_GENERATE')))
    .returning({ id: documents.id });
  return updated.length > 0;
}

export async function setStatus(db: Db, companyId: string, id: string, status: DocumentStatus, at: Date) {
  await db
    .update(documents)
    .set({ status, updatedAt: at })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

export async function recordSigned(
  db: Db,
  companyId: string,
  id: string,
  values: { signedKey: string; signedSha256: string; signedAt: Date },
) {
  await db
    .update(documents)
    .set({ ...values, updatedAt: values.signedAt })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

export const deleteDocumentRow = (db: Db, companyId: string, id: string) =>
  db.delete(documents).where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
