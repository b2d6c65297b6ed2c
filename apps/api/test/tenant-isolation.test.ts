import { describe, expect, it } from 'vitest';
import { findMembership } from '../src/modules/employees/repository.ts';
import { createTestApp } from './app.ts';
import { makeEmployee, makeShop } from './factories.ts';

/** A manager of company A names company B's ids: every answer is 404, and nothing of B changes or shows. */
describe('tenant isolation', async () => {
  const { app, db } = await createTestApp();
  const a = await makeShop(app, db);
  const b = await makeShop(app, db);
  const bClerk = await makeEmployee(db, b.company.id, { access: { orders: 'write' } });
  const aClerk = await makeEmployee(db, a.company.id, { access: { orders: 'read' } });

  it.each([
    { call: "DELETE /employee/delete/{B's employee}", method: 'DELETE', url: `/v2/employee/delete/${bClerk.id}` },
    { call: "DELETE /employee/delete/{B's manager}", method: 'DELETE', url: `/v2/employee/delete/${b.manager.id}` },
    { call: 'GET /company/byID/{B}', method: 'GET', url: `/v2/company/byID/${b.company.id}` },
    { call: 'GET /login/switchCompany/{B}', method: 'GET', url: `/v2/login/switchCompany/${b.company.id}` },
  ] as const)('$call answers 404', async ({ method, url }) => {
    const res = await app.inject({ method, url, headers: a.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect(res.body).not.toContain(b.company.name);
  });

  it('leaves B untouched and A session unchanged', async () => {
    expect(await findMembership(db, b.company.id, bClerk.id)).toMatchObject({ isManager: false });
    expect(await findMembership(db, b.company.id, b.manager.id)).toMatchObject({ isManager: true });
    const me = await app.inject({ method: 'GET', url: '/v2/user/me', headers: a.headers });
    expect(me.json().company.id).toBe(a.company.id);
  });

  it("never lists B's staff in A's employees", async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/employee/getAllCompanyEmployees', headers: a.headers });
    const ids = res.json().map((e: { user: { id: string } }) => e.user.id);
    expect(ids.sort()).toEqual([a.manager.id, aClerk.id].sort());
  });

  it("cannot take over B's staff by adding their email: it only gives them access to A", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/employee/add',
      headers: a.headers,
      payload: { email: bClerk.email, firstName: 'X', lastName: 'Y', access: { orders: 'read' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await findMembership(db, b.company.id, bClerk.id)).toMatchObject({ access: { orders: 'write' } });
    const bList = await app.inject({ method: 'GET', url: '/v2/employee/getAllCompanyEmployees', headers: b.headers });
    expect(
      bList
        .json()
        .map((e: { user: { id: string } }) => e.user.id)
        .sort(),
    ).toEqual([b.manager.id, bClerk.id].sort());
  });
});
