import { fullAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCompany, makeShop } from '../../../test/factories.ts';
import { upsertMembership } from '../../modules/employees/repository.ts';

const PUBLIC_URL = 'https://app.hirebase.test';

describe('changes carried only by the session cookie', async () => {
  const { app, db } = await createTestApp({ PUBLIC_URL });

  /** A manager of two companies, and a request to move the session to the second one (a GET that writes). */
  const setUp = async () => {
    const shop = await makeShop(app, db);
    const other = await makeCompany(db);
    await upsertMembership(db, { companyId: other.id, userId: shop.manager.id, isManager: true, access: fullAccess() });
    const switchTo = (headers: Record<string, string>, cookie = true) =>
      app.inject({
        method: 'GET',
        url: `/v2/login/switchCompany/${other.id}`,
        headers: { host: 'app.hirebase.test', ...headers },
        ...(cookie ? { cookies: { hb_session: shop.token } } : {}),
      });
    const stillWorks = async () =>
      (await app.inject({ method: 'GET', url: '/v2/user/me', headers: shop.headers })).statusCode === 200;
    return { ...shop, other, switchTo, stillWorks };
  };

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['the same host on another port', { origin: 'https://app.hirebase.test:8443' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['a link on another site (old browser)', { referer: 'https://evil.example/page' }],
  ])('refuses a state-changing GET from %s with 403 crossSiteRequest, changing nothing', async (_, headers) => {
    const { switchTo, stillWorks } = await setUp();
    const res = await switchTo(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'crossSiteRequest' });
    expect(res.cookies).toEqual([]);
    expect(await stillWorks()).toBe(true);
  });

  it.each([
    ['the public URL', { origin: PUBLIC_URL }],
    ['the host it was sent to', { origin: 'http://app.hirebase.test' }],
    ['this very origin', { 'sec-fetch-site': 'same-origin' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
    ['a page of this site', { referer: `${PUBLIC_URL}/dashboard` }],
    ['no browser at all', {}],
  ])('lets through a state-changing GET from %s', async (_, headers) => {
    const { switchTo, other } = await setUp();
    const res = await switchTo(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().company.id).toBe(other.id);
  });

  it('judges by Origin first: a matching Origin wins over a stale Referer, a foreign one loses to nothing', async () => {
    const { switchTo } = await setUp();
    expect((await switchTo({ origin: PUBLIC_URL, referer: 'https://evil.example/' })).statusCode).toBe(200);
    const { switchTo: again } = await setUp();
    expect((await again({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
  });

  it('refuses any other method from another site, and lets a token header through from anywhere', async () => {
    const { token, stillWorks } = await setUp();
    const logout = (headers: Record<string, string>, cookie: boolean) =>
      app.inject({
        method: 'POST',
        url: '/v2/login/disconnect',
        headers: { origin: 'https://evil.example', ...headers },
        ...(cookie ? { cookies: { hb_session: token } } : {}),
      });
    expect((await logout({}, true)).json()).toMatchObject({ code: 'crossSiteRequest' });
    expect(await stillWorks()).toBe(true);
    // an API client names its token itself: no other site can make a browser do that
    expect((await logout({ 'x-access-token': token }, false)).statusCode).toBe(200);
    expect(await stillWorks()).toBe(false);
  });

  it('answers reads from another site as usual (the browser keeps the answer from that site)', async () => {
    const { token, manager } = await setUp();
    const res = await app.inject({
      method: 'GET',
      url: '/v2/user/me',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { hb_session: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(manager.id);
  });
});
