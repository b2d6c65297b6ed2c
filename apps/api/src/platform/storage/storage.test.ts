import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server.ts';
import { AppError } from '../errors.ts';
import { s3Storage } from './s3-storage.ts';
import { localStorage, type Storage } from './storage.ts';

/** `total` bytes of `data`, sent in chunks of 64 KB as an upload arrives, counting what was read. */
function chunked(data: Buffer, read: { bytes: number }) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 64 * 1024) {
        const chunk = data.subarray(at, at + 64 * 1024);
        read.bytes += chunk.length;
        yield chunk;
      }
    })(),
  );
}

/** Every file under `dir`, however deep, as keys. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

interface Backend {
  storage: Storage;
  /** Every key held, however it is kept (files, parts of an upload not finished). */
  keys(): Promise<string[]>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'local storage',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'hirebase-storage-'));
      afterAll(() => rm(root, { recursive: true, force: true }));
      return { storage: localStorage(root), keys: () => filesUnder(root) };
    },
  ],
  [
    'S3 storage (a real S3-protocol server)',
    async () => {
      const server = await startS3Server();
      afterAll(() => server.close());
      return { storage: s3Storage(server.config), keys: () => server.keys() };
    },
  ],
];

describe.each(backends)('%s', async (_, make) => {
  const { storage, keys } = await make();

  it('stores a stream byte for byte', async () => {
    const data = randomBytes(7 * 1024 * 1024 + 17);
    const read = { bytes: 0 };
    expect(await storage.put('a/b/file.bin', chunked(data, read), 'application/octet-stream')).toEqual({
      size: data.length,
    });
    expect((await storage.get('a/b/file.bin'))?.equals(data)).toBe(true);
    expect(await keys()).toEqual(['a/b/file.bin']);
  });

  it('stores a buffer, replaces it under the same key, and removes it', async () => {
    await storage.put('docs/x.pdf', Buffer.from('%PDF-1.7 first'), 'application/pdf');
    await storage.put('docs/x.pdf', Buffer.from('%PDF-1.7 second'), 'application/pdf');
    expect((await storage.get('docs/x.pdf'))?.toString()).toBe('%PDF-1.7 second');
    await storage.remove('docs/x.pdf');
    expect(await storage.get('docs/x.pdf')).toBeUndefined();
    // removing what is not there is not an error
    await storage.remove('docs/x.pdf');
    expect(await storage.get('never/stored.bin')).toBeUndefined();
  });

  it('stops a stream over its limit with a 413 naming the field, and keeps nothing', async () => {
    const data = randomBytes(2 * 1024 * 1024);
    const read = { bytes: 0 };
    const refused = await storage
      .put('big/file.bin', chunked(data, read), 'application/octet-stream', { maxBytes: 1024 * 1024, field: 'files' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 413, code: 'payloadTooLarge', details: { field: 'files' } });
    // the rest of the stream is not read
    expect(read.bytes).toBeLessThan(data.length);
    expect(await storage.get('big/file.bin')).toBeUndefined();
    expect((await keys()).filter((f) => f.includes('big'))).toEqual([]);
  });

  it('keeps nothing when a check of the bytes refuses them past the first part of an upload', async () => {
    // 6 MB of text then a NUL: over one 5 MB part, so a multipart upload had begun
    const data = Buffer.concat([Buffer.alloc(6 * 1024 * 1024, 'a'), Buffer.from([0]), Buffer.alloc(10, 'b')]);
    const refused = await storage
      .put('checked/file.csv', chunked(data, { bytes: 0 }), 'text/csv', {
        inspect: (chunk) => {
          if (chunk.includes(0)) throw new Error('binary');
        },
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: 'binary' });
    expect((await keys()).filter((f) => f.includes('checked'))).toEqual([]);
  });
});
