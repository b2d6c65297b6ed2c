import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { PHOTO_CATEGORY } from '../photos/photo-keys.ts';
import { packs, productModels, productPhotoFiles } from '../tables.ts';

/** Notes a photo about to be stored (committed before its files are written, so that a crash leaves a trace). */
export const recordPhotoFile = (db: Db, companyId: string, id: string, storedAt: Date) =>
  db.insert(productPhotoFiles).values({ companyId, id, storedAt });

export const forgetPhotoFile = (db: Db, companyId: string, id: string) =>
  db.delete(productPhotoFiles).where(and(eq(productPhotoFiles.companyId, companyId), eq(productPhotoFiles.id, id)));

/** The photo's key, as `photoKeys` writes it. */
const photoKey = sql`'images/' || ${productPhotoFiles.companyId} || '/' || ${PHOTO_CATEGORY}::text || '/' || ${productPhotoFiles.id} || '.webp'`;
const namedBy = (table: typeof packs | typeof productModels) =>
  sql`exists (select 1 from ${table} where ${table.companyId} = ${productPhotoFiles.companyId} and ${table.pictures} @> jsonb_build_array(${photoKey}))`;

/** Photos stored before `before` that no model or pack of their company names, deleted or not; `limit` at most. */
export const orphanPhotoFiles = (db: Db, before: Date, limit: number) =>
  db
    .select({ companyId: productPhotoFiles.companyId, id: productPhotoFiles.id })
    .from(productPhotoFiles)
    .where(and(lt(productPhotoFiles.storedAt, before), sql`not ${namedBy(productModels)}`, sql`not ${namedBy(packs)}`))
    .limit(limit);
