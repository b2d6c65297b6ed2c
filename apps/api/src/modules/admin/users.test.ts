import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeCompany, makeEmployee, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from '../../../test/mail.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { findMembership, upsertMembership } from '../employees/repository.ts';
import { users } from '../users/tables.ts';

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';
type Headers = Record<string, string>;
const NEW_PASSWORD = 'another-long-passphrase';

interface UserItem {
  id: string;
  email: string;
}

describe('admin users', async () => {
  const { app, db } = await createTestApp();
  const { admin, headers } = await makeAdmin(app, db);
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, as: Headers = headers) =>
    app.inject({ method, url: `/v2${url}`, headers: as, ...(payload ? { payload } : {}) });
  const me = (token: string) => call('GET', '/user/me', undefined, { 'x-access-token': token });
  const tryLogin = (email: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: '/v2/login/user/login/dashboard', payload: { email, password } });
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: `person-${tag()}@example.test`,
    firstName: 'Sam',
    lastName: 'Durand',
    role: 'user',
    ...overrides,
  });
  const create = (payload: object, as: Headers = headers) => call('POST', '/admin/user/create', payload, as);
  const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
  const auditOf = (userId: string, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

  describe('create', () => {
    it('creates an administrator with a password, who logs in at once; audited', async () => {
      const input = newUser({ role: 'admin', password: PASSWORD, phone: '+33 6 00 00 00 00', language: 'en' });
      const res = await create(input);
      expect(res.statusCode).toBe(200);
      const user = res.json();
      expect(user).toMatchObject({
        email: input.email,
        role: 'admin',
        phone: '+33 6 00 00 00 00',
        language: 'en',
        isValidated: true,
        isAccountActivated: true,
        createdFrom: 'admin_dashboard',
      });
      const token = await login(app, input.email);
      expect(
        (await call('GET', '/login/check-token-admin', undefined, { 'x-access-token': token })).json(),
      ).toMatchObject({ userId: user.id, role: 'admin' });
      expect(await mailsTo(app, input.email)).toEqual([]);
      const [entry] = await auditOf(user.id, 'user.create');
      expect(entry).toMatchObject({ actorUserId: admin.id, companyId: null, toState: 'admin' });
    });

    it('without a password, mails an activation link and refuses the login until validated', async () => {
      const { company } = await makeShop(app, db);
      const input = newUser({ companyId: company.id });
      const res = await create(input);
      const user = res.json();
      expect(user).toMatchObject({ email: input.email, isValidated: false });
      expect((await rowOf(user.id)).passwordHash).toBeNull();
      const mails = await mailsTo(app, input.email);
      expect(mails.map((m) => m.template)).toEqual(['accountValidation']);
      const token = tokenIn(mails[0], '/validate-account');
      expect((await tryLogin(input.email)).statusCode).toBe(401);

      const validated = await app.inject({
        method: 'POST',
        url: '/v2/login/validate-account',
        payload: { token, password: PASSWORD },
      });
      expect(validated.json()).toEqual({ ok: true });
      expect((await me(await login(app, input.email))).json()).toMatchObject({
        user: { id: user.id, isValidated: true },
        company: { id: company.id },
        membership: { isManager: false },
      });
    });

    it('attaches the user to a company, as manager when asked', async () => {
      const company = await makeCompany(db, { defaultLanguage: 'en', languages: ['en'] });
      const boss = (await create(newUser({ password: PASSWORD, companyId: company.id, isManager: true }))).json();
      expect(boss.language).toBe('en');
      expect(await findMembership(db, company.id, boss.id)).toMatchObject({ isManager: true, access: fullAccess() });
      const session = await me(await login(app, boss.email));
      expect(session.json()).toMatchObject({ company: { id: company.id }, membership: { isManager: true } });

      const clerk = (await create(newUser({ password: PASSWORD, companyId: company.id }))).json();
      expect(await findMembership(db, company.id, clerk.id)).toMatchObject({
        isManager: false,
        access: normalizeAccess({}),
      });
      const [entry] = await auditOf(clerk.id, 'user.create');
      expect(entry.companyId).toBe(company.id);
    });

    it('refuses a taken email (any case) with 409 and an unknown company with 400, creating nobody', async () => {
      const existing = await makeUser(db);
      const duplicate = await create(newUser({ email: existing.email.toUpperCase() }));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'email' } });

      const input = newUser({ companyId: UNKNOWN_ID });
      const unknown = await create(input);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toMatchObject({ field: 'companyId' });
      expect(await db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
      expect(await mailsTo(app, input.email)).toEqual([]);
    });

    it('is refused to a manager (403)', async () => {
      const shop = await makeShop(app, db);
      const input = newUser();
      expect((await create(input, shop.headers)).statusCode).toBe(403);
      expect(await db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    });
  });

  describe('lists', () => {
    const list = async (query: string) => {
      const res = await call('GET', `/admin/user?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: UserItem[]; total: number; page?: number; skip?: number; limit: number };
    };
    const emails = async (query: string) => (await list(query)).items.map((u) => u.email);

    it('filters, sorts and pages platform users with the generic list syntax', async () => {
      const t = tag();
      const at = (iso: string) => new Date(iso);
      const c = await makeUser(db, {
        email: `c-${t}@example.test`,
        role: 'admin',
        createdAt: at('2024-03-01T00:00:00Z'),
      });
      const a = await makeUser(db, { email: `a-${t}@example.test`, createdAt: at('2024-01-01T00:00:00Z') });
      const b = await makeUser(db, {
        email: `b-${t}@example.test`,
        role: 'admin',
        createdAt: at('2024-02-01T00:00:00Z'),
      });
      await makeUser(db, { email: `d-${t}@example.test`, deletedAt: new Date() });

      expect(await emails(`email.contains=${t}`)).toEqual([c.email, b.email, a.email]);
      expect(await emails(`email.contains=${t.toUpperCase()}&role.equals=admin&sort=email__asc`)).toEqual([
        b.email,
        c.email,
      ]);
      expect(await emails(`email.contains=${t}&role=user`)).toEqual([a.email]);
      expect(await emails(`email.contains=${t}&createdAt.gte=2024-02-01T00:00:00Z&sort=email__asc`)).toEqual([
        b.email,
        c.email,
      ]);
      expect(await emails(`email.contains=${t}&createdAt.lt=2024-02-01&role.in=user,admin`)).toEqual([a.email]);

      expect(await list(`email.contains=${t}&sort=email__asc&skip=1&limit=1`)).toEqual({
        items: [expect.objectContaining({ id: b.id })],
        total: 3,
        skip: 1,
        limit: 1,
      });
      expect(await list(`email.contains=${t}&sort=email__asc&page=2&limit=2`)).toEqual({
        items: [expect.objectContaining({ id: c.id })],
        total: 3,
        page: 2,
        limit: 2,
      });
      expect(await list(`email.equals=${encodeURIComponent(a.email)}`)).toMatchObject({ total: 1, page: 1 });
    });

    it('answers 400 naming the key for an unknown filter, operator or value', async () => {
      const cases: [string, string][] = [
        ['nickname.equals=x', 'nickname.equals'],
        ['role.contains=adm', 'role.contains'],
        ['role.equals=pirate', 'role.equals'],
        ['createdAt.gte=yesterday', 'createdAt.gte'],
        ['sort=phone__asc', 'sort'],
        ['page=1&skip=2', 'skip'],
      ];
      for (const [query, field] of cases) {
        const res = await call('GET', `/admin/user?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details, query).toMatchObject({ field });
      }
    });

    it('searches users by email or name, paged, without deleted ones', async () => {
      const t = tag();
      const one = await makeUser(db, { email: `one-${t}@example.test`, firstName: 'Zoé', lastName: `Leroy${t}` });
      const two = await makeUser(db, { email: `two-${t}@example.test` });
      await makeUser(db, { email: `three-${t}@example.test`, deletedAt: new Date() });
      const search = async (query: string) => (await call('GET', `/admin/user/search?${query}`)).json();

      expect(await search(`search=${t}`)).toEqual({
        items: [expect.objectContaining({ id: one.id }), expect.objectContaining({ id: two.id })],
        total: 2,
        page: 1,
        limit: 20,
      });
      expect((await search(`search=${encodeURIComponent(`zoé leroy${t}`)}`)).items.map((u: UserItem) => u.id)).toEqual([
        one.id,
      ]);
      expect(await search(`search=${t}&page=2&limit=1`)).toMatchObject({
        items: [{ id: two.id, email: two.email }],
        total: 2,
        page: 2,
      });
      expect((await call('GET', '/admin/user/search?skip=1')).statusCode).toBe(400);
    });

    it('lists only users attached to no company', async () => {
      const t = tag();
      const { company } = await makeShop(app, db);
      const loose = await makeUser(db, { email: `loose-${t}@example.test` });
      await makeEmployee(db, company.id, { user: { email: `staff-${t}@example.test` } });
      const res = await call('GET', `/admin/user/searchWithoutCompany?search=${t}`);
      expect(res.json()).toMatchObject({ items: [{ id: loose.id }], total: 1 });

      await call('POST', '/admin/user/create', newUser({ email: `late-${t}@example.test`, companyId: company.id }));
      expect((await call('GET', `/admin/user/searchWithoutCompany?search=${t}`)).json().total).toBe(1);
      await call('DELETE', `/admin/user/${loose.id}`);
      expect((await call('GET', `/admin/user/searchWithoutCompany?search=${t}`)).json().total).toBe(0);
    });

    it('answers one user with their companies, 404 for an unknown one', async () => {
      const { company, manager } = await makeShop(app, db);
      const second = await makeCompany(db);
      await makeEmployee(db, second.id, { user: { email: `x-${tag()}@example.test` } });
      await upsertMembership(db, {
        companyId: second.id,
        userId: manager.id,
        isManager: false,
        access: normalizeAccess({}),
      });
      const res = await call('GET', `/admin/user/${manager.id}`);
      expect(res.json()).toMatchObject({
        user: { id: manager.id, email: manager.email, role: 'manager' },
        companies: [
          { id: company.id, name: company.name, slug: company.slug, isManager: true },
          { id: second.id, name: second.name, slug: second.slug, isManager: false },
        ],
      });
      const missing = await call('GET', `/admin/user/${UNKNOWN_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'notFound', details: { entity: 'user' } });
    });
  });

  describe('changes', () => {
    it('updates a user, their email included; a taken email is a 409; audited', async () => {
      const person = await makeUser(db);
      const other = await makeUser(db);
      const email = `renamed-${tag()}@example.test`;
      const res = await call('PUT', `/admin/user/update/${person.id}`, { email, lastName: 'Nouveau', role: 'manager' });
      expect(res.json()).toMatchObject({ id: person.id, email, lastName: 'Nouveau', role: 'manager' });
      expect(await rowOf(person.id)).toMatchObject({ email, lastName: 'Nouveau', role: 'manager' });
      const [entry] = await auditOf(person.id, 'user.update');
      expect(entry).toMatchObject({ actorUserId: admin.id, fromState: 'user', toState: 'manager' });

      // The same email with another case is not a conflict with oneself.
      expect((await call('PUT', `/admin/user/update/${person.id}`, { email: email.toUpperCase() })).statusCode).toBe(
        200,
      );
      const taken = await call('PUT', `/admin/user/update/${person.id}`, { email: other.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details).toMatchObject({ field: 'email' });
      expect((await rowOf(person.id)).email).toBe(email.toUpperCase());
      expect((await call('PUT', `/admin/user/update/${UNKNOWN_ID}`, { firstName: 'X' })).statusCode).toBe(404);
    });

    it("lets an administrator change another admin's role but not remove their own", async () => {
      const self = await makeAdmin(app, db);
      const own = await call('PUT', `/admin/user/update/${self.admin.id}`, { role: 'user' }, self.headers);
      expect(own.statusCode).toBe(403);
      expect((await rowOf(self.admin.id)).role).toBe('admin');
      const keep = await call(
        'PUT',
        `/admin/user/update/${self.admin.id}`,
        { role: 'admin', firstName: 'Me' },
        self.headers,
      );
      expect(keep.json()).toMatchObject({ role: 'admin', firstName: 'Me' });
      const other = await call('PUT', `/admin/user/update/${self.admin.id}`, { role: 'user' });
      expect(other.json().role).toBe('user');
    });

    it('sets a password: old sessions end, the new password works and the old one no longer', async () => {
      const { manager, token } = await makeShop(app, db);
      const res = await call('PUT', '/admin/user/updatePassword', { userId: manager.id, password: NEW_PASSWORD });
      expect(res.json()).toEqual({ ok: true });
      const ended = await me(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().code).toBe('sessionExpired');
      expect((await tryLogin(manager.email)).statusCode).toBe(401);
      expect((await me(await login(app, manager.email, NEW_PASSWORD))).json().user.id).toBe(manager.id);
      expect(await auditOf(manager.id, 'user.password')).toHaveLength(1);
      const short = await call('PUT', '/admin/user/updatePassword', { userId: manager.id, password: 'short' });
      expect(short.statusCode).toBe(400);
      const unknown = await call('PUT', '/admin/user/updatePassword', { userId: UNKNOWN_ID, password: NEW_PASSWORD });
      expect(unknown.statusCode).toBe(404);
    });

    it('deactivates an account (sessions refused at once, login refused) and reactivates it', async () => {
      const { manager, token } = await makeShop(app, db);
      const set = (isAccountActivated: boolean, userId = manager.id, as: Headers = headers) =>
        call('PUT', '/admin/user/updateUserIsAccountActivated', { userId, isAccountActivated }, as);

      expect((await set(false)).json()).toMatchObject({ id: manager.id, isAccountActivated: false });
      expect((await rowOf(manager.id)).isAccountActivated).toBe(false);
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('accountIssue');
      const denied = await tryLogin(manager.email);
      expect(denied.statusCode).toBe(401);
      expect(denied.json().code).toBe('accountIssue');

      expect((await set(true)).json().isAccountActivated).toBe(true);
      // The sessions of before the deactivation do not come back.
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(await login(app, manager.email))).json().user.id).toBe(manager.id);
      const trail = await db
        .select({ action: auditLog.action, from: auditLog.fromState, to: auditLog.toState })
        .from(auditLog)
        .where(eq(auditLog.entityId, manager.id));
      expect(trail).toEqual([
        { action: 'user.deactivate', from: 'true', to: 'false' },
        { action: 'user.activate', from: 'false', to: 'true' },
      ]);

      const self = await makeAdmin(app, db);
      expect((await set(false, self.admin.id, self.headers)).statusCode).toBe(403);
      expect((await rowOf(self.admin.id)).isAccountActivated).toBe(true);
      expect((await set(false, UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('deletes a user: gone from lists, sessions and memberships ended, the email kept reserved', async () => {
      const { company, manager, token } = await makeShop(app, db);
      const res = await call('DELETE', `/admin/user/${manager.id}`);
      expect(res.json()).toEqual({ ok: true });
      expect(await rowOf(manager.id)).toMatchObject({ isAccountActivated: false, deletedAt: expect.any(Date) });
      expect((await call('GET', `/admin/user/${manager.id}`)).statusCode).toBe(404);
      const found = await call('GET', `/admin/user/search?search=${encodeURIComponent(manager.email)}`);
      expect(found.json()).toMatchObject({ items: [], total: 0 });
      expect((await call('GET', `/admin/user?email.equals=${encodeURIComponent(manager.email)}`)).json().total).toBe(0);
      expect((await me(token)).statusCode).toBe(401);
      expect((await tryLogin(manager.email)).statusCode).toBe(401);
      expect(await findMembership(db, company.id, manager.id)).toBeUndefined();
      expect((await call('GET', `/admin/company/employees/${company.id}`)).json()).toEqual([]);
      const [entry] = await auditOf(manager.id, 'user.delete');
      expect(entry).toMatchObject({ actorUserId: admin.id });

      const again = await create(newUser({ email: manager.email }));
      expect(again.statusCode).toBe(409);
      expect(again.json().details).toMatchObject({ field: 'email' });
      expect((await call('DELETE', `/admin/user/${manager.id}`)).statusCode).toBe(404);
    });

    it('refuses an administrator deleting themselves (403) and a manager deleting anyone (403)', async () => {
      const self = await makeAdmin(app, db);
      const own = await call('DELETE', `/admin/user/${self.admin.id}`, undefined, self.headers);
      expect(own.statusCode).toBe(403);
      expect((await rowOf(self.admin.id)).deletedAt).toBeNull();
      const shop = await makeShop(app, db);
      const other = await makeUser(db);
      expect((await call('DELETE', `/admin/user/${other.id}`, undefined, shop.headers)).statusCode).toBe(403);
      expect((await rowOf(other.id)).deletedAt).toBeNull();
    });
  });
});
