import { fullAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';
import { makeImpersonation, makeManagingPlace, openFromB2b as openB2b } from '../../../test/on-behalf.ts';
import { upsertMembership } from '../employees/index.ts';

describe('sessions opened on behalf of someone', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  const get = (url: string, token: string) => call('GET', url, token);
  const join = (companyId: string, userId: string, isManager = true) =>
    upsertMembership(db, { companyId, userId, isManager, access: fullAccess() });

  const managingPlace = () => makeManagingPlace(app, db);
  const openFromB2b = (token: string, companyId: string, userId?: string) => openB2b(app, token, companyId, userId);

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

    it('ends at once in a company taken out of the managing place, and cannot be opened there again', async () => {
      const { managed, place, token, adminHeaders } = await managingPlace();
      const second = await makeShop(app, db);
      const update = (companyIds: string[]) =>
        call('PUT', `/v2/admin/rental-place-b2b/update/${place.id}`, adminHeaders['x-access-token'], { companyIds });
      expect((await update([managed.company.id, second.company.id])).statusCode).toBe(200);
      const removed = (await openFromB2b(token, managed.company.id)).json();
      const kept = (await openFromB2b(token, second.company.id)).json();
      // both sessions answered (and kept by the process) before the change
      expect((await get('/v2/user/me', removed.token)).statusCode).toBe(200);
      expect((await get('/v2/user/me', kept.token)).statusCode).toBe(200);

      const changed = await update([second.company.id]);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().companies.map((c: { id: string }) => c.id)).toEqual([second.company.id]);
      const after = await get('/v2/user/me', removed.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('sessionExpired');
      expect((await get('/v2/login/goBackOnRpB2B', removed.token)).statusCode).toBe(401);
      expect((await openFromB2b(token, managed.company.id)).statusCode).toBe(404);
      // the session opened in a company it still manages, and the managing place's own session, go on
      expect((await get('/v2/user/me', kept.token)).statusCode).toBe(200);
      expect((await get('/v2/rental-place-b2b/current', token)).statusCode).toBe(200);
      // giving the company back does not bring the ended session back
      expect((await update([managed.company.id, second.company.id])).statusCode).toBe(200);
      expect((await get('/v2/user/me', removed.token)).statusCode).toBe(401);
      expect(
        (await get('/v2/admin/on-behalf-sessions', adminHeaders['x-access-token']))
          .json()
          .some((s: { companyId: string }) => s.companyId === managed.company.id),
      ).toBe(false);
    });

    it('a managing place is changed by administrators only; an unknown one is 404', async () => {
      const { place, token, managed } = await managingPlace();
      const body = { companyIds: [] };
      expect((await call('PUT', `/v2/admin/rental-place-b2b/update/${place.id}`, managed.token, body)).statusCode).toBe(
        403,
      );
      expect((await call('PUT', `/v2/admin/rental-place-b2b/update/${place.id}`, token, body)).statusCode).toBe(403);
      const { token: adminToken } = await makeAdmin(app, db);
      const unknown = '0190a000-0000-7000-8000-000000000000';
      expect((await call('PUT', `/v2/admin/rental-place-b2b/update/${unknown}`, adminToken, body)).statusCode).toBe(
        404,
      );
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
    const impersonation = () => makeImpersonation(app, db);

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
