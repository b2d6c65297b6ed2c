import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  login,
  makeAdmin,
  makeCompany,
  makeMarketplaceCustomer,
  makeShop,
  makeUser,
  PASSWORD,
} from '../../../test/factories.ts';
import { upsertMembership } from '../employees/repository.ts';

describe('sessions', async () => {
  const { app, db, clock } = await createTestApp();
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

  describe('check-token calls', () => {
    it('describes a dashboard session', async () => {
      const { company, manager, token } = await makeShop(app, db);
      const res = await get('/v2/login/check-token-dashboard', token);
      expect(res.json()).toMatchObject({
        valid: true,
        role: 'manager',
        connectTo: 'dashboard',
        userId: manager.id,
        companyId: company.id,
        tool: 'dashboard',
        impersonatedBy: null,
      });
      expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(clock.now().getTime());
    });

    it('lets only administrators pass check-token-admin', async () => {
      const { token } = await makeShop(app, db);
      const refused = await get('/v2/login/check-token-admin', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      const { admin, token: adminToken } = await makeAdmin(app, db);
      const res = await get('/v2/login/check-token-admin', adminToken);
      expect(res.json()).toMatchObject({ role: 'admin', connectTo: 'admin', userId: admin.id, companyId: null });
    });

    it('opens and checks a reconditioner session; a manager may not log in there', async () => {
      const reconditioner = await makeUser(db, { role: 'reconditioner' });
      const token = await login(app, reconditioner.email, PASSWORD, '/v2/login/reconditioner');
      const res = await get('/v2/login/checkTokenReconditioner', token);
      expect(res.json()).toMatchObject({
        role: 'reconditioner',
        connectTo: 'reconditioning',
        tool: 'reconditioning',
        userId: reconditioner.id,
        companyId: null,
      });
      const { manager, token: managerToken } = await makeShop(app, db);
      expect((await get('/v2/login/checkTokenReconditioner', managerToken)).statusCode).toBe(403);
      const refused = await app.inject({
        method: 'POST',
        url: '/v2/login/reconditioner',
        payload: { email: manager.email, password: PASSWORD },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('accountIssue');
    });

    it('checks marketplace customer and managing place sessions, each on its own call', async () => {
      const { email, account: created } = await makeMarketplaceCustomer(app);
      const customer = await login(app, email, PASSWORD, '/v2/login/rental-place');
      expect((await get('/v2/login/check-token-rental-place', customer)).json()).toMatchObject({
        connectTo: 'rental_place',
        id: created.id,
        email,
      });
      expect((await get('/v2/login/check-token-rp-b2b', customer)).statusCode).toBe(401);

      const { company } = await makeShop(app, db);
      const { headers } = await makeAdmin(app, db);
      const placeEmail = `place-${Date.now()}@example.test`;
      const place = await app.inject({
        method: 'POST',
        url: '/v2/admin/rental-place-b2b/create',
        headers,
        payload: {
          name: 'Alps Group',
          slug: `alps-${Date.now()}`,
          email: placeEmail,
          password: PASSWORD,
          companyIds: [company.id],
        },
      });
      const b2b = await login(app, placeEmail, PASSWORD, '/v2/login/rental-place');
      expect((await get('/v2/login/check-token-rp-b2b', b2b)).json()).toMatchObject({
        connectTo: 'rp_b2b',
        id: place.json().id,
        email: placeEmail,
      });
      expect((await get('/v2/login/check-token-rental-place', b2b)).statusCode).toBe(401);
      // A staff token is no marketplace session.
      const { token: staff } = await makeShop(app, db);
      expect((await get('/v2/login/check-token-rental-place', staff)).statusCode).toBe(401);
    });
  });

  it('disconnect ends the session at once and clears the cookie', async () => {
    const { token } = await makeShop(app, db);
    const res = await app.inject({ method: 'POST', url: '/v2/login/disconnect', headers: { 'x-access-token': token } });
    expect(res.json()).toEqual({ ok: true });
    const cookie = res.cookies.find((c) => c.name === 'hb_session');
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
    const after = await get('/v2/user/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('sessionExpired');
  });

  it('ends a session after SESSION_TTL', async () => {
    clock.set('2026-04-01T08:00:00Z');
    const { token } = await makeShop(app, db);
    const ttl = app.deps.config.sessionTtlHours * 3600_000;
    clock.advance(ttl - 60_000);
    expect((await get('/v2/user/me', token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await get('/v2/user/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('sessionExpired');
  });

  describe('switching company and tool', () => {
    async function twoCompanies() {
      const shop = await makeShop(app, db);
      const other = await makeCompany(db, { name: `Other ${Date.now()}` });
      await upsertMembership(db, {
        companyId: other.id,
        userId: shop.manager.id,
        isManager: false,
        access: normalizeAccess({ orders: 'read' }),
      });
      return { ...shop, other };
    }

    it('moves the session to another company of the user, which the next login remembers', async () => {
      const { company, manager, token, other } = await twoCompanies();
      const res = await get(`/v2/login/switchCompany/${other.id}`, token);
      expect(res.statusCode).toBe(200);
      const switched = res.json();
      expect(switched.token).not.toBe(token);
      expect(switched).toMatchObject({ company: { id: other.id }, user: { id: manager.id }, connectTo: 'dashboard' });
      expect((await get('/v2/user/me', token)).json().code).toBe('sessionExpired');

      const me = (await get('/v2/user/me', switched.token)).json();
      expect(me.company.id).toBe(other.id);
      expect(me.membership).toEqual({ isManager: false, access: normalizeAccess({ orders: 'read' }) });
      expect(me.companies.map((c: { id: string }) => c.id).sort()).toEqual([company.id, other.id].sort());

      const next = await app.inject({
        method: 'POST',
        url: '/v2/login/user/login/dashboard',
        payload: { email: manager.email, password: PASSWORD },
      });
      expect(next.json().company.id).toBe(other.id);
      // and back
      const back = await get(`/v2/login/switchCompany/${company.id}`, next.json().token);
      expect((await get('/v2/user/me', back.json().token)).json().membership).toEqual({
        isManager: true,
        access: fullAccess(),
      });
    });

    it('answers 404 for a company the user is not a member of and keeps the session as it was', async () => {
      const { company, token } = await makeShop(app, db);
      const stranger = await makeCompany(db);
      const res = await get(`/v2/login/switchCompany/${stranger.id}`, token);
      expect(res.statusCode).toBe(404);
      const me = await get('/v2/user/me', token);
      expect(me.statusCode).toBe(200);
      expect(me.json().company.id).toBe(company.id);
    });

    it('switches tool with a new session that check-token shows', async () => {
      const { company, token } = await makeShop(app, db);
      const res = await get('/v2/login/switchTool/reconditioning', token);
      expect(res.json()).toMatchObject({ connectTo: 'reconditioning', company: { id: company.id } });
      const check = await get('/v2/login/check-token-dashboard', res.json().token);
      expect(check.json()).toMatchObject({
        tool: 'reconditioning',
        connectTo: 'reconditioning',
        companyId: company.id,
      });
      expect((await get('/v2/login/check-token-dashboard', token)).statusCode).toBe(401);
      expect((await get('/v2/login/switchTool/spaceship', res.json().token)).statusCode).toBe(400);
    });
  });

  it('tells whether an email is free for a new account', async () => {
    const { manager } = await makeShop(app, db);
    const customer = `customer-${Date.now()}@example.test`;
    await app.inject({
      method: 'POST',
      url: '/v2/rental-place-user/create',
      payload: { email: customer, password: PASSWORD, firstName: 'Lou', lastName: 'Bernard' },
    });
    const available = async (email: string) =>
      (await app.inject({ method: 'GET', url: `/v2/login/available-email/${encodeURIComponent(email)}` })).json()
        .available;
    expect(await available(manager.email.toUpperCase())).toBe(false);
    expect(await available(customer)).toBe(false);
    expect(await available(`free-${Date.now()}@example.test`)).toBe(true);
  });
});
