import { type CompanyImageType, MAX_GALLERY_IMAGES } from '@hirebase/shared/company-settings';
import { badRequest, notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import {
  IMAGE_SNIFF_BYTES,
  IMAGE_TYPES,
  imageKey,
  MAX_IMAGE_BYTES,
  parseImageKey,
  sniffImage,
} from '../../../platform/storage/images.ts';
import type { StoredImage } from '../sections.ts';
import { changeSettings } from '../service.ts';
import { fileUrl } from '../views.ts';

/** Checks an uploaded image by its bytes and stores it under a new key of the company. */
async function storeImage(ctx: Ctx, companyId: string, category: string, file: UploadedFile, field: string) {
  if (file.size === 0) throw badRequest(field, `${file.filename || 'The file'} is empty`);
  if (file.size > MAX_IMAGE_BYTES) throw badRequest(field, 'An image must be at most 5 MB');
  const ext = sniffImage(await file.head(IMAGE_SNIFF_BYTES));
  if (!ext) throw badRequest(field, `${file.filename || 'The file'} is not a PNG, JPEG, GIF or WebP image`);
  const key = imageKey(companyId, category, newId(ctx.now.getTime()), ext);
  await ctx.deps.storage.put(key, file.stream(), IMAGE_TYPES[ext], { maxBytes: MAX_IMAGE_BYTES, field });
  return key;
}

/** Runs a settings change that references freshly stored files; the files go away again if the change fails. */
async function withStoredFiles<T>(ctx: Ctx, keys: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.deps.storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

async function removeFiles(ctx: Ctx, images: (StoredImage | null | undefined)[]) {
  for (const image of images) {
    if (image) await ctx.deps.storage.remove(image.key).catch((err) => ctx.log.warn({ err }, 'image not removed'));
  }
}

export async function uploadImage(ctx: StaffCtx, category: string, files: UploadedFile[]) {
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('file', 'Send the image in the form field "file"');
  const key = await storeImage(ctx, ctx.companyId, category, file, 'file');
  return { key, url: fileUrl(key) };
}

/** Copies an image of the company under a new key (e.g. when duplicating a product): the copies live apart. */
export async function duplicateImage(ctx: StaffCtx, key: string) {
  const companyId = ctx.companyId;
  const parsed = parseImageKey(key);
  const data = parsed?.companyId === companyId ? await ctx.deps.storage.get(key) : undefined;
  if (!parsed || !data) throw notFound('image', key);
  const copy = imageKey(companyId, parsed.category, newId(ctx.now.getTime()), parsed.ext);
  await ctx.deps.storage.put(copy, data, parsed.contentType);
  return { key: copy, url: fileUrl(copy) };
}

/** Public: the bytes of a stored image. */
export async function readImage(ctx: Ctx, key: string) {
  const parsed = parseImageKey(key);
  const data = parsed ? await ctx.deps.storage.get(key) : undefined;
  if (!parsed || !data) throw notFound('image');
  return { data, contentType: parsed.contentType };
}

/** Logo, banner or cover of the store: replaces the previous one, whose file is then deleted. */
export async function uploadCompanyImage(ctx: StaffCtx, type: CompanyImageType, files: UploadedFile[]) {
  const file = files.find((f) => f.field === 'file');
  if (!file) throw badRequest('file', 'Send the image in the form field "file"');
  const key = await storeImage(ctx, ctx.companyId, type, file, 'file');
  let previous: StoredImage | null = null;
  const answer = await withStoredFiles(ctx, [key], () =>
    changeSettings(ctx, `image.${type}`, ({ current }) => {
      previous = current.images[type];
      return { images: { ...current.images, [type]: { key, name: file.filename || null } } };
    }),
  );
  await removeFiles(ctx, [previous]);
  return answer;
}

/** "1,3" or "[1,3]" → [1, 3]; "" → []. */
function parseList(field: string, raw: string | undefined): string[] {
  const text = raw?.trim() ?? '';
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v));
    } catch {
      // reported below
    }
    throw badRequest(field, `${field} must be a JSON array or a comma-separated list`);
  }
  return text.split(',').map((v) => v.trim());
}

