import { randomUUID } from 'node:crypto';
import { fullAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { upsertMembership } from '../src/modules/employees/index.ts';
import type { RegisteredRoute } from '../src/platform/http/register.ts';
import { createTestApp } from './app.ts';
import { login, makeAdmin, makeEmployee, makeShop, makeUser, PASSWORD } from './factories.ts';

/**
 * Every route called with sessions opened on behalf of someone: an administrator impersonating a manager, an
 * administrator impersonating another administrator who works in a company, and a managing place (B2B) opening its
 * company. None of them reaches a platform-administrator, reconditioner or marketplace route, none moves to another
 * company, and none makes a route fail.
 */
describe('route suite for sessions opened on behalf of someone', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const second = await makeShop(app, db);
  await upsertMembership(db, {
    companyId: second.company.id,
    userId: shop.manager.id,
    isManager: true,
    access: fullAccess(),
  });
  // the managing place opens only users whose access it manages: this one works in its company alone
  await makeEmployee(db, shop.company.id, { isManager: true });
  const { admin, token: adminToken } = await makeAdmin(app, db);
  const staffAdmin = await makeUser(db, { role: 'admin' });
  await upsertMembership(db, {
    companyId: shop.company.id,
    userId: staffAdmin.id,
    isManager: true,
    access: fullAccess(),
  });
  const b2bEmail = `b2b-${randomUUID()}@example.test`;
  const created = await app.inject({
    method: 'POST',
    url: '/v2/admin/rental-place-b2b/create',
    headers: { 'x-access-token': adminToken },
    payload: {
      name: 'Group',
      slug: `group-${Date.now()}`,
      email: b2bEmail,
      password: PASSWORD,
      companyIds: [shop.company.id],
    },
  });
  expect(created.statusCode).toBe(200);
  const b2bToken = await login(app, b2bEmail, PASSWORD, '/v2/login/rental-place');

  const opened = async (res: Promise<{ statusCode: number; json: () => { token: string } }>) => {
    const answer = await res;
    expect(answer.statusCode).toBe(200);
    return answer.json().token;
  };
  // going back ends the session that opened the on-behalf one: those routes get an opener of their own
  const ownOpener = (r: RegisteredRoute, shared: string, email: string, url?: string) =>
    r.operationId === 'goBackOnAdmin' || r.operationId === 'goBackOnRpB2B' ? login(app, email, PASSWORD, url) : shared;
  const sessions: Record<string, (r: RegisteredRoute) => Promise<string>> = {
    'admin as a manager': async (r) =>
      opened(
        app.inject({
          method: 'GET',
          url: `/v2/login/admin/logAs/${shop.company.id}/${shop.manager.id}`,
          headers: { 'x-access-token': await ownOpener(r, adminToken, admin.email) },
        }),
      ),
    'admin as an administrator who works in the company': async (r) =>
      opened(
        app.inject({
          method: 'GET',
          url: `/v2/login/admin/logAs/${shop.company.id}/${staffAdmin.id}`,
          headers: { 'x-access-token': await ownOpener(r, adminToken, admin.email) },
        }),
      ),
    'managing place as its company': async (r) =>
      opened(
        app.inject({
          method: 'POST',
          url: `/v2/login/admin/logAsUserFromRpB2B/${shop.company.id}`,
          headers: { 'x-access-token': await ownOpener(r, b2bToken, b2bEmail, '/v2/login/rental-place') },
          payload: {},
        }),
      ),
  };
  // The managing place never opens the administrator who works in its company.
  it('the managing place cannot open a platform administrator', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/v2/login/admin/logAsUserFromRpB2B/${shop.company.id}`,
      headers: { 'x-access-token': b2bToken },
      payload: { userId: staffAdmin.id },
    });
    expect(res.statusCode).toBe(404);
  });

  const fill = (r: RegisteredRoute) =>
    r.url.replace(/:(\w+)/g, (_, name: string) => (name === 'companyId' ? second.company.id : randomUUID()));
  const platformOnly = new Set(['admin', 'reconditioner']);
  const marketplaceOnly = (r: RegisteredRoute) =>
    r.access.kind === 'rentalPlaceUser' ||
    r.access.kind === 'b2b' ||
    (r.access.kind === 'session' && r.access.audience === 'rentalPlace');
  const guarded = app.routesTable.filter((r) => r.access.kind !== 'public' && !r.hidden);

  for (const [who, open] of Object.entries(sessions)) {
    it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))(`${who}: %s`, async (_, r) => {
      const token = await open(r);
      const res = await app.inject({ method: r.method as 'GET', url: fill(r), headers: { 'x-access-token': token } });
      if (res.statusCode !== 503 || res.json().code !== 'integrationNotConfigured')
        expect(res.statusCode, res.body).toBeLessThan(500);
      if (platformOnly.has(r.access.kind)) expect(res.statusCode, res.body).toBe(403);
      if (marketplaceOnly(r)) expect([401, 403]).toContain(res.statusCode);
      if (r.operationId === 'switchCompany') expect(res.statusCode).toBe(403);
      if (r.access.kind === 'employee' || r.access.kind === 'manager') expect(res.statusCode).not.toBe(401);
    });
  }
});
