import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTooLarge } from '../http/multipart.ts';

export interface PutOptions {
  /** Longest file accepted: past it the writing stops with a 413 naming `field`, and nothing is kept. */
  maxBytes?: number;
  field?: string;
  /** Checks each chunk on its way to storage (a throw stops the writing, and nothing is kept). */
  inspect?: (chunk: Buffer) => void;
}

/** Where uploaded and generated files live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  /**
   * Stores `data` under `key`, read as a stream (a buffer for small generated files): at most one chunk of it is in
   * memory. The file appears whole or not at all; a refused or failed write leaves nothing. Answers its size.
   */
  put(key: string, data: Readable | Buffer, contentType: string, options?: PutOptions): Promise<{ size: number }>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

/** Counts the bytes going through, and runs `options`' checks on each chunk. */
export function checked(options: PutOptions, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (options.maxBytes !== undefined && counted.bytes > options.maxBytes) {
        return done(fileTooLarge(options.field ?? 'file', options.maxBytes));
      }
      try {
        options.inspect?.(chunk);
      } catch (error) {
        return done(error as Error);
      }
      done(null, chunk);
    },
  });
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error(`Invalid storage key ${key}`);
    return path;
  };
  return {
    async put(key, data, _contentType, options = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside its place, then renamed: readers never see half a file, and a refused one leaves nothing
      const partial = `${path}.${randomUUID()}.part`;
      const counted = { bytes: 0 };
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      try {
        await pipeline(source, checked(options, counted), createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counted.bytes };
    },
    async get(key) {
      return readFile(pathOf(key)).catch(() => undefined);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