function parsePositions(field: string, raw: string | undefined): number[] {
  const positions = parseList(field, raw).map((v) => (/^\d{1,3}$/.test(v) ? Number(v) : Number.NaN));
  const bad = positions.findIndex((p) => Number.isNaN(p));
  if (bad >= 0) throw badRequest(`${field}.${bad}`, `${field} must list positions (0, 1, 2…)`);
  const twice = positions.findIndex((p, i) => positions.indexOf(p) !== i);
  if (twice >= 0) throw badRequest(`${field}.${twice}`, `Position ${positions[twice]} appears twice in ${field}`);
  return positions;
}

export interface GalleryForm {
  names?: string;
  indexes?: string;
  indexesToDelete?: string;
}

/**
 * The ordered gallery of the online store. Positions refer to the gallery as it is before the call:
 * `files[k]` goes to position `indexes[k]`, replacing the image there, or is appended (in position order) when the
 * position is past the end; `indexesToDelete` removes images; the rest keeps its order. `names[k]` labels files[k]
 * (default: its file name). Lists are comma-separated or JSON arrays.
 */
export async function updateGallery(ctx: StaffCtx, form: GalleryForm, files: UploadedFile[]) {
  const uploads = files.filter((f) => f.field === 'files' || f.field === 'file');
  const names = parseList('names', form.names);
  const indexes = form.indexes?.trim() ? parsePositions('indexes', form.indexes) : [];
  const toDelete = parsePositions('indexesToDelete', form.indexesToDelete);
  if (uploads.length === 0 && toDelete.length === 0)
    throw badRequest('files', 'Send images to add or positions to delete');
  if (names.length && names.length !== uploads.length) throw badRequest('names', 'Give one name per file');
  if (indexes.length && indexes.length !== uploads.length) throw badRequest('indexes', 'Give one position per file');
  const companyId = ctx.companyId;
  const keys: string[] = [];
  let dropped: (StoredImage | null)[] = [];
  const answer = await withStoredFiles(ctx, keys, async () => {
    for (const [k, file] of uploads.entries())
      keys.push(await storeImage(ctx, companyId, 'online-store', file, `files.${k}`));
    return changeSettings(ctx, 'onlineStoreImages', ({ current }) => {
      const gallery: (StoredImage | null)[] = [...current.onlineStore.gallery];
      const size = gallery.length;
      const bad = toDelete.findIndex((p) => p >= size);
      if (bad >= 0) throw badRequest(`indexesToDelete.${bad}`, `There is no image at position ${toDelete[bad]}`);
      const appended: { position: number; image: StoredImage }[] = [];
      dropped = [];
      uploads.forEach((file, k) => {
        const image = { key: keys[k], name: names[k]?.trim() || file.filename || null };
        const position = indexes.length ? indexes[k] : size + k;
        if (toDelete.includes(position)) {
          throw badRequest(`indexes.${k}`, `Position ${position} is both replaced and deleted`);
        }
        if (position < size) {
          dropped.push(gallery[position]);
          gallery[position] = image;
        } else appended.push({ position, image });
      });
      for (const p of toDelete) {
        dropped.push(gallery[p]);
        gallery[p] = null;
      }
      const next = [
        ...gallery.filter((img): img is StoredImage => !!img),
        ...appended.sort((a, b) => a.position - b.position).map((a) => a.image),
      ];
      if (next.length > MAX_GALLERY_IMAGES) {
        throw badRequest('files', `The gallery holds at most ${MAX_GALLERY_IMAGES} images`);
      }
      return { onlineStore: { ...current.onlineStore, gallery: next } };
    });
  });
  await removeFiles(ctx, dropped);
  return answer;
}
