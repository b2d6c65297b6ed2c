import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', async () => {
  const web = await mkdtemp(join(tmpdir(), 'hirebase-web-'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Hirebase</title>');
  const { app } = await createTestApp({ WEB_DIST: web });
  const secure = await createTestApp({ PUBLIC_URL: 'https://app.hirebase.test' });

  it.each([
    ['an API answer', '/v2/health/ping', 200],
    ['a page of the web app', '/dashboard/orders', 200],
    ['an unknown API path', '/v2/no/such/route', 404],
    ['a refusal', '/v2/user/me', 401],
    ['a malformed call', '/v2/company/slug/shop/no-such-scope', 400],
  ])('come with %s', async (_, url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Mantine writes styles at run time
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // plain http: no upgrade of assets and no HSTS
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('give the API documentation its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/v2/docs' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ask browsers for https only when the public URL is https', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/v2/health/ping' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});
