import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { contentTypeOf } from '../../platform/storage/content-type.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';
import { orderOr404 } from '../orders/index.ts';
import { listField, typedUploads } from './file-checks.ts';
import { documentFieldsOfOrder } from './survey-fields.ts';
import { orderSurveyDocuments } from './tables.ts';

export const MAX_SURVEY_FILES = 10;
export const MAX_SURVEY_FILE_BYTES = 10 * 1024 * 1024;
/** Files one order keeps for its surveys. */
export const MAX_SURVEY_DOCUMENTS = 50;
export const SURVEY_DOCUMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
];

type Row = typeof orderSurveyDocuments.$inferSelect;

/**
 * POST /order/uploadSurveyDocuments/{orderId}: files answering the DOCUMENT fields of the surveys of the order's
 * products; `uids` names, comma-joined, the field each file answers (one per file, in order). Files are stored
 * first, then recorded in one transaction; a refusal removes those stored.
 */
export async function uploadSurveyDocuments(
  ctx: StaffCtx,
  orderId: string,
  form: { uids?: string },
  files: UploadedFile[],
) {
  const companyId = ctx.companyId;
  await orderOr404(ctx.db, companyId, orderId);
  const uploads = await typedUploads(files, SURVEY_DOCUMENT_TYPES, 'a picture (JPEG, PNG, WebP, HEIC) or a PDF');
  const uids = listField(form.uids).map((u) => u.trim());
  if (uids.length !== uploads.length) {
    throw badRequest('uids', `Give one question uid per file (${uploads.length} files, ${uids.length} uids)`);
  }
  const fields = await documentFieldsOfOrder(ctx.db, companyId, orderId);
  uids.forEach((uid, i) => {
    if (!fields.has(uid)) {
      throw badRequest('uids', `${uid} is not a document question of the surveys of this order's products`, {
        index: i,
      });
    }
  });
  const stored: Row[] = [];
  const removeStored = async () => {
    for (const s of stored) await ctx.deps.storage.remove(s.key);
  };
  try {
    for (const [i, { file, type }] of uploads.entries()) {
      const key = `survey-documents/${companyId}/${orderId}/${randomUUID()}`;
      const { size } = await ctx.deps.storage.put(key, file.stream(), type, {
        maxBytes: MAX_SURVEY_FILE_BYTES,
        field: `files[${i}]`,
      });
      stored.push({
        companyId,
        id: newId(ctx.now.getTime()),
        orderId,
        fieldId: uids[i],
        key,
        name: safeFileName(file.filename),
        type,
        size,
        uploadedBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
        createdAt: ctx.now,
      });
    }
    await inTransaction(ctx, async (tx) => {
      await orderOr404(tx.db, companyId, orderId, true);
      const kept = await documentsOf(tx.db, companyId, orderId);
      if (kept.length + stored.length > MAX_SURVEY_DOCUMENTS) {
        throw badRequest('files', `An order keeps at most ${MAX_SURVEY_DOCUMENTS} survey documents`);
      }
      await tx.db.insert(orderSurveyDocuments).values(stored);
      await audit(tx, {
        action: 'order.surveyDocuments',
        entity: 'order',
        entityId: orderId,
        data: { ids: stored.map((s) => s.id) },
      });
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
  return surveyDocumentsOf(ctx, orderId);
}

/**
 * Files stored before their order existed (the online store's checkout) become the order's survey documents, in the
 * caller's transaction: the same stored files, each answering its question.
 */
export async function attachSurveyDocuments(
  db: Db,
  companyId: string,
  orderId: string,
  files: { id: string; fieldId: string; key: string; name: string; type: string; size: number; createdAt: Date }[],
) {
  if (files.length === 0) return;
  await db.insert(orderSurveyDocuments).values(files.map((f) => ({ ...f, companyId, orderId, uploadedBy: null })));
}

const documentsOf = (db: StaffCtx['db'], companyId: string, orderId: string) =>
  db
    .select()
    .from(orderSurveyDocuments)
    .where(and(eq(orderSurveyDocuments.companyId, companyId), eq(orderSurveyDocuments.orderId, orderId)))
    .orderBy(asc(orderSurveyDocuments.createdAt), asc(orderSurveyDocuments.id));

/** GET /order/surveyDocuments/{orderId}: the order's survey documents with the question each answers. */
export async function surveyDocumentsOf(ctx: StaffCtx, orderId: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  const [rows, fields] = await Promise.all([
    documentsOf(ctx.db, ctx.companyId, orderId),
    documentFieldsOfOrder(ctx.db, ctx.companyId, orderId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    uid: r.fieldId,
    question: fields.get(r.fieldId)?.label ?? null,
    survey: fields.get(r.fieldId)?.survey ?? null,
    name: r.name,
    type: r.type,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /order/surveyDocument/{orderId}/{documentId}: the bytes of one, typed from them. */
export async function surveyDocumentFile(ctx: StaffCtx, orderId: string, documentId: string) {
  const [row] = await ctx.db
    .select()
    .from(orderSurveyDocuments)
    .where(
      and(
        eq(orderSurveyDocuments.companyId, ctx.companyId),
        eq(orderSurveyDocuments.orderId, orderId),
        eq(orderSurveyDocuments.id, documentId),
      ),
    );
  const data = row ? await ctx.deps.storage.get(row.key) : undefined;
  if (!row || !data) throw notFound('surveyDocument', documentId);
  return { name: row.name, data, type: contentTypeOf(data) };
}

/** The names of the survey documents of some orders, by order and question. */
export async function documentNamesByOrder(db: StaffCtx['db'], companyId: string, orderIds: string[]) {
  const names = new Map<string, string[]>();
  if (orderIds.length === 0) return names;
  const rows = await db
    .select({
      orderId: orderSurveyDocuments.orderId,
      fieldId: orderSurveyDocuments.fieldId,
      name: orderSurveyDocuments.name,
    })
    .from(orderSurveyDocuments)
    .where(and(eq(orderSurveyDocuments.companyId, companyId), inArray(orderSurveyDocuments.orderId, orderIds)))
    .orderBy(asc(orderSurveyDocuments.createdAt));
  for (const r of rows) {
    const key = `${r.orderId}:${r.fieldId}`;
    names.set(key, [...(names.get(key) ?? []), r.name]);
  }
  return names;
}
