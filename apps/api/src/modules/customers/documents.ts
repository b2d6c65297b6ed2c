import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { CONTENT_SNIFF_BYTES, contentTypeOf } from '../../platform/storage/content-type.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';
import { customerOf } from './customers.ts';
import * as repo from './document-repository.ts';
import { customerDocumentView } from './views.ts';

export { attachment } from '../../platform/http/file-answer.ts';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
  'image/gif',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
]);

/** Keeps a file (identity card, licence, signed contract) on a customer. */
export async function addCustomerDocument(ctx: StaffCtx, customerId: string, files: UploadedFile[]) {
  const companyId = ctx.companyId;
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('file', 'Send the document in the form field "file"');
  if (file.size === 0) throw badRequest('file', 'The file is empty');
  if (file.size > MAX_DOCUMENT_BYTES) throw badRequest('file', 'The file must be at most 10 MB');
  if (!DOCUMENT_TYPES.has(file.mimetype)) {
    throw badRequest(
      'file',
      'The document must be a PDF, an image (PNG, JPEG, WebP, HEIC, GIF), a text or a Word file',
    );
  }
  await customerOf(ctx, customerId, companyId);
  const id = newId(ctx.now.getTime());
  const storageKey = `customers/${companyId}/${customerId}/${id}`;
  // accepted by the claimed type, kept with the type the bytes have
  const contentType = contentTypeOf(await file.head(CONTENT_SNIFF_BYTES));
  const { size } = await ctx.deps.storage.put(storageKey, file.stream(), contentType, {
    maxBytes: MAX_DOCUMENT_BYTES,
    field: 'file',
  });
  return inTransaction(ctx, async (tx) => {
    const document = await repo.insertDocument(tx.db, {
      companyId,
      id,
      customerId,
      fileName: safeFileName(file.filename, 'document'),
      contentType,
      size,
      storageKey,
      uploadedBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      createdAt: tx.now,
    });
    await audit(tx, { companyId, action: 'customer.document.add', entity: 'customer', entityId: customerId });
    return customerDocumentView(document);
  }).catch(async (error) => {
    await ctx.deps.storage.remove(storageKey);
    throw error;
  });
}

async function documentOf(ctx: Ctx, customerId: string, documentId: string) {
  const companyId = tenantOf(ctx);
  await customerOf(ctx, customerId, companyId);
  const document = await repo.findDocument(ctx.db, companyId, customerId, documentId);
  if (!document) throw notFound('document', documentId);
  return document;
}

export async function customerDocumentFile(ctx: Ctx, customerId: string, documentId: string) {
  const document = await documentOf(ctx, customerId, documentId);
  const data = await ctx.deps.storage.get(document.storageKey);
  if (!data) throw notFound('document', documentId);
  // read from the bytes again: documents kept before carry the uploader's claimed type
  return { document, data, contentType: contentTypeOf(data) };
}

export async function deleteCustomerDocument(ctx: Ctx, customerId: string, documentId: string) {
  const document = await documentOf(ctx, customerId, documentId);
  await inTransaction(ctx, async (tx) => {
    await repo.deleteDocument(tx.db, document.companyId, document.id);
    await audit(tx, {
      companyId: document.companyId,
      action: 'customer.document.delete',
      entity: 'customer',
      entityId: customerId,
    });
  });
  // The bytes go once the row is gone: a failure here leaves an orphan file, never a row without its file.
  await ctx.deps.storage.remove(document.storageKey);
  return { ok: true as const };
}
