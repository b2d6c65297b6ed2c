import { MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_SIDE, PRODUCT_THUMBNAIL_SIDE } from '@hirebase/shared/product-photos';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { IMAGE_SNIFF_BYTES, sniffImage } from '../../../platform/storage/images.ts';
import { type RedrawnImage, redrawImage } from '../../../platform/storage/redraw-image.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { getProductModel } from '../product-models.ts';
import * as repo from '../repository/models.ts';
import { forgetPhotoFile, recordPhotoFile } from '../repository/photo-files.ts';
import { photoIdOf, photoKeys, thumbnailKeyOf } from './photo-keys.ts';

const FIELD = 'file';

/** A product photo's two versions, as kept: the photo shown in pages, and its thumbnail. */
export type ProductPhotoVersions = RedrawnImage[];

/** Draws a picture's bytes again as a product photo's two versions; a file that is no image is a 400 on `file`. */
export const redrawProductPhoto = (data: Buffer, message?: string): Promise<ProductPhotoVersions> =>
  redrawImage(data, { field: FIELD, sides: [PRODUCT_PHOTO_SIDE, PRODUCT_THUMBNAIL_SIDE], message });

/**
 * Stores a photo's two redrawn versions under new keys of the company; answers the keys (a model or pack keeps the
 * photo's). The photo is noted first: files a crash or a refusal leaves behind are found by the orphan photos sweep.
 */
export async function keepProductPhoto(
  env: { db: Db; storage: Storage; companyId: string; now: Date },
  [photo, thumbnail]: ProductPhotoVersions,
) {
  const id = newId(env.now.getTime());
  const keys = photoKeys(env.companyId, id);
  await recordPhotoFile(env.db, env.companyId, id, env.now);
  await env.storage.put(keys.thumbnail, thumbnail!.data, 'image/webp');
  try {
    await env.storage.put(keys.photo, photo!.data, 'image/webp');
  } catch (error) {
    await env.storage.remove(keys.thumbnail).catch(() => undefined);
    throw error;
  }
  return keys;
}

/** Decodes the upload and stores its two redrawn versions; answers the key the model keeps. */
async function storePhoto(ctx: StaffCtx, file: UploadedFile) {
  if (file.size === 0) throw badRequest(FIELD, `${file.filename || 'The file'} is empty`);
  if (!sniffImage(await file.head(IMAGE_SNIFF_BYTES))) {
    throw badRequest(FIELD, `${file.filename || 'The file'} is not a PNG, JPEG, GIF or WebP image`);
  }
  const versions = await redrawProductPhoto(
    await file.read(),
    `${file.filename || 'The file'} could not be read as an image`,
  );
  return keepProductPhoto({ db: ctx.db, storage: ctx.deps.storage, companyId: ctx.companyId, now: ctx.now }, versions);
}

/** Deletes an uploaded photo's two files, then forgets it. */
export async function removeStoredPhoto(env: Pick<Ctx, 'db' | 'deps'>, key: string) {
  await env.deps.storage.remove(key);
  const thumbnail = thumbnailKeyOf(key);
  if (thumbnail) await env.deps.storage.remove(thumbnail);
  const photo = photoIdOf(key);
  if (photo) await forgetPhotoFile(env.db, photo.companyId, photo.id);
}

/**
 * Deletes the files of photos no model or pack of the company shows any more (a duplicated model shares them), once
 * the change that dropped them has committed. Only the company's own uploaded photos are ever deleted.
 */
async function removeUnusedPhotos(ctx: StaffCtx, keys: string[]) {
  for (const key of keys) {
    if (!thumbnailKeyOf(key, ctx.companyId)) continue;
    try {
      if (!(await repo.pictureInUse(ctx.db, ctx.companyId, key))) await removeStoredPhoto(ctx, key);
    } catch (err) {
      ctx.log.warn({ err, key }, 'product photo not removed');
    }
  }
}

/** Adds an uploaded photo at the end of the model's photos (the first stays the main one). */
export async function addProductPhoto(ctx: StaffCtx, modelId: string, files: UploadedFile[]) {
  const file = files.find((f) => f.field === FIELD);
  if (!file) throw badRequest(FIELD, 'Send the photo in the form field "file"');
  const companyId = ctx.companyId;
  // a first look before the file is decoded: another company's model, or a full one, costs no image work
  const before = await repo.findModel(ctx.db, companyId, modelId);
  if (!before) throw notFound('productModel', modelId);
  const full = () =>
    conflict('photosFull', `A product holds at most ${MAX_PRODUCT_PHOTOS} photos`, { maxPhotos: MAX_PRODUCT_PHOTOS });
  if (before.pictures.length >= MAX_PRODUCT_PHOTOS) throw full();
  const keys = await storePhoto(ctx, file);
  try {
    await inTransaction(ctx, async (tx) => {
      const model = await repo.findModel(tx.db, companyId, modelId, 'update');
      if (!model) throw notFound('productModel', modelId);
      if (model.pictures.length >= MAX_PRODUCT_PHOTOS) throw full();
      await repo.updateModel(tx.db, companyId, modelId, { pictures: [...model.pictures, keys.photo] });
    });
  } catch (error) {
    await removeStoredPhoto(ctx, keys.photo).catch(() => undefined);
    throw error;
  }
  return getProductModel(ctx, modelId);
}

/**
 * Sets the order of the model's photos (the first is the main one); a photo left out is removed, and its files are
 * deleted when nothing else shows it. Only photos the model has may be named.
 */
export async function setProductPhotos(ctx: StaffCtx, modelId: string, pictures: string[]) {
  const companyId = ctx.companyId;
  const removed = await inTransaction(ctx, async (tx) => {
    const model = await repo.findModel(tx.db, companyId, modelId, 'update');
    if (!model) throw notFound('productModel', modelId);
    pictures.forEach((key, i) => {
      if (!model.pictures.includes(key)) throw badRequest(`pictures.${i}`, 'This product has no such photo');
      if (pictures.indexOf(key) !== i) throw badRequest(`pictures.${i}`, 'A photo is named twice');
    });
    await repo.updateModel(tx.db, companyId, modelId, { pictures });
    return model.pictures.filter((key) => !pictures.includes(key));
  });
  await removeUnusedPhotos(ctx, removed);
  return getProductModel(ctx, modelId);
}
