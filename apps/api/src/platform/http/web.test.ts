import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWeb } from './web.ts';

const script = `export const text = "${'hirebase '.repeat(200)}";`;
const html = `<!doctype html><title>Hirebase</title><script src="/assets/index-abc123.js"></script>`;

/** A web build as vite.config.ts writes it: hashed assets with brotli and gzip copies beside them. */
async function webBuild() {
  const dist = await mkdtemp(join(tmpdir(), 'hirebase-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), html);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = join(dist, 'assets', 'index-abc123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  return dist;
}

describe('the web app as served', async () => {
  const app = Fastify();
  await serveWeb(app, await webBuild());
  afterAll(() => app.close());

  it('sends hashed scripts brotli-compressed to browsers that accept brotli, cached for good', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to browsers that accept only gzip, and the plain file to the others', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets the page itself be reused without asking the server, on every path of the app', async () => {
    for (const url of ['/index.html', '/login', '/dashboard/orders']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Hirebase</title>');
    }
  });

  it('caches files that keep their name across builds for an hour only', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
