import { normalizeAccess } from '@hirebase/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeCompany, makeEmployee, makeShop } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from '../../../test/mail.ts';
import { users } from '../users/tables.ts';
import { findMembership } from './repository.ts';

describe("a company's pending invitations", async () => {
  const { app, db, clock } = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  const invite = (token: string, email: string, payload: object = {}) =>
    call('POST', '/employee/add', token, { email, firstName: 'Noa', lastName: 'Petit', ...payload });
  const list = async (token: string) => {
    const res = await call('GET', '/employee/invitations', token);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; email: string; expiresAt: string; expired: boolean }[];
  };
  const linkIn = async (email: string) => tokenIn((await mailsTo(app, email))[0], '/invitation');
  const publicCall = (what: 'details' | 'accept' | 'decline', token: string) =>
    app.inject({ method: 'POST', url: `/v2/employee/invitation/${what}`, payload: { token } });

  /** A shop whose manager invited an existing user of another company. */
  async function shopWithInvitation(payload: object = {}) {
    const shop = await makeShop(app, db);
    const person = await makeEmployee(db, (await makeCompany(db)).id, {
      user: { firstName: 'Secret', lastName: 'Person', phone: '+33611111111' },
    });
    expect((await invite(shop.token, person.email.toUpperCase(), payload)).statusCode).toBe(200);
    const [invitation] = await list(shop.token);
    return { ...shop, person, invitation };
  }

  it('lists them for staff managers: the address typed, when, by whom, until when; nothing of the person', async () => {
    clock.set('2026-08-01T10:00:00Z');
    const { manager, person, token } = await shopWithInvitation({ access: { customers: 'read' } });
    const res = await call('GET', '/employee/invitations', token);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        email: person.email.toUpperCase(),
        isManager: false,
        access: normalizeAccess({ customers: 'read' }),
        invitedAt: expect.any(String),
        invitedBy: { firstName: manager.firstName, lastName: manager.lastName, email: manager.email },
        expiresAt: '2026-08-08T10:00:00.000Z',
        expired: false,
      },
    ]);
    expect(res.body).not.toMatch(/Secret|Person|\+336/);
    clock.advance(8 * 24 * 3600_000);
    expect((await list(token))[0].expired).toBe(true);
    // another company sees none of them
    expect(await list((await makeShop(app, db)).token)).toEqual([]);
  });

  it('re-sends one with a fresh link valid seven days, and the previous link stops working', async () => {
    clock.set('2026-08-02T10:00:00Z');
    const { company, person, token, invitation } = await shopWithInvitation();
    const first = await linkIn(person.email);
    clock.advance(3 * 24 * 3600_000);
    const resent = await call('POST', `/employee/invitation/${invitation.id}/resend`, token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ok: true, expiresAt: '2026-08-12T10:00:00.000Z' });
    expect(await mailsTo(app, person.email)).toHaveLength(2);
    const second = await linkIn(person.email);
    expect(second).not.toBe(first);
    expect((await publicCall('accept', first)).statusCode).toBe(400);
    expect((await publicCall('accept', second)).statusCode).toBe(200);
    expect(await findMembership(db, company.id, person.id)).toBeDefined();
    expect(await list(token)).toEqual([]);
  });

  it('cancels one: its link stops working and the person does not join', async () => {
    const { company, person, token, invitation } = await shopWithInvitation();
    const link = await linkIn(person.email);
    expect((await call('DELETE', `/employee/invitation/${invitation.id}`, token)).statusCode).toBe(200);
    expect(await list(token)).toEqual([]);
    expect((await publicCall('accept', link)).statusCode).toBe(400);
    expect(await findMembership(db, company.id, person.id)).toBeUndefined();
    expect((await call('DELETE', `/employee/invitation/${invitation.id}`, token)).statusCode).toBe(404);
  });

  it("answers 404 for another company's invitation, and changes nothing of it", async () => {
    const { person, invitation } = await shopWithInvitation();
    const intruder = await makeShop(app, db);
    for (const [method, url] of [
      ['POST', `/employee/invitation/${invitation.id}/resend`],
      ['DELETE', `/employee/invitation/${invitation.id}`],
    ] as const) {
      const res = await call(method, url, intruder.token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(person.email);
    }
    expect(await mailsTo(app, person.email)).toHaveLength(1);
    expect((await publicCall('details', await linkIn(person.email))).statusCode).toBe(200);
  });

  it('are for those who manage staff, and only for what they could offer themselves', async () => {
    const { company, invitation } = await shopWithInvitation({ isManager: true });
    const reader = await makeEmployee(db, company.id, { access: { employees: 'read' } });
    const readerToken = await login(app, reader.email);
    expect((await call('GET', '/employee/invitations', readerToken)).statusCode).toBe(403);
    const staffManager = await makeEmployee(db, company.id, { access: { employees: 'write' } });
    const staffToken = await login(app, staffManager.email);
    expect((await list(staffToken)).map((i) => i.id)).toEqual([invitation.id]);
    // a manager's place is a manager's to offer: an employee neither re-sends nor withdraws it
    expect((await call('POST', `/employee/invitation/${invitation.id}/resend`, staffToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/employee/invitation/${invitation.id}`, staffToken)).statusCode).toBe(403);
  });

  it('the invited person declines from the link: they do not join and the link stops working', async () => {
    const { company, person, token } = await shopWithInvitation();
    const link = await linkIn(person.email);
    const declined = await publicCall('decline', link);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ companyName: company.name });
    expect(await findMembership(db, company.id, person.id)).toBeUndefined();
    expect(await list(token)).toEqual([]);
    expect((await publicCall('accept', link)).statusCode).toBe(400);
    expect((await publicCall('decline', link)).statusCode).toBe(400);
  });

  it('re-sending to an account that can no longer join mails nothing, and answers the same', async () => {
    const { person, token, invitation } = await shopWithInvitation();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.id));
    const res = await call('POST', `/employee/invitation/${invitation.id}/resend`, token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['ok', 'expiresAt']);
    expect(await mailsTo(app, person.email)).toHaveLength(1);
  });
});
