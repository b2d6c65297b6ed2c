import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { interleave, racing } from '../../../test/concurrency.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { memberships } from './tables.ts';

describe('the last manager, with two managers acting at once', async () => {
  const { app, db } = await createTestApp();
  const { send } = racing(app, db);
  const managersOf = async (companyId: string) =>
    (
      await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.isManager, true)))
    ).map((m) => m.userId);

  it('two managers removing each other at once: one is removed, the other is told a manager must stay', async () => {
    const { company, manager: ana, headers: anaHeaders } = await makeShop(app, db);
    const ben = await makeEmployee(db, company.id, { isManager: true });
    const benHeaders = { 'x-access-token': await login(app, ben.email) };
    const { first, second } = await interleave(
      db,
      'lock table memberships in share mode',
      send(anaHeaders, 'DELETE', `/employee/delete/${ben.id}`),
      send(benHeaders, 'DELETE', `/employee/delete/${ana.id}`),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'lastManager' } });
    expect(await managersOf(company.id)).toEqual([ana.id]);
  });

  it('two managers stepping down at once: one steps down, the other stays manager', async () => {
    const { company, manager: ana, headers: anaHeaders } = await makeShop(app, db);
    const ben = await makeEmployee(db, company.id, { isManager: true });
    const benHeaders = { 'x-access-token': await login(app, ben.email) };
    const stepDown = (email: string) => ({ email, firstName: 'A', lastName: 'B', isManager: false, access: {} });
    const { first, second } = await interleave(
      db,
      'lock table memberships in share mode',
      send(anaHeaders, 'POST', '/employee/add', stepDown(ana.email)),
      send(benHeaders, 'POST', '/employee/add', stepDown(ben.email)),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'lastManager' } });
    expect(await managersOf(company.id)).toEqual([ben.id]);
  });
});
