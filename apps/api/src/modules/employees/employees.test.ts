import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeCompany, makeEmployee, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mail.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { users } from '../users/tables.ts';
import { findMembership, upsertMembership } from './repository.ts';
import { removeEmployee } from './service.ts';

interface EmployeeAnswer {
  user: { id: string; email: string };
  isManager: boolean;
}

describe('employees', async () => {
  const { app, db } = await createTestApp();
  const as = (token: string) => ({ 'x-access-token': token });
  const list = (token: string) =>
    app.inject({ method: 'GET', url: '/v2/employee/getAllCompanyEmployees', headers: as(token) });
  const add = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/v2/employee/add',
      headers: as(token),
      payload: { firstName: 'Noa', lastName: 'Petit', ...payload },
    });
  const remove = (token: string, userId: string) =>
    app.inject({ method: 'DELETE', url: `/v2/employee/delete/${userId}`, headers: as(token) });
  const freshEmail = () => `staff-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const staffWith = async (companyId: string, access: object) => {
    const user = await makeEmployee(db, companyId, { access });
    return { user, token: await login(app, user.email) };
  };

  it('lists the staff of the company with their access', async () => {
    const { company, manager, token } = await makeShop(app, db);
    const clerk = await makeEmployee(db, company.id, { access: { orders: 'write' } });
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((e: EmployeeAnswer) => [e.user.id, e]));
    expect(byId.size).toBe(2);
    expect(byId.get(manager.id)).toMatchObject({ isManager: true, access: fullAccess() });
    expect(byId.get(clerk.id)).toMatchObject({ isManager: false, access: normalizeAccess({ orders: 'write' }) });
  });

  it('invites a new email with restricted access: a user created unvalidated, an invitation mailed, audited', async () => {
    const { company, token } = await makeShop(app, db);
    const email = freshEmail();
    const res = await add(token, { email, access: { orders: 'read', planning: 'write' } });
    expect(res.statusCode).toBe(200);
    const added = res.json();
    expect(added).toMatchObject({
      isManager: false,
      access: normalizeAccess({ orders: 'read', planning: 'write' }),
      user: { email, firstName: 'Noa', createdFrom: 'employee', isValidated: false, role: 'user' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, added.user.id));
    expect(row.passwordHash).toBeNull();
    const mails = await mailsTo(app, email);
    expect(mails.map((m) => m.template)).toEqual(['accountValidation']);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.add'), eq(auditLog.entityId, added.user.id)));
    expect(entry).toMatchObject({ companyId: company.id, toState: 'employee', fromState: null });
  });

  it('lets a manager make someone a manager, but not an employee who only has employees:write', async () => {
    const { company, token } = await makeShop(app, db);
    const clerk = await makeEmployee(db, company.id);
    const promoted = await add(token, { email: clerk.email, isManager: true });
    expect(promoted.json()).toMatchObject({ isManager: true, access: fullAccess() });
    const myAccess = await app.inject({
      method: 'GET',
      url: '/v2/user/myAccess',
      headers: as(await login(app, clerk.email)),
    });
    expect(myAccess.json()).toMatchObject({ isManager: true });

    const hr = await staffWith(company.id, { employees: 'write', orders: 'write' });
    const other = await makeEmployee(db, company.id);
    const refused = await add(hr.token, { email: other.email, isManager: true });
    expect(refused.statusCode).toBe(403);
    expect((await findMembership(db, company.id, other.id))?.isManager).toBe(false);
    // Nor demote one.
    const demote = await add(hr.token, { email: clerk.email, isManager: false });
    expect(demote.statusCode).toBe(403);
    expect((await findMembership(db, company.id, clerk.id))?.isManager).toBe(true);
    // But may give access up to their own, and no more.
    expect((await add(hr.token, { email: other.email, access: { orders: 'read' } })).statusCode).toBe(200);
    const escalation = await add(hr.token, { email: other.email, access: { orders: 'write', payments: 'read' } });
    expect(escalation.statusCode).toBe(403);
    expect(escalation.json().message).toMatch(/payments/);
    expect((await findMembership(db, company.id, other.id))?.access).toEqual(normalizeAccess({ orders: 'read' }));
  });

  it('refuses to change or remove the access of a colleague who has rights the employee lacks', async () => {
    const { company } = await makeShop(app, db);
    const hr = await staffWith(company.id, { employees: 'write', orders: 'write' });
    const accountant = await makeEmployee(db, company.id, {
      access: { employees: 'write', orders: 'read', payments: 'write' },
    });
    const before = await findMembership(db, company.id, accountant.id);
    const strip = await add(hr.token, { email: accountant.email, access: { orders: 'read' } });
    expect(strip.statusCode).toBe(403);
    expect(strip.json().message).toMatch(/payments/);
    const removed = await remove(hr.token, accountant.id);
    expect(removed.statusCode).toBe(403);
    expect(await findMembership(db, company.id, accountant.id)).toEqual(before);
    // A colleague with no more than them stays theirs to change and remove.
    const clerk = await makeEmployee(db, company.id, { access: { orders: 'write' } });
    expect((await add(hr.token, { email: clerk.email, access: { orders: 'read' } })).statusCode).toBe(200);
    expect((await remove(hr.token, clerk.id)).statusCode).toBe(200);
  });

  it('lets employees:read list but not add, and refuses the list without employees access', async () => {
    const { company } = await makeShop(app, db);
    const reader = await staffWith(company.id, { employees: 'read' });
    expect((await list(reader.token)).json()).toHaveLength(2);
    const refused = await add(reader.token, { email: freshEmail() });
    expect(refused.statusCode).toBe(403);
    const none = await staffWith(company.id, { orders: 'write' });
    expect((await list(none.token)).statusCode).toBe(403);
    const access = await app.inject({ method: 'GET', url: '/v2/user/myAccess', headers: as(none.token) });
    expect(access.json()).toEqual({
      isManager: false,
      access: normalizeAccess({ orders: 'write' }),
      modules: ['orders'],
    });
  });

  it('removes a person: gone from the list, their session ended, their login refused when no company is left', async () => {
    const { company, token } = await makeShop(app, db);
    const leaver = await staffWith(company.id, { orders: 'write' });
    const res = await remove(token, leaver.user.id);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(token)).json().map((e: EmployeeAnswer) => e.user.id)).not.toContain(leaver.user.id);
    expect(await findMembership(db, company.id, leaver.user.id)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/v2/user/me', headers: as(leaver.token) })).statusCode).toBe(401);
    const denied = await app.inject({
      method: 'POST',
      url: '/v2/login/user/login/dashboard',
      payload: { email: leaver.user.email, password: PASSWORD },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.json().code).toBe('accountIssue');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.remove'), eq(auditLog.entityId, leaver.user.id)));
    expect(entry).toMatchObject({ companyId: company.id });
    expect((await remove(token, leaver.user.id)).statusCode).toBe(404);
  });

  it('keeps the account and the other sessions of a removed person who works in another company', async () => {
    const { company, token } = await makeShop(app, db);
    const other = await makeCompany(db);
    const person = await makeEmployee(db, other.id);
    const otherSession = await login(app, person.email);
    await upsertMembership(db, {
      companyId: company.id,
      userId: person.id,
      isManager: false,
      access: normalizeAccess({}),
    });
    expect((await remove(token, person.id)).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v2/user/me', headers: as(otherSession) });
    expect(me.json().company.id).toBe(other.id);
    const res = await app.inject({
      method: 'POST',
      url: '/v2/login/user/login/dashboard',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(res.json().company.id).toBe(other.id);
  });

  it('keeps at least one manager: no removing oneself, no demoting the last manager', async () => {
    const { company, manager, token } = await makeShop(app, db);
    const self = await remove(token, manager.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('cannotRemoveSelf');
    const demote = await add(token, { email: manager.email, isManager: false, access: { orders: 'write' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('lastManager');
    expect((await findMembership(db, company.id, manager.id))?.isManager).toBe(true);

    // With a second manager, the first may step down; the second is then the last one.
    const second = await makeEmployee(db, company.id);
    await add(token, { email: second.email, isManager: true });
    const stepDown = await add(token, { email: manager.email, isManager: false, access: { orders: 'write' } });
    expect(stepDown.json()).toMatchObject({ isManager: false, access: normalizeAccess({ orders: 'write' }) });
    const secondToken = await login(app, second.email);
    expect((await add(secondToken, { email: second.email, isManager: false })).json().code).toBe('lastManager');
  });

  it('refuses to remove the last manager (the path an administrator takes)', async () => {
    const { company, manager } = await makeShop(app, db);
    const admin = await makeUser(db, { role: 'admin' });
    const ctx: Ctx = {
      db,
      actor: {
        kind: 'user',
        sessionId: newId(),
        userId: admin.id,
        role: 'admin',
        email: admin.email,
        companyId: null,
        tool: 'dashboard',
        membership: null,
        impersonatedBy: null,
        openedByB2bAccountId: null,
      },
      companyId: null,
      now: new Date(),
      log: app.log,
      requestId: newId(),
      ip: '127.0.0.1',
      deps: app.deps,
    };
    await expect(removeEmployee(ctx, manager.id, company.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'lastManager',
    });
    expect(await findMembership(db, company.id, manager.id)).toBeDefined();
  });
});
