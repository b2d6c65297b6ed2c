import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeCompany, makeEmployee, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from '../../../test/mail.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { companies } from '../companies/tables.ts';
import { findMembership } from '../employees/repository.ts';
import { users } from '../users/tables.ts';

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';
type Headers = Record<string, string>;

describe('admin companies', async () => {
  const { app, db, clock } = await createTestApp();
  const { admin, headers } = await makeAdmin(app, db);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as: Headers = headers) =>
    app.inject({ method, url: `/v2${url}`, headers: as, ...(payload ? { payload } : {}) });
  const me = (token: string) => call('GET', '/user/me', undefined, { 'x-access-token': token });
  const tryLogin = (email: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: '/v2/login/user/login/dashboard', payload: { email, password } });
  const companyInput = (overrides: Record<string, unknown> = {}) => {
    const t = tag();
    return {
      name: `Vélos ${t}`,
      slug: `velos-${t}`,
      accountStatus: 'ACTIVE',
      manager: { email: `boss-${t}@example.test`, firstName: 'Lou', lastName: 'Bernard', password: PASSWORD },
      ...overrides,
    };
  };
  const create = (payload: object, as: Headers = headers) => call('POST', '/admin/company/create', payload, as);
  const companyRows = (slug: string) => db.select().from(companies).where(eq(companies.slug, slug));
  const auditOf = (companyId: string, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, companyId), eq(auditLog.action, action)));

  describe('create', () => {
    it('creates a trial company whose manager, given a password, logs in at once with full access', async () => {
      const input = companyInput({
        accountStatus: 'TRIAL',
        trialEndsAt: '2099-03-01T00:00:00.000Z',
        timezone: 'Europe/Zurich',
        currency: 'CHF',
        languages: ['en', 'fr'],
        defaultLanguage: 'fr',
        verticales: ['BIKE', 'ELECTRIC_BIKE', 'BIKE'],
        city: 'Lausanne',
        country: 'CH',
      });
      const res = await create(input);
      expect(res.statusCode).toBe(200);
      const { company, manager } = res.json();
      expect(company).toMatchObject({
        name: input.name,
        slug: input.slug,
        accountStatus: 'TRIAL',
        accountType: 'PLATFORM',
        trialEndsAt: '2099-03-01T00:00:00.000Z',
        timezone: 'Europe/Zurich',
        currency: 'CHF',
        languages: ['en', 'fr'],
        defaultLanguage: 'fr',
        verticales: ['BIKE', 'ELECTRIC_BIKE'],
        city: 'Lausanne',
        country: 'CH',
      });
      expect(manager).toMatchObject({ email: input.manager.email, role: 'manager', isValidated: true, language: 'fr' });
      const [row] = await companyRows(input.slug);
      expect(row).toMatchObject({
        id: company.id,
        currency: 'CHF',
        timezone: 'Europe/Zurich',
        languages: ['en', 'fr'],
      });
      expect(row.trialEndsAt?.toISOString()).toBe('2099-03-01T00:00:00.000Z');

      const token = await login(app, input.manager.email);
      const session = (await me(token)).json();
      expect(session).toMatchObject({ company: { id: company.id }, membership: { isManager: true } });
      const access = await call('GET', '/user/myAccess', undefined, { 'x-access-token': token });
      expect(access.json()).toMatchObject({ isManager: true, access: fullAccess() });
      expect(await mailsTo(app, input.manager.email)).toEqual([]);

      const [entry] = await auditOf(company.id, 'company.create');
      expect(entry).toMatchObject({
        companyId: company.id,
        actorUserId: admin.id,
        entity: 'company',
        toState: 'TRIAL',
      });
    });

    it('without a password, mails an activation link and refuses the login until the account is validated', async () => {
      const input = companyInput();
      const email = input.manager.email;
      const res = await create({ ...input, manager: { email, firstName: 'Lou', lastName: 'Bernard' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().manager).toMatchObject({ email, isValidated: false });
      const mails = await mailsTo(app, email);
      expect(mails.map((m) => m.template)).toEqual(['accountValidation']);
      const token = tokenIn(mails[0], '/validate-account');
      const refused = await tryLogin(email);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('authenticationFailed');

      const validated = await app.inject({
        method: 'POST',
        url: '/v2/login/validate-account',
        payload: { token, password: PASSWORD },
      });
      expect(validated.json()).toEqual({ ok: true });
      const session = (await me(await login(app, email))).json();
      expect(session).toMatchObject({ company: { id: res.json().company.id }, membership: { isManager: true } });
    });

    it('makes an existing user manager of the new company too, without a second user or mail', async () => {
      const { company: first, manager: person } = await makeShop(app, db);
      const input = companyInput();
      const res = await create({ ...input, manager: { ...input.manager, email: person.email.toUpperCase() } });
      expect(res.statusCode).toBe(200);
      const created = res.json();
      expect(created.manager.id).toBe(person.id);
      expect(await db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
      expect(await findMembership(db, created.company.id, person.id)).toMatchObject({ isManager: true });
      expect(await findMembership(db, first.id, person.id)).toMatchObject({ isManager: true });
      expect(await mailsTo(app, person.email)).toEqual([]);
      // Their password is unchanged: the one of the factory still works.
      expect((await tryLogin(person.email)).statusCode).toBe(200);
    });

    it('refuses a taken slug, a slug kept as a redirect and a taken name (any case) with 409 naming the field', async () => {
      const existing = await makeCompany(db);
      const takenSlug = await create(companyInput({ slug: existing.slug }));
      expect(takenSlug.statusCode).toBe(409);
      expect(takenSlug.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'slug' } });

      const mover = await makeShop(app, db);
      const formerSlug = mover.company.slug;
      const moved = await call('PUT', '/company/updateSlug', { slug: `${formerSlug}-moved` }, mover.headers);
      expect(moved.statusCode).toBe(200);
      const redirect = await create(companyInput({ slug: formerSlug }));
      expect(redirect.statusCode).toBe(409);
      expect(redirect.json().details).toMatchObject({ field: 'slug' });

      const input = companyInput({ name: existing.name.toUpperCase() });
      const takenName = await create(input);
      expect(takenName.statusCode).toBe(409);
      expect(takenName.json().details).toMatchObject({ field: 'name' });
      expect(await companyRows(input.slug)).toEqual([]);
      expect(await db.select().from(users).where(eq(users.email, input.manager.email))).toEqual([]);
    });

    it('answers 400 naming the field for a trial without end, an unknown time zone and a foreign default language', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ accountStatus: 'TRIAL' }, 'trialEndsAt'],
        [{ accountStatus: 'TRIAL', trialEndsAt: null }, 'trialEndsAt'],
        [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
        [{ languages: ['fr', 'en'], defaultLanguage: 'it' }, 'defaultLanguage'],
        [{ defaultLanguage: 'en' }, 'defaultLanguage'],
      ];
      for (const [overrides, field] of cases) {
        const input = companyInput(overrides);
        const res = await create(input);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field } });
        expect(await companyRows(input.slug)).toEqual([]);
      }
    });

    it("refuses an administrator's email as manager (409) and leaves no company behind", async () => {
      const other = await makeUser(db, { role: 'admin' });
      const input = companyInput();
      const res = await create({ ...input, manager: { ...input.manager, email: other.email } });
      expect(res.statusCode).toBe(409);
      expect(res.json().details).toMatchObject({ field: 'manager.email' });
      expect(await companyRows(input.slug)).toEqual([]);
    });

    it('refuses the email of a deleted user (kept reserved) with 409 naming manager.email', async () => {
      const gone = await makeUser(db, { deletedAt: new Date() });
      const input = companyInput();
      const res = await create({ ...input, manager: { ...input.manager, email: gone.email } });
      expect(res.statusCode).toBe(409);
      expect(res.json().details).toMatchObject({ field: 'manager.email' });
      expect(await companyRows(input.slug)).toEqual([]);
    });

    it('is refused to a manager (403)', async () => {
      const shop = await makeShop(app, db);
      const input = companyInput();
      const res = await create(input, shop.headers);
      expect(res.statusCode).toBe(403);
      expect(await companyRows(input.slug)).toEqual([]);
    });
  });

  describe('company, employees and emails', () => {
    it('answers a company by id, 404 for an unknown one', async () => {
      const company = await makeCompany(db, { city: 'Annecy', currency: 'CHF' });
      const res = await call('GET', `/admin/company/getById/${company.id}`);
      expect(res.json()).toMatchObject({ id: company.id, name: company.name, city: 'Annecy', currency: 'CHF' });
      const missing = await call('GET', `/admin/company/getById/${UNKNOWN_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'notFound', details: { entity: 'company' } });
    });

    it('lists the staff of any company with their access, 404 for an unknown company', async () => {
      const { company, manager } = await makeShop(app, db);
      const clerk = await makeEmployee(db, company.id, { access: { orders: 'read' } });
      await makeEmployee(db, (await makeCompany(db)).id);
      const res = await call('GET', `/admin/company/employees/${company.id}`);
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json().map((e: { user: { id: string } }) => [e.user.id, e]));
      expect([...byId.keys()].sort()).toEqual([manager.id, clerk.id].sort());
      expect(byId.get(manager.id)).toMatchObject({ isManager: true, access: fullAccess() });
      expect(byId.get(clerk.id)).toMatchObject({ isManager: false, access: normalizeAccess({ orders: 'read' }) });
      expect((await call('GET', `/admin/company/employees/${UNKNOWN_ID}`)).statusCode).toBe(404);
    });

    it("sets an employee's role and access, audited; 404 for a person outside the company", async () => {
      const { company, manager } = await makeShop(app, db);
      const clerk = await makeEmployee(db, company.id, { access: { orders: 'read' } });
      const url = (userId: string, companyId = company.id) => `/admin/company/employee/${companyId}/${userId}`;

      const promoted = await call('PUT', url(clerk.id), { isManager: true });
      expect(promoted.json()).toMatchObject({ user: { id: clerk.id }, isManager: true, access: fullAccess() });
      expect(await findMembership(db, company.id, clerk.id)).toMatchObject({ isManager: true, access: fullAccess() });

      const restricted = await call('PUT', url(manager.id), { isManager: false, access: { planning: 'write' } });
      expect(restricted.json()).toMatchObject({ isManager: false, access: normalizeAccess({ planning: 'write' }) });
      expect(await findMembership(db, company.id, manager.id)).toMatchObject({
        isManager: false,
        access: normalizeAccess({ planning: 'write' }),
      });
      const trail = await db
        .select({ to: auditLog.toState, companyId: auditLog.companyId, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'employee.update'), eq(auditLog.companyId, company.id)));
      expect(trail).toEqual([
        { to: 'manager', companyId: company.id, actor: admin.id },
        { to: 'employee', companyId: company.id, actor: admin.id },
      ]);

      const outsider = await makeEmployee(db, (await makeCompany(db)).id);
      expect((await call('PUT', url(outsider.id), { isManager: true })).statusCode).toBe(404);
      expect(await findMembership(db, company.id, outsider.id)).toBeUndefined();
      expect((await call('PUT', url(clerk.id, UNKNOWN_ID), { isManager: true })).statusCode).toBe(404);
    });

    it('tells whether an email belongs to a user, with their companies', async () => {
      const { company, manager } = await makeShop(app, db);
      const second = await makeCompany(db);
      await makeEmployee(db, second.id, { user: { email: `x-${tag()}@example.test` } });
      const res = await call('GET', `/admin/company/checkEmail/${encodeURIComponent(manager.email.toUpperCase())}`);
      expect(res.json()).toMatchObject({
        exists: true,
        user: { id: manager.id, email: manager.email },
        companies: [{ id: company.id, name: company.name, slug: company.slug, isManager: true }],
      });
      expect(res.json().companies).toHaveLength(1);
      const none = await call('GET', `/admin/company/checkEmail/nobody-${tag()}@example.test`);
      expect(none.json()).toEqual({ exists: false, user: null, companies: [] });
    });
  });

  describe('search', () => {
    const search = async (query: Record<string, string>) => {
      const res = await call('GET', `/admin/company/search?${new URLSearchParams(query)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { name: string }[]; total: number; page: number; limit: number };
    };
    const names = async (query: Record<string, string>) => (await search(query)).items.map((c) => c.name);

    it('searches name, slug, email and city, by status or type, with filters and paging', async () => {
      const t = tag();
      await makeCompany(db, { name: `Alpha ${t}`, slug: `alpha-${t}`, currency: 'CHF', verticales: ['BIKE'] });
      await makeCompany(db, {
        name: `Beta shop`,
        slug: `beta-${t}`,
        accountStatus: 'DEMO',
        accountType: 'VISIBILITY_ONE',
      });
      await makeCompany(db, { name: `Gamma ${tag()}`, email: `gamma@${t}.test`, verticales: ['CANOE_KAYAK', 'BIKE'] });
      await makeCompany(db, { name: `Delta ${tag()}`, city: `Ville${t}`, accountStatus: 'ARCHIVED' });
      const gamma = (await names({ search: `@${t}.` }))[0];
      const delta = (await names({ search: `ville${t}` }))[0];
      expect(gamma).toMatch(/^Gamma/);
      expect(delta).toMatch(/^Delta/);

      expect(await names({ search: t })).toEqual([`Alpha ${t}`, 'Beta shop', delta, gamma]);
      expect(await names({ search: `BETA-${t}` })).toEqual(['Beta shop']);
      expect(await names({ search: t, type: 'DEMO' })).toEqual(['Beta shop']);
      expect(await names({ search: t, type: 'ARCHIVED' })).toEqual([delta]);
      expect(await names({ search: t, type: 'VISIBILITY_ONE' })).toEqual(['Beta shop']);
      expect(await names({ search: t, type: 'PLATFORM' })).toEqual([`Alpha ${t}`, delta, gamma]);
      expect(await names({ search: t, filters: '{"currency":"CHF"}' })).toEqual([`Alpha ${t}`]);
      expect(await names({ search: t, filters: JSON.stringify({ verticale: 'BIKE' }) })).toEqual([`Alpha ${t}`, gamma]);
      expect(
        await names({ search: t, type: 'ACTIVE', filters: '{"verticale":"CANOE_KAYAK","currency":"EUR"}' }),
      ).toEqual([gamma]);

      expect(await search({ search: t, limit: '3', page: '2' })).toEqual({
        items: [expect.objectContaining({ name: gamma })],
        total: 4,
        page: 2,
        limit: 3,
      });
      const first = await search({ search: t, limit: '3' });
      expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
      expect(first.items.map((c) => c.name)).toEqual([`Alpha ${t}`, 'Beta shop', delta]);
      expect((await search({ search: `nothing-${t}` })).total).toBe(0);
    });

    it('answers 400 naming filters or filters.<key> for bad JSON, unknown keys and values, and a bad type', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ filters: '{currency:' }, 'filters'],
        [{ filters: '[1]' }, 'filters'],
        [{ filters: '"EUR"' }, 'filters'],
        [{ filters: '{"colour":"red"}' }, 'filters.colour'],
        [{ filters: '{"currency":"USD"}' }, 'filters.currency'],
        [{ filters: '{"verticale":"ROCKET"}' }, 'filters.verticale'],
        [{ filters: '{"trialExpired":"yes"}' }, 'filters.trialExpired'],
        [{ type: 'GOLD' }, 'type'],
        [{ status: 'ACTIVE' }, 'status'],
      ];
      for (const [query, field] of cases) {
        const res = await call('GET', `/admin/company/search?${new URLSearchParams(query)}`);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().details, field).toMatchObject({ field });
      }
    });

    it('finds trials that have ended at the time of the clock', async () => {
      const t = tag();
      const now = Date.now();
      const hours = (n: number) => new Date(now + n * 3_600_000);
      await makeCompany(db, { name: `Early ${t}`, accountStatus: 'TRIAL', trialEndsAt: hours(1) });
      await makeCompany(db, { name: `Late ${t}`, accountStatus: 'TRIAL', trialEndsAt: hours(3) });
      await makeCompany(db, { name: `Paying ${t}`, accountStatus: 'ACTIVE', trialEndsAt: hours(-5) });
      const expired = (value: boolean) => names({ search: t, filters: JSON.stringify({ trialExpired: value }) });

      expect(await expired(true)).toEqual([]);
      expect(await expired(false)).toEqual([`Early ${t}`, `Late ${t}`, `Paying ${t}`]);
      clock.set(hours(2));
      expect(await expired(true)).toEqual([`Early ${t}`]);
      expect(await expired(false)).toEqual([`Late ${t}`, `Paying ${t}`]);
      clock.set(hours(4));
      expect(await expired(true)).toEqual([`Early ${t}`, `Late ${t}`]);
      clock.set(new Date());
    });

    it('is refused to a manager (403)', async () => {
      const shop = await makeShop(app, db);
      expect((await call('GET', '/admin/company/search', undefined, shop.headers)).statusCode).toBe(403);
    });
  });

  describe('archive and access', () => {
    it('archives a company: its staff are locked out, a second archive is a 409, the change is audited', async () => {
      const { company, token } = await makeShop(app, db);
      const clerk = await makeEmployee(db, company.id, { access: { orders: 'read' } });
      const clerkToken = await login(app, clerk.email);
      const res = await call('PUT', `/admin/company/archive/${company.id}`, { reason: 'CHURN' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: company.id, accountStatus: 'ARCHIVED', archiveReason: 'CHURN' });
      expect(res.json().archivedAt).not.toBeNull();
      const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({ accountStatus: 'ARCHIVED', archiveReason: 'CHURN' });

      for (const t of [token, clerkToken]) {
        const locked = await me(t);
        expect(locked.statusCode).toBe(401);
        expect(locked.json().code).toBe('accountIssue');
      }
      const relogin = await tryLogin(clerk.email);
      expect(relogin.statusCode).toBe(401);
      expect(relogin.json().code).toBe('accountIssue');

      const again = await call('PUT', `/admin/company/archive/${company.id}`, { reason: 'NO_SIGN' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('alreadyArchived');
      const trail = await auditOf(company.id, 'company.archive');
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        actorUserId: admin.id,
        fromState: 'ACTIVE',
        toState: 'ARCHIVED',
        data: { reason: 'CHURN' },
      });
      expect((await call('PUT', `/admin/company/archive/${UNKNOWN_ID}`, { reason: 'CHURN' })).statusCode).toBe(404);
    });

    it('locks staff out of an ended trial and a pending subscription, and lets them back in as ACTIVE', async () => {
      const { company, token } = await makeShop(app, db);
      const access = (payload: object) => call('PUT', `/admin/company/companyAccess/${company.id}`, payload);
      const codeOfMe = async () => {
        const res = await me(token);
        return res.statusCode === 200 ? 200 : res.json().code;
      };

      const trial = await access({ accountStatus: 'TRIAL', trialEndsAt: '2020-01-01T00:00:00.000Z' });
      expect(trial.json()).toMatchObject({ accountStatus: 'TRIAL', trialEndsAt: '2020-01-01T00:00:00.000Z' });
      expect(await codeOfMe()).toBe('trialExpired');
      expect(await access({ trialEndsAt: null })).toMatchObject({ statusCode: 400 });

      const pending = await access({ accountStatus: 'ACTIVE', subscriptionPending: true });
      expect(pending.json()).toMatchObject({ accountStatus: 'ACTIVE', subscriptionPending: true });
      expect(await codeOfMe()).toBe('subscriptionPending');

      expect((await access({ subscriptionPending: false })).json().subscriptionPending).toBe(false);
      expect(await codeOfMe()).toBe(200);

      const trail = await auditOf(company.id, 'company.access');
      expect(trail.map((r) => [r.fromState, r.toState])).toEqual([
        ['ACTIVE', 'TRIAL'],
        ['TRIAL', 'ACTIVE'],
        ['ACTIVE', 'ACTIVE'],
      ]);
      expect(trail[1].data).toEqual({ accountStatus: 'ACTIVE', subscriptionPending: true });
    });

    it('clears the archive fields when an archived company is made ACTIVE again, and merges the switches', async () => {
      const { company, token } = await makeShop(app, db);
      const access = (payload: object) => call('PUT', `/admin/company/companyAccess/${company.id}`, payload);
      await call('PUT', `/admin/company/archive/${company.id}`, { reason: 'NO_SIGN' });
      const back = await access({ accountStatus: 'ACTIVE', accountType: 'VISIBILITY_ONE', access: { shop: true } });
      expect(back.json()).toMatchObject({
        accountStatus: 'ACTIVE',
        accountType: 'VISIBILITY_ONE',
        archiveReason: null,
        archivedAt: null,
        access: { shop: true },
      });
      expect((await me(token)).statusCode).toBe(200);

      const merged = await access({ access: { invoices: true, shop: false } });
      expect(merged.json().access).toEqual({ shop: false, invoices: true });
      expect((await access({ access: { marketplace: true } })).json().access).toEqual({
        shop: false,
        invoices: true,
        marketplace: true,
      });
      const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({
        accountStatus: 'ACTIVE',
        accountType: 'VISIBILITY_ONE',
        archiveReason: null,
        archivedAt: null,
        access: { shop: false, invoices: true, marketplace: true },
      });
      expect(
        (await call('PUT', `/admin/company/companyAccess/${UNKNOWN_ID}`, { accountStatus: 'ACTIVE' })).statusCode,
      ).toBe(404);
    });
  });
});
