import { fullAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';
import { upsertMembership } from '../employees/index.ts';

describe('sessions opened on behalf of someone', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  const get = (url: string, token: string) => call('GET', url, token);
  const join = (companyId: string, userId: string, isManager = true) =>
    upsertMembership(db, { companyId, userId, isManager, access: fullAccess() });

  async function managingPlace() {
    const managed = await makeShop(app, db);
    const other = await makeShop(app, db);
    const { headers } = await makeAdmin(app, db);
    const email = `place-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/v2/admin/rental-place-b2b/create',
      headers,
      payload: {
        name: 'Lake Group',
        slug: `lake-${Date.now()}`,
        email,
        password: PASSWORD,
        companyIds: [managed.company.id],
      },
    });
    expect(created.statusCode).toBe(200);
    const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
    return { managed, other, token };
  }
  const openFromB2b = (token: string, companyId: string, userId?: string) =>
    call('POST', `/v2/login/admin/logAsUserFromRpB2B/${companyId}`, token, userId ? { userId } : {});

  describe('opened by a managing place (B2B)', () => {
    it('cannot open a user who also works for a company it does not manage (no takeover through a planted membership)', async () => {
      const { managed, other, token } = await managingPlace();
      // the other company's manager made a member of the managed shop
      await join(managed.company.id, other.manager.id);
      const res = await openFromB2b(token, managed.company.id, other.manager.id);
      expect(res.statusCode).toBe(404);
      expect((await get('/v2/user/me', other.token)).statusCode).toBe(200);
    });

    it('never opens a platform administrator, even as the first manager of a managed company', async () => {
      const { managed, token } = await managingPlace();
      const { admin } = await makeAdmin(app, db);
      await join(managed.company.id, admin.id);
      expect((await openFromB2b(token, managed.company.id, admin.id)).statusCode).toBe(404);
      // without a user id it opens a manager that it may open, never the administrator
      const opened = await openFromB2b(token, managed.company.id);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().user.id).toBe(managed.manager.id);
      expect((await get('/v2/admin/user', opened.json().token)).statusCode).toBe(403);
    });

    it('cannot switch to another company, lives one hour and ends with the managing place session', async () => {
      const { managed, token } = await managingPlace();
      const opened = (await openFromB2b(token, managed.company.id)).json();
      expect(Date.parse(opened.expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(3600_000);
      const elsewhere = await makeShop(app, db);
      await join(elsewhere.company.id, managed.manager.id);
      const switched = await get(`/v2/login/switchCompany/${elsewhere.company.id}`, opened.token);
      expect(switched.statusCode).toBe(403);

      await call('POST', '/v2/login/user/disconnect/rental-place', token);
      const after = await get('/v2/user/me', opened.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('sessionExpired');
    });

    it('expires after one hour', async () => {
      const { managed, token } = await managingPlace();
      const opened = (await openFromB2b(token, managed.company.id)).json();
      expect((await get('/v2/user/me', opened.token)).statusCode).toBe(200);
      clock.advance(3600_000 + 1000);
      expect((await get('/v2/user/me', opened.token)).statusCode).toBe(401);
    });
  });

  describe('opened by an administrator (impersonation)', () => {
    async function impersonation() {
      const shop = await makeShop(app, db);
      const adminSession = await makeAdmin(app, db);
      const res = await get(`/v2/login/admin/logAs/${shop.company.id}/${shop.manager.id}`, adminSession.token);
      expect(res.statusCode).toBe(200);
      return { shop, ...adminSession, impersonated: res.json().token as string, expiresAt: res.json().expiresAt };
    }

    it('is bound to its company: switching to another company of the user is refused', async () => {
      const { shop, impersonated } = await impersonation();
      const second = await makeShop(app, db);
      await join(second.company.id, shop.manager.id);
      expect((await get(`/v2/login/switchCompany/${second.company.id}`, impersonated)).statusCode).toBe(403);
      // the user's own session still switches
      expect((await get(`/v2/login/switchCompany/${second.company.id}`, shop.token)).statusCode).toBe(200);
    });

    it('never carries the platform role of the user it opens', async () => {
      const shop = await makeShop(app, db);
      const otherAdmin = await makeUser(db, { role: 'admin' });
      await join(shop.company.id, otherAdmin.id);
      const { token } = await makeAdmin(app, db);
      const opened = (await get(`/v2/login/admin/logAs/${shop.company.id}/${otherAdmin.id}`, token)).json();
      expect((await get('/v2/admin/user', opened.token)).statusCode).toBe(403);
      expect((await get('/v2/employee/getAllCompanyEmployees', opened.token)).statusCode).toBe(200);
    });

    it('lives one hour', async () => {
      const { impersonated, expiresAt } = await impersonation();
      expect(Date.parse(expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(3600_000);
      clock.advance(3600_000 + 1000);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
      expect((await get('/v2/login/admin/goBackOnAdmin', impersonated)).statusCode).toBe(401);
    });

    it("ends when the administrator's password changes, and goBack no longer mints an admin session", async () => {
      const { impersonated, admin } = await impersonation();
      const { headers } = await makeAdmin(app, db);
      const changed = await call('PUT', '/v2/admin/user/updatePassword', headers['x-access-token'], {
        userId: admin.id,
        password: 'another-horse-battery-staple',
      });
      expect(changed.statusCode).toBe(200);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
      expect((await get('/v2/login/admin/goBackOnAdmin', impersonated)).statusCode).toBe(401);
    });

    it('ends when the administrator changes their own password', async () => {
      const { impersonated, token } = await impersonation();
      const changed = await call('PUT', '/v2/user/password', token, {
        currentPassword: PASSWORD,
        newPassword: 'another-horse-battery-staple',
      });
      expect(changed.statusCode).toBe(200);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
    });

    it('ends when the administrator is deactivated, and stays ended after reactivation', async () => {
      const { impersonated, admin } = await impersonation();
      const { token } = await makeAdmin(app, db);
      const set = (isAccountActivated: boolean) =>
        call('PUT', '/v2/admin/user/updateUserIsAccountActivated', token, { userId: admin.id, isAccountActivated });
      expect((await set(false)).statusCode).toBe(200);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
      expect((await set(true)).statusCode).toBe(200);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
      expect((await get('/v2/login/admin/goBackOnAdmin', impersonated)).statusCode).toBe(401);
    });

    it('ends when the administrator is deleted', async () => {
      const { impersonated, admin } = await impersonation();
      const { token } = await makeAdmin(app, db);
      expect((await call('DELETE', `/v2/admin/user/${admin.id}`, token)).statusCode).toBe(200);
      expect((await get('/v2/user/me', impersonated)).statusCode).toBe(401);
      expect((await get('/v2/login/admin/goBackOnAdmin', impersonated)).statusCode).toBe(401);
    });

    it('ends when the administrator logs out of the session that opened it; goBack replaces that session', async () => {
      const first = await impersonation();
      const back = await get('/v2/login/admin/goBackOnAdmin', first.impersonated);
      expect(back.statusCode).toBe(200);
      // the session that opened the impersonation is replaced by the fresh one
      expect((await get('/v2/login/check-token-admin', first.token)).statusCode).toBe(401);

      const second = await impersonation();
      await call('POST', '/v2/login/disconnect', second.token);
      expect((await get('/v2/user/me', second.impersonated)).statusCode).toBe(401);
    });
  });

  it('are listed in the administrators back-office, which can end one', async () => {
    const shop = await makeShop(app, db);
    const { token, admin } = await makeAdmin(app, db);
    const opened = (await get(`/v2/login/admin/logAs/${shop.company.id}/${shop.manager.id}`, token)).json();
    const listed = await get('/v2/admin/on-behalf-sessions', token);
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().find((s: { userEmail: string }) => s.userEmail === shop.manager.email);
    expect(entry).toMatchObject({
      companyId: shop.company.id,
      companyName: shop.company.name,
      openedBy: { kind: 'admin', email: admin.email },
    });
    expect((await call('POST', `/v2/admin/on-behalf-sessions/${entry.id}/revoke`, token)).statusCode).toBe(200);
    expect((await get('/v2/user/me', opened.token)).statusCode).toBe(401);
    expect(
      (await get('/v2/admin/on-behalf-sessions', token)).json().some((s: { id: string }) => s.id === entry.id),
    ).toBe(false);
    expect((await call('POST', `/v2/admin/on-behalf-sessions/${entry.id}/revoke`, token)).statusCode).toBe(404);
    // a manager cannot see the list
    expect((await get('/v2/admin/on-behalf-sessions', shop.token)).statusCode).toBe(403);
  });
});
