import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeCompany, makeEmployee, makeShop, makeUser } from '../../../test/factories.ts';
import { mailsTo, onlyMailToken } from '../../../test/mail.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { findMembership } from './repository.ts';

describe('inviting an existing user to a company', async () => {
  const { app, db, clock } = await createTestApp();
  const as = (token: string) => ({ 'x-access-token': token });
  const add = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/v2/employee/add',
      headers: as(token),
      payload: { firstName: 'Noa', lastName: 'Petit', ...payload },
    });
  const invitationCall = (what: 'details' | 'accept', token: string) =>
    app.inject({ method: 'POST', url: `/v2/employee/invitation/${what}`, payload: { token } });

  it('does not make them a member nor disclose their profile until they accept the mailed link', async () => {
    const { company, token } = await makeShop(app, db);
    const elsewhere = await makeCompany(db);
    const person = await makeEmployee(db, elsewhere.id, {
      access: { orders: 'write' },
      user: { firstName: 'Secret', lastName: 'Name', phone: '+33600000000' },
    });
    const res = await add(token, { email: person.email.toUpperCase(), access: { customers: 'read' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invitation: {
        email: person.email.toUpperCase(),
        isManager: false,
        access: normalizeAccess({ customers: 'read' }),
        expiresAt: expect.any(String),
      },
    });
    expect(res.body).not.toMatch(/Secret|Name|\+336|createdAt|role/);
    expect(await findMembership(db, company.id, person.id)).toBeUndefined();
    // the person, logged in, cannot switch to the company yet
    const own = await login(app, person.email);
    expect(
      (await app.inject({ method: 'GET', url: `/v2/login/switchCompany/${company.id}`, headers: as(own) })).statusCode,
    ).toBe(404);

    const link = await onlyMailToken(app, person.email, '/invitation');
    const details = await invitationCall('details', link);
    expect(details.json()).toMatchObject({ companyName: company.name, email: person.email, isManager: false });
    const accepted = await invitationCall('accept', link);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ companyName: company.name });
    expect((await findMembership(db, company.id, person.id))?.access).toEqual(normalizeAccess({ customers: 'read' }));
    expect((await findMembership(db, elsewhere.id, person.id))?.access).toEqual(normalizeAccess({ orders: 'write' }));
    // a link works once
    expect((await invitationCall('accept', link)).statusCode).toBe(400);
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityId, person.id)));
    expect(trail.map((r) => r.action).sort()).toEqual(['employee.add', 'employee.invite']);

    // once a member, the same call updates their access and shows them
    const updated = await add(token, { email: person.email, access: { customers: 'write', payments: 'read' } });
    expect(updated.json()).toMatchObject({
      user: { id: person.id },
      access: normalizeAccess({ customers: 'write', payments: 'read' }),
    });
  });

  it('answers a platform administrator email like any other, and never makes them staff', async () => {
    const { company, token } = await makeShop(app, db);
    const admin = await makeUser(db, { role: 'admin', firstName: 'Root' });
    const person = await makeUser(db);
    const forAdmin = await add(token, { email: admin.email, isManager: true });
    const forPerson = await add(token, { email: person.email, isManager: true });
    expect(forAdmin.statusCode).toBe(200);
    expect(Object.keys(forAdmin.json())).toEqual(Object.keys(forPerson.json()));
    expect(forAdmin.json().invitation).toMatchObject({ email: admin.email, isManager: true, access: fullAccess() });
    expect(forAdmin.body).not.toMatch(/Root|admin"/);
    expect(await findMembership(db, company.id, admin.id)).toBeUndefined();
    expect(await mailsTo(app, admin.email)).toEqual([]);
  });

  it('expires after seven days, and a newer invitation replaces the pending one', async () => {
    const { token } = await makeShop(app, db);
    const person = await makeUser(db);
    await add(token, { email: person.email });
    const first = await onlyMailToken(app, person.email, '/invitation');
    await add(token, { email: person.email, access: { orders: 'read' } });
    expect((await invitationCall('accept', first)).statusCode).toBe(400);
    const [latest] = await mailsTo(app, person.email);
    const second = latest.text.match(/invitation\?token=(\S+)/)![1];
    clock.advance(7 * 24 * 3600_000 + 1000);
    const expired = await invitationCall('accept', decodeURIComponent(second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('lets a managing place plant nobody: an invited user of another company cannot be opened before accepting', async () => {
    const { company, token } = await makeShop(app, db);
    const victim = await makeEmployee(db, (await makeCompany(db)).id, { isManager: true });
    await add(token, { email: victim.email, isManager: true });
    expect(await findMembership(db, company.id, victim.id)).toBeUndefined();
  });
});
