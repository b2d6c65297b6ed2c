import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';
import type { UploadedFile } from './route.ts';

/** What one multipart body may carry; every limit is checked while the body is read, before the rest arrives. */
export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields: how many, and how long each. */
  maxFields: number;
  maxFieldBytes: number;
}

const UPLOAD_DIR = join(tmpdir(), 'hirebase-uploads');

export const fileTooLarge = (field: string, maxBytes: number) =>
  new AppError(413, 'payloadTooLarge', `The file in "${field}" is larger than ${maxBytes} bytes`, { field, maxBytes });

/** Counts the bytes of one file part and stops it with a 413 the moment it passes `maxBytes`. */
function byteLimit(field: string, maxBytes: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) return done(fileTooLarge(field, maxBytes));
      done(null, chunk);
    },
  });
}

/** The first `bytes` bytes of the file at `path`. */
export async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Reads a multipart body part by part: each file goes to a temporary file (removed once the answer is sent), so a
 * request holds at most one chunk of it in memory. One file more than `maxFiles`, or a file over `maxFileBytes`,
 * stops the reading at once with a 400 or 413 naming its field; the rest of the body is never read.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const paths: string[] = [];
  reply.raw.once('close', () => {
    for (const path of paths) void rm(path, { force: true });
  });
  const parts = request.parts({
    limits: {
      // one more than allowed, so that the extra one reaches the loop and is refused by name
      files: limits.maxFiles + 1,
      fileSize: limits.maxFileBytes + 1,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
    },
  });
  for await (const part of parts) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= limits.maxFiles) {
      part.file.resume();
      throw badRequest(part.fieldname, `At most ${limits.maxFiles} file(s) in one request`, {
        maxFiles: limits.maxFiles,
      });
    }
    await mkdir(UPLOAD_DIR, { recursive: true });
    const path = join(UPLOAD_DIR, randomUUID());
    paths.push(path);
    const counted = { bytes: 0 };
    await pipeline(part.file, byteLimit(part.fieldname, limits.maxFileBytes, counted), createWriteStream(path));
    files.push({
      field: part.fieldname,
      filename: part.filename,
      mimetype: part.mimetype,
      size: counted.bytes,
      read: () => readFile(path),
      head: (bytes) => readHead(path, bytes),
      stream: () => createReadStream(path),
    });
  }
  return { fields, files };
}
