import { badRequest } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/http/route.ts';
import { CONTENT_SNIFF_BYTES, contentTypeOf } from '../../platform/storage/content-type.ts';

export const listField = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? [] : raw.split(','));

/**
 * The files of the form field `files`, each with the type its bytes say (never the uploader's claim), refused with a
 * 400 naming `files[i]` when empty or of a type not in `allowed`.
 */
export async function typedUploads(files: UploadedFile[], allowed: readonly string[], allowedText: string) {
  const uploads = files.filter((f) => f.field === 'files');
  if (uploads.length === 0) throw badRequest('files', 'Send the files in the form field "files"');
  return Promise.all(
    uploads.map(async (file, i) => {
      if (file.size === 0) throw badRequest(`files[${i}]`, `The file ${file.filename} is empty`);
      const type = contentTypeOf(await file.head(CONTENT_SNIFF_BYTES));
      if (!allowed.includes(type)) {
        throw badRequest(`files[${i}]`, `The file ${file.filename} is not ${allowedText}`, { type });
      }
      return { file, type };
    }),
  );
}
