import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';
import {
  listField,
  MAX_SURVEY_DOCUMENTS,
  MAX_SURVEY_FILE_BYTES,
  SURVEY_DOCUMENT_TYPES,
  typedUploads,
} from '../documents-uploads/index.ts';
import { lockCartByToken } from '../store-cart/index.ts';
import { questionsOfCart, requireLiveCart } from './cart-items.ts';
import { checkoutDocuments } from './tables.ts';

type Row = typeof checkoutDocuments.$inferSelect;

export const documentsOfCart = (db: Db, companyId: string, cartId: string) =>
  db
    .select()
    .from(checkoutDocuments)
    .where(and(eq(checkoutDocuments.companyId, companyId), eq(checkoutDocuments.cartId, cartId)))
    .orderBy(asc(checkoutDocuments.createdAt), asc(checkoutDocuments.id));

const view = (rows: Row[]) => ({
  documents: rows.map((r) => ({ uid: r.fieldId, id: r.id, name: r.name, size: r.size, type: r.type })),
});

/** GET /online-store/session/surveyDocumentsInfo: the files uploaded for the cart's survey questions so far. */
export async function cartDocuments(ctx: Ctx, token: string | undefined) {
  return inTransaction(ctx, async (tx) => {
    const cart = requireLiveCart(await lockCartByToken(tx.db, token, tx.now));
    return view(await documentsOfCart(tx.db, cart.companyId, cart.id));
  });
}

/**
 * POST /online-store/uploadSurveyDocuments: files answering the document questions of the surveys of the cart's
 * products, before the order exists (`uids`: the question of each file, comma-joined, in order). The files are
 * stored first, then recorded under the cart's lock; a refusal removes what was stored. The checkout hands them to
 * the order.
 */
export async function uploadCartDocuments(
  ctx: Ctx,
  token: string | undefined,
  form: { uids?: string },
  files: UploadedFile[],
) {
  const cart = await inTransaction(ctx, async (tx) => requireLiveCart(await lockCartByToken(tx.db, token, tx.now)));
  const uploads = await typedUploads(files, SURVEY_DOCUMENT_TYPES, 'a picture (JPEG, PNG, WebP, HEIC) or a PDF');
  const uids = listField(form.uids).map((u) => u.trim());
  if (uids.length !== uploads.length) {
    throw badRequest('uids', `Give one question uid per file (${uploads.length} files, ${uids.length} uids)`);
  }
  const documentQuestions = new Set(
    (await questionsOfCart(ctx.db, cart)).filter((q) => q.type === 'DOCUMENT').map((q) => q.id),
  );
  const unknown = uids.findIndex((uid) => !documentQuestions.has(uid));
  if (unknown >= 0) {
    throw badRequest('uids', `${uids[unknown]} is not a document question about the products of this cart`, {
      index: unknown,
    });
  }
  const stored: Row[] = [];
  try {
    for (const [i, { file, type }] of uploads.entries()) {
      const key = `survey-documents/${cart.companyId}/cart-${cart.id}/${randomUUID()}`;
      const { size } = await ctx.deps.storage.put(key, file.stream(), type, {
        maxBytes: MAX_SURVEY_FILE_BYTES,
        field: `files[${i}]`,
      });
      stored.push({
        companyId: cart.companyId,
        id: newId(ctx.now.getTime()),
        cartId: cart.id,
        fieldId: uids[i]!,
        key,
        name: safeFileName(file.filename),
        type,
        size,
        createdAt: ctx.now,
      });
    }
    return await inTransaction(ctx, async (tx) => {
      const locked = requireLiveCart(await lockCartByToken(tx.db, token, tx.now));
      const kept = await documentsOfCart(tx.db, locked.companyId, locked.id);
      if (kept.length + stored.length > MAX_SURVEY_DOCUMENTS) {
        throw badRequest('files', `A booking keeps at most ${MAX_SURVEY_DOCUMENTS} survey documents`);
      }
      await tx.db.insert(checkoutDocuments).values(stored);
      return view([...kept, ...stored]);
    });
  } catch (error) {
    for (const s of stored) await ctx.deps.storage.remove(s.key);
    throw error;
  }
}
