import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { localStorage } from './storage.ts';

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

/** Every file under `dir`, however deep. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('local storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'hirebase-storage-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = localStorage(root);

  it('stores a stream byte for byte', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const read = { bytes: 0 };
    expect(await storage.put('a/b/file.bin', chunked(data, read), 'application/octet-stream')).toEqual({
      size: data.length,
    });
    expect((await storage.get('a/b/file.bin'))?.equals(data)).toBe(true);
    expect(await filesUnder(root)).toEqual([join(root, 'a/b/file.bin')]);
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
    expect((await filesUnder(root)).filter((f) => f.includes('big'))).toEqual([]);
  });

  it('keeps nothing when a check of the bytes refuses them', async () => {
    const data = Buffer.concat([Buffer.alloc(200_000, 'a'), Buffer.from([0]), Buffer.alloc(10, 'b')]);
    const refused = await storage
      .put('checked/file.csv', chunked(data, { bytes: 0 }), 'text/csv', {
        inspect: (chunk) => {
          if (chunk.includes(0)) throw new Error('binary');
        },
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: 'binary' });
    expect((await filesUnder(root)).filter((f) => f.includes('checked'))).toEqual([]);
  });
});
