import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';
import { IMAGE_SNIFF_BYTES, sniffImage } from '../../platform/storage/images.ts';
import { redrawImage } from '../../platform/storage/redraw-image.ts';
import { orderOr404 } from '../orders/index.ts';
import { unitOfOrder, unitsOfOrder } from './order-units.ts';
import { photoView } from './report-view.ts';
import * as repo from './repository.ts';
import type { PreviewBody, Scope, UploadForm } from './schemas.ts';
import { alreadySigned } from './signed-reports.ts';

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 10;
/** Photos one unit keeps in one report. */
export const MAX_PHOTOS_PER_UNIT = 30;
/** Sides of the two versions kept: the photo (printed and opened) and its thumbnail. */
const PHOTO_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;

/** Private: served only through GET /document-state/attachment-file/{id} to the company's staff. */
const photoKeys = (companyId: string, orderId: string, id: string) => ({
  photoKey: `condition-reports/${companyId}/${orderId}/${id}.webp`,
  thumbnailKey: `condition-reports/${companyId}/${orderId}/${id}-thumb.webp`,
});

/** Decodes each upload and draws it again without its metadata (location, camera); what is kept is the server's. */
async function redrawUploads(ctx: StaffCtx, orderId: string, uploads: UploadedFile[]) {
  const drawn: repo.PhotoRow[] = [];
  const removeDrawn = async () => {
    for (const p of drawn) {
      await ctx.deps.storage.remove(p.photoKey).catch(() => undefined);
      await ctx.deps.storage.remove(p.thumbnailKey).catch(() => undefined);
    }
  };
  try {
    for (const [i, file] of uploads.entries()) {
      const field = `files[${i}]`;
      const name = safeFileName(file.filename, 'photo');
      if (file.size === 0) throw badRequest(field, `${name} is empty`);
      if (!sniffImage(await file.head(IMAGE_SNIFF_BYTES))) {
        throw badRequest(field, `${name} is not a PNG, JPEG, GIF or WebP image`);
      }
      const [photo, thumbnail] = await redrawImage(await file.read(), {
        field,
        sides: [PHOTO_SIDE, THUMBNAIL_SIDE],
        message: `${name} could not be read as an image`,
      });
      const id = newId(ctx.now.getTime());
      const keys = photoKeys(ctx.companyId, orderId, id);
      await ctx.deps.storage.put(keys.thumbnailKey, thumbnail.data, 'image/webp');
      const row = { ...keys, id, name, size: photo.data.length, width: photo.width, height: photo.height };
      drawn.push(row as repo.PhotoRow);
      await ctx.deps.storage.put(keys.photoKey, photo.data, 'image/webp');
    }
  } catch (error) {
    await removeDrawn();
    throw error;
  }
  return { drawn, removeDrawn };
}

/** POST /document-state/upload-attachment-files: photos of a unit for the order's report of this scope. */
export async function uploadPhotos(ctx: StaffCtx, form: Static<typeof UploadForm>, files: UploadedFile[]) {
  const companyId = ctx.companyId;
  const uploads = files.filter((f) => f.field === 'files' || f.field === 'file');
  if (uploads.length === 0) throw badRequest('files', 'Send the photos in the form field "files"');
  // the order and the unit are checked before any picture is decoded
  await orderOr404(ctx.db, companyId, form.orderId);
  unitOfOrder(await unitsOfOrder(ctx.db, companyId, form.orderId, form.scope), form.subProductId, form.scope);
  const subProductId = form.subProductId.toLowerCase();
  const { drawn, removeDrawn } = await redrawUploads(ctx, form.orderId, uploads);
  await inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, form.orderId, true);
    const report = await repo.ensureReport(tx.db, companyId, order.id, form.scope, tx.now);
    if (report.signedAt) throw alreadySigned(report.signedAt);
    const kept = await repo.photosOfReport(tx.db, companyId, report.id, subProductId);
    if (kept.length + drawn.length > MAX_PHOTOS_PER_UNIT) {
      throw badRequest('files', `A unit keeps at most ${MAX_PHOTOS_PER_UNIT} photos per report`, {
        maxPhotos: MAX_PHOTOS_PER_UNIT,
      });
    }
    const takenById = tx.actor.kind === 'user' ? tx.actor.userId : null;
    await repo.insertPhotos(
      tx.db,
      drawn.map((p) => ({ ...p, companyId, reportId: report.id, subProductId, takenById, createdAt: tx.now })),
    );
    await repo.touchReport(tx.db, companyId, report.id, { updatedAt: tx.now });
    await audit(tx, {
      companyId,
      action: 'conditionReport.photos',
      entity: 'order',
      entityId: order.id,
      data: { scope: form.scope, subProductId, photoIds: drawn.map((p) => p.id) },
    });
  }).catch(async (error) => {
    await removeDrawn();
    throw error;
  });
  return previewPhotos(ctx, { orderId: form.orderId, subProductId, scope: form.scope });
}

/** PUT /document-state/get-attachment-files-preview: the photos of an order's reports, with their addresses. */
export async function previewPhotos(ctx: StaffCtx, input: Static<typeof PreviewBody>) {
  const companyId = ctx.companyId;
  await orderOr404(ctx.db, companyId, input.orderId);
  const scopes: Scope[] = input.scope ? [input.scope] : ['DEPART', 'RETOUR'];
  const files = [];
  for (const scope of scopes) {
    const report = await repo.findReport(ctx.db, companyId, input.orderId, scope);
    if (!report) continue;
    const photos = await repo.photosOfReport(ctx.db, companyId, report.id, input.subProductId?.toLowerCase());
    files.push(...photos.map((p) => photoView(p, scope)));
  }
  return { files };
}

/** GET /document-state/attachment-file/{fileId}: the bytes of a photo (or its thumbnail) of the company's reports. */
export async function photoFile(ctx: StaffCtx, fileId: string, size: 'photo' | 'thumbnail' = 'photo') {
  const found = await repo.findPhoto(ctx.db, ctx.companyId, fileId);
  const data =
    found && (await ctx.deps.storage.get(size === 'thumbnail' ? found.photo.thumbnailKey : found.photo.photoKey));
  if (!found || !data) throw notFound('condition report photo', fileId);
  return data;
}

/** DELETE /document-state/attachment-file/{fileId}: the photo leaves its report, then the storage. */
export async function removePhoto(ctx: StaffCtx, fileId: string) {
  const companyId = ctx.companyId;
  const removed = await inTransaction(ctx, async (tx) => {
    const found = await repo.findPhoto(tx.db, companyId, fileId);
    if (!found) throw notFound('condition report photo', fileId);
    await orderOr404(tx.db, companyId, found.report.orderId, true);
    if (found.report.signedAt) throw alreadySigned(found.report.signedAt);
    const photo = await repo.deletePhoto(tx.db, companyId, fileId);
    if (!photo) throw notFound('condition report photo', fileId);
    await repo.touchReport(tx.db, companyId, found.report.id, { updatedAt: tx.now });
    await audit(tx, {
      companyId,
      action: 'conditionReport.removePhoto',
      entity: 'order',
      entityId: found.report.orderId,
      data: { scope: found.report.scope, photoId: fileId },
    });
    return { photo, report: found.report };
  });
  await ctx.deps.storage.remove(removed.photo.photoKey).catch(() => undefined);
  await ctx.deps.storage.remove(removed.photo.thumbnailKey).catch(() => undefined);
  return previewPhotos(ctx, {
    orderId: removed.report.orderId,
    subProductId: removed.photo.subProductId,
    scope: removed.report.scope,
  });
}
