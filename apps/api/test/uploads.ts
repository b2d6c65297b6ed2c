import { Readable } from 'node:stream';
import type { UploadedFile } from '../src/platform/http/route.ts';

/** An uploaded file as a multipart body hands it to a handler, from text or bytes. */
export function uploadedFile(content: string | Buffer, filename = 'file.csv', mimetype = 'text/csv', field = 'file') {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    field,
    filename,
    mimetype,
    size: data.length,
    read: async () => data,
    head: async (bytes: number) => data.subarray(0, bytes),
    stream: () => Readable.from([data]),
  } satisfies UploadedFile;
}
