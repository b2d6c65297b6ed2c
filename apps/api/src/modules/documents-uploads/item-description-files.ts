import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';
import { imageKey, imageUrl } from '../../platform/storage/images.ts';
import { redrawImage } from '../../platform/storage/redraw-image.ts';
import { listField, typedUploads } from './file-checks.ts';

export const MAX_DESCRIPTION_FILES = 10;
export const MAX_DESCRIPTION_FILE_BYTES = 10 * 1024 * 1024;
/** Pictures are drawn again at most this wide and high. */
const PICTURE_SIDE = 1600;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

export const descriptionPdfKey = (companyId: string, id: string) => `item-descriptions/${companyId}/${id}.pdf`;
export const descriptionPdfUrl = (companyId: string, id: string) =>
  `/v2/files/item-descriptions/${companyId}/${id}.pdf`;

export interface ItemDescriptionForm {
  sizes?: string;
  names?: string;
  /** Accepted for the contract, not used: the type is read from the bytes. */
  types?: string;
}

/**
 * POST /document/uploadDocumentsForItemDescription: pictures and PDFs for a product's description. Pictures are
 * drawn again (WebP, without their metadata) and served with the shop's images; PDFs are kept as sent and served
 * by GET /files/item-descriptions/…. Both are public once their address is put in a description.
 */
export async function uploadItemDescriptionFiles(ctx: StaffCtx, form: ItemDescriptionForm, files: UploadedFile[]) {
  const uploads = await typedUploads(files, TYPES, 'a picture (JPEG, PNG, WebP, GIF) or a PDF');
  const names = listField(form.names);
  const sizes = listField(form.sizes);
  uploads.forEach(({ file }, i) => {
    const size = sizes[i]?.trim();
    if (size && Number(size) !== file.size) {
      throw badRequest(`sizes[${i}]`, `The file ${file.filename} has ${file.size} bytes, not ${size}`);
    }
  });
  const stored: { key: string; url: string; name: string; type: string; size: number }[] = [];
  try {
    for (const [i, { file, type }] of uploads.entries()) {
      const name = safeFileName(names[i]?.trim() || file.filename);
      const id = randomUUID();
      if (type === 'application/pdf') {
        const key = descriptionPdfKey(ctx.companyId, id);
        const { size } = await ctx.deps.storage.put(key, file.stream(), type, {
          maxBytes: MAX_DESCRIPTION_FILE_BYTES,
          field: `files[${i}]`,
        });
        stored.push({ key, url: descriptionPdfUrl(ctx.companyId, id), name, type, size });
      } else {
        const [picture] = await redrawImage(await file.read(), { field: `files[${i}]`, sides: [PICTURE_SIDE] });
        const key = imageKey(ctx.companyId, 'item-descriptions', id, 'webp');
        await ctx.deps.storage.put(key, picture.data, 'image/webp');
        stored.push({ key, url: imageUrl(key), name, type: 'image/webp', size: picture.data.length });
      }
    }
  } catch (error) {
    for (const s of stored) await ctx.deps.storage.remove(s.key);
    throw error;
  }
  return stored;
}

/** Public: a PDF of a product description. */
export async function itemDescriptionPdf(ctx: Ctx, companyId: string, id: string) {
  const data = await ctx.deps.storage.get(descriptionPdfKey(companyId.toLowerCase(), id.toLowerCase()));
  if (!data) throw notFound('file');
  return data;
}
