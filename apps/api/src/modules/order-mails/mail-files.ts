import { randomUUID } from 'node:crypto';
import { badRequest } from '../../platform/errors.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import type { MailAttachment } from '../../platform/mail/tables.ts';
import { CONTENT_SNIFF_BYTES, contentTypeOf } from '../../platform/storage/content-type.ts';
import { safeFileName } from '../../platform/storage/file-name.ts';

export const MAX_MAIL_FILES = 5;
export const MAX_MAIL_FILE_BYTES = 10 * 1024 * 1024;
/** Mail servers commonly refuse messages past 25 MB, and base64 adds a third. */
export const MAX_MAIL_FILES_BYTES = 15 * 1024 * 1024;

/** What a shop sends its customers: documents and pictures. Types are read from the bytes, never the claim. */
const SENDABLE =
  /^(application\/pdf|image\/(jpeg|png|webp|gif|heic|heif)|text\/plain|application\/vnd\.(openxmlformats|oasis)\.)/;

/** Checks and stores the uploaded files of an order mail; answers them, or removes those stored and throws. */
export async function storeMailFiles(ctx: StaffCtx, orderId: string, files: UploadedFile[]): Promise<MailAttachment[]> {
  const uploads = files.filter((f) => f.field === 'files');
  if (uploads.length > MAX_MAIL_FILES) throw badRequest('files', `At most ${MAX_MAIL_FILES} files`);
  const total = uploads.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_MAIL_FILES_BYTES) {
    throw badRequest('files', `The files are over ${MAX_MAIL_FILES_BYTES / 1024 / 1024} MB together`);
  }
  const checked = await Promise.all(
    uploads.map(async (file, i) => {
      if (file.size === 0) throw badRequest(`files[${i}]`, `The file ${file.filename} is empty`);
      const type = contentTypeOf(await file.head(CONTENT_SNIFF_BYTES));
      if (!SENDABLE.test(type)) {
        throw badRequest(
          `files[${i}]`,
          `The file ${file.filename} is not a PDF, a picture, a text or an office document`,
          {
            type,
          },
        );
      }
      return { file, type };
    }),
  );
  const stored: MailAttachment[] = [];
  try {
    for (const { file, type } of checked) {
      const key = `order-mails/${ctx.companyId}/${orderId}/${randomUUID()}`;
      const { size } = await ctx.deps.storage.put(key, file.stream(), type, {
        maxBytes: MAX_MAIL_FILE_BYTES,
        field: 'files',
      });
      stored.push({ key, name: safeFileName(file.filename), type, size });
    }
  } catch (error) {
    await removeMailFiles(ctx, stored);
    throw error;
  }
  return stored;
}

export async function removeMailFiles(ctx: StaffCtx, files: MailAttachment[]) {
  for (const f of files) await ctx.deps.storage.remove(f.key);
}
