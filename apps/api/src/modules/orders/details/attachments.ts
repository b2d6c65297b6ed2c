import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../../platform/http/route.ts';
import { CONTENT_SNIFF_BYTES, contentTypeOf } from '../../../platform/storage/content-type.ts';
import { safeFileName } from '../../../platform/storage/file-name.ts';
import { type OrderAttachment, orders } from '../tables.ts';
import { findOrderRow, orderDetail, orderOr404 } from './read-order.ts';

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;
export const MAX_ATTACHMENTS = 50;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored key (`orders/<companyId>/<orderId>/<uuid>`), or only its last part when the order is known. */
export const ATTACHMENT_KEY_PATTERN = `^(orders/${UUID}/${UUID}/)?${UUID}$`;
export const FULL_ATTACHMENT_KEY_PATTERN = `^orders/${UUID}/${UUID}/${UUID}$`;
const FULL_KEY = new RegExp(`^orders/(${UUID})/(${UUID})/(${UUID})$`);

export const attachmentKey = (companyId: string, orderId: string, id: string) => `orders/${companyId}/${orderId}/${id}`;

const listField = (raw: string | undefined) => (raw === undefined || raw === '' ? [] : raw.split(','));

export interface AttachForm {
  sizes?: string;
  names?: string;
  /** Accepted for the contract, not used: the type is read from the bytes. */
  types?: string;
}

/** The uploaded files with their names and types, checked; 400 names the file at fault. */
function readUploads(form: AttachForm, files: UploadedFile[]) {
  const uploads = files.filter((f) => f.field === 'files' || f.field === 'file');
  if (uploads.length === 0) throw badRequest('files', 'Send the files in the form field "files"');
  if (uploads.length > MAX_FILES_PER_UPLOAD) {
    throw badRequest('files', `At most ${MAX_FILES_PER_UPLOAD} files at once`);
  }
  const names = listField(form.names);
  const sizes = listField(form.sizes);
  return uploads.map((file, i) => {
    if (file.size === 0) throw badRequest(`files[${i}]`, `The file ${file.filename} is empty`);
    if (file.size > MAX_ATTACHMENT_BYTES) {
      throw badRequest(`files[${i}]`, `The file ${file.filename} is over ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`);
    }
    const size = sizes[i]?.trim();
    if (size && Number(size) !== file.size) {
      throw badRequest(`sizes[${i}]`, `The file ${file.filename} has ${file.size} bytes, not ${size}`);
    }
    return { file, name: safeFileName(names[i]?.trim() || file.filename) };
  });
}

/** PUT /order/attachFile/{orderId}: keeps files (contracts, photos, identity papers) with the order. */
export async function attachFiles(ctx: StaffCtx, orderId: string, form: AttachForm, files: UploadedFile[]) {
  const companyId = ctx.companyId;
  const uploads = readUploads(form, files);
  const before = await orderOr404(ctx.db, companyId, orderId);
  if (before.attachments.length + uploads.length > MAX_ATTACHMENTS) {
    throw badRequest('files', `An order keeps at most ${MAX_ATTACHMENTS} files`);
  }
  const added: OrderAttachment[] = [];
  const removeAdded = async () => {
    for (const a of added) await ctx.deps.storage.remove(a.key);
  };
  try {
    for (const u of uploads) {
      const key = attachmentKey(companyId, orderId, randomUUID());
      // the bytes say what the file is, the part's own type is only the uploader's claim; the file goes to storage
      // as a stream
      const type = contentTypeOf(await u.file.head(CONTENT_SNIFF_BYTES));
      const { size } = await ctx.deps.storage.put(key, u.file.stream(), type, {
        maxBytes: MAX_ATTACHMENT_BYTES,
        field: 'files',
      });
      added.push({ key, name: u.name, size, type, at: ctx.now.toISOString() });
    }
  } catch (error) {
    await removeAdded();
    throw error;
  }
  await inTransaction(ctx, async (tx) => {
    const o = await orderOr404(tx.db, companyId, orderId, true);
    if (o.attachments.length + added.length > MAX_ATTACHMENTS) {
      throw badRequest('files', `An order keeps at most ${MAX_ATTACHMENTS} files`);
    }
    await tx.db
      .update(orders)
      .set({ attachments: [...o.attachments, ...added], updatedAt: tx.now })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    await audit(tx, {
      companyId,
      action: 'order.attachFiles',
      entity: 'order',
      entityId: o.id,
      data: { keys: added.map((a) => a.key) },
    });
  }).catch(async (error) => {
    await removeAdded();
    throw error;
  });
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, orderId));
}

/** PUT /order/deleteAttachment/{orderId}/{key}: the file leaves the order and the storage. */
export async function deleteAttachment(ctx: StaffCtx, orderId: string, keyOrId: string) {
  const companyId = ctx.companyId;
  const key = FULL_KEY.test(keyOrId) ? keyOrId : attachmentKey(companyId, orderId, keyOrId);
  await inTransaction(ctx, async (tx) => {
    const o = await orderOr404(tx.db, companyId, orderId, true);
    if (!o.attachments.some((a) => a.key === key)) throw notFound('attachment', keyOrId);
    await tx.db
      .update(orders)
      .set({ attachments: o.attachments.filter((a) => a.key !== key), updatedAt: tx.now })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    await audit(tx, { companyId, action: 'order.deleteAttachment', entity: 'order', entityId: o.id, data: { key } });
  });
  // The bytes go once the entry is gone: a failure here leaves an orphan file, never an entry without its file.
  await ctx.deps.storage.remove(key);
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, orderId));
}

/**
 * GET /order/download-attachment/{key}: a file of an order of the session's company, with its name and the type its
 * bytes have (read again: files kept before types were read from the bytes carry the uploader's claim).
 */
export async function attachmentFile(ctx: StaffCtx, key: string) {
  const companyId = ctx.companyId;
  const match = FULL_KEY.exec(key);
  if (!match || match[1] !== companyId) throw notFound('attachment', key);
  const o = await findOrderRow(ctx.db, companyId, match[2]);
  const attachment = o?.attachments.find((a) => a.key === key);
  const data = attachment ? await ctx.deps.storage.get(key) : undefined;
  if (!attachment || !data) throw notFound('attachment', key);
  return { attachment, data, type: contentTypeOf(data) };
}
