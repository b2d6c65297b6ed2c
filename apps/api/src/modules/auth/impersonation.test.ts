import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeCompany, makeEmployee, makeShop } from '../../../test/factories.ts';
import { makeImpersonation, makeManagingPlace, openFromB2b } from '../../../test/on-behalf.ts';
import { auditLog } from '../../platform/audit-tables.ts';

describe('impersonation', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
  const auditRows = (where: Parameters<typeof and>) =>
    db
      .select()
      .from(auditLog)
      .where(and(...where));

  describe('administrator logAs', () => {
    it('opens a session as the target, shown by /user/me, with every request audited', async () => {
      const { company } = await makeShop(app, db);
      const target = await makeEmployee(db, company.id, { access: { orders: 'write' } });
      const { admin, token: adminToken } = await makeAdmin(app, db);

      const res = await get(`/v2/login/admin/logAs/${company.id}/${target.id}`, adminToken);
      expect(res.statusCode).toBe(200);
      const session = res.json();
      expect(session).toMatchObject({
        role: 'user',
        connectTo: 'dashboard',
        user: { id: target.id },
        company: { id: company.id },
        impersonatedBy: { id: admin.id, email: admin.email },
      });
      const [started] = await auditRows([eq(auditLog.action, 'impersonation.start'), eq(auditLog.entityId, target.id)]);
      expect(started).toMatchObject({ actorUserId: admin.id, companyId: company.id, data: { adminId: admin.id } });

      const me = await get('/v2/user/me', session.token);
      expect(me.json()).toMatchObject({
        user: { id: target.id },
        company: { id: company.id },
        impersonatedBy: { id: admin.id, email: admin.email },
      });
      const requestId = me.headers['x-request-id'] as string;
      // The audit row is written once the answer has been sent.
      await vi.waitFor(async () => {
        const [row] = await auditRows([eq(auditLog.requestId, requestId)]);
        expect(row).toMatchObject({
          action: 'request',
          actorKind: 'impersonatedUser',
          actorUserId: target.id,
          impersonatedBy: admin.id,
          companyId: company.id,
          data: { method: 'GET', url: '/v2/user/me', status: 200 },
        });
      });
      // The administrator's own session is kept meanwhile.
      expect((await get('/v2/login/check-token-admin', adminToken)).statusCode).toBe(200);
    });

    it('goes back to a fresh administrator session and revokes the impersonated one', async () => {
      const {
        shop: { manager },
        admin,
        token: adminToken,
        impersonated,
      } = await makeImpersonation(app, db);

      const res = await get('/v2/login/admin/goBackOnAdmin', impersonated);
      expect(res.statusCode).toBe(200);
      const back = res.json();
      expect(back).toMatchObject({
        role: 'admin',
        connectTo: 'admin',
        user: { id: admin.id },
        company: null,
        impersonatedBy: null,
      });
      expect(back.token).not.toBe(adminToken);
      const after = await get('/v2/user/me', impersonated);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('sessionExpired');
      expect((await get('/v2/login/check-token-admin', back.token)).json()).toMatchObject({
        userId: admin.id,
        role: 'admin',
      });
      const [ended] = await auditRows([eq(auditLog.action, 'impersonation.end'), eq(auditLog.entityId, manager.id)]);
      expect(ended).toMatchObject({ actorUserId: manager.id, impersonatedBy: admin.id });
    });

    it('is refused to a manager (403), for a user outside the company (404), and going back from a normal session (403)', async () => {
      const { company, manager, token } = await makeShop(app, db);
      const forbidden = await get(`/v2/login/admin/logAs/${company.id}/${manager.id}`, token);
      expect(forbidden.statusCode).toBe(403);

      const { token: adminToken } = await makeAdmin(app, db);
      const elsewhere = await makeEmployee(db, (await makeCompany(db)).id);
      const missing = await get(`/v2/login/admin/logAs/${company.id}/${elsewhere.id}`, adminToken);
      expect(missing.statusCode).toBe(404);
      expect((await auditRows([eq(auditLog.entityId, elsewhere.id)])).length).toBe(0);

      const notImpersonating = await get('/v2/login/admin/goBackOnAdmin', token);
      expect(notImpersonating.statusCode).toBe(403);
      expect((await get('/v2/user/me', token)).statusCode).toBe(200);
    });
  });

  describe('managing place (B2B)', () => {
    const managingPlace = async () => {
      const { managed: a, other: b, place, token } = await makeManagingPlace(app, db);
      return { a, b, place, token };
    };
    const open = (token: string, companyId: string) => openFromB2b(app, token, companyId);

    it('lists its companies and opens the dashboard of one as its manager, audited', async () => {
      const { a, place, token } = await managingPlace();
      const current = await get('/v2/rental-place-b2b/current', token);
      expect(current.json()).toMatchObject({ id: place.id, name: 'Lake Group', isActive: true });
      expect(current.json().companies).toEqual([{ id: a.company.id, name: a.company.name, slug: a.company.slug }]);

      const res = await open(token, a.company.id);
      expect(res.statusCode).toBe(200);
      const opened = res.json();
      expect(opened).toMatchObject({ user: { id: a.manager.id }, company: { id: a.company.id }, impersonatedBy: null });
      const check = await get('/v2/login/check-token-dashboard', opened.token);
      expect(check.json()).toMatchObject({
        userId: a.manager.id,
        companyId: a.company.id,
        openedByB2bAccountId: place.id,
      });

      const [start] = await auditRows([eq(auditLog.action, 'b2b.openCompany'), eq(auditLog.entityId, a.manager.id)]);
      expect(start).toMatchObject({ actorKind: 'b2b', actorUserId: place.id, companyId: a.company.id });
      const requestId = check.headers['x-request-id'] as string;
      await vi.waitFor(async () => {
        const [row] = await auditRows([eq(auditLog.requestId, requestId)]);
        expect(row).toMatchObject({ actorKind: 'b2bOpenedUser', actorUserId: a.manager.id, impersonatedBy: place.id });
      });
    });

    it('answers 404 for a company it does not manage', async () => {
      const { b, token } = await managingPlace();
      const res = await open(token, b.company.id);
      expect(res.statusCode).toBe(404);
      expect(
        (await auditRows([eq(auditLog.action, 'b2b.openCompany'), eq(auditLog.companyId, b.company.id)])).length,
      ).toBe(0);
    });

    it('goes back from the company dashboard to the managing place', async () => {
      const { a, place, token } = await managingPlace();
      const opened = (await open(token, a.company.id)).json();
      const res = await get('/v2/login/goBackOnRpB2B', opened.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().connectTo).toBe('rp_b2b');
      expect(res.cookies.find((c) => c.name === 'hb_rp_session')?.value).toBe(res.json().token);
      expect((await get('/v2/user/me', opened.token)).statusCode).toBe(401);
      expect((await get('/v2/rental-place-b2b/current', res.json().token)).json().id).toBe(place.id);
      // A normal staff session has no managing place to go back to.
      expect((await get('/v2/login/goBackOnRpB2B', a.token)).statusCode).toBe(403);
    });
  });
});
