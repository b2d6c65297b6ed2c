import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCompany, makeEmployee, makeShop, PASSWORD } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mail.ts';
import { PUBLIC_LIMITS } from './public-limits.ts';

describe('limits of the public account calls', async () => {
  const { app, db, clock } = await createTestApp();
  let address = 0;
  /** A client address of its own for each test, so that the per-client budgets do not mix. */
  const newClient = () => `10.50.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('mails a few reset links per address and hour, then answers the same without mailing', async () => {
    clock.set('2026-07-01T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const max = PUBLIC_LIMITS.accountMailsPerAddress.max;
    // from several clients: the per-address limit holds wherever the requests come from
    for (let i = 0; i < max + 2; i++) {
      const res = await post('/v2/password-recovery/send-email', { email: manager.email }, newClient());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await mailsTo(app, manager.email)).toHaveLength(max);
    clock.advance(PUBLIC_LIMITS.accountMailsPerAddress.windowMs);
    await post('/v2/password-recovery/send-email', { email: manager.email }, newClient());
    expect(await mailsTo(app, manager.email)).toHaveLength(max + 1);
  });

  it('counts validation re-sends against the same per-address limit', async () => {
    clock.set('2026-07-02T10:00:00Z');
    const company = await makeCompany(db);
    const user = await makeEmployee(db, company.id, { user: { isValidated: false } });
    for (let i = 0; i < PUBLIC_LIMITS.accountMailsPerAddress.max + 2; i++) {
      expect((await post('/v2/login/resend-validation', { email: user.email }, newClient())).json()).toEqual({
        ok: true,
      });
    }
    expect(await mailsTo(app, user.email)).toHaveLength(PUBLIC_LIMITS.accountMailsPerAddress.max);
  });

  it('stops one client asking for account mails, the same for known and unknown addresses', async () => {
    clock.set('2026-07-03T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const ip = newClient();
    for (let i = 0; i < PUBLIC_LIMITS.accountMailRequests.max; i++) {
      const email = i % 2 ? manager.email : `nobody-${i}@example.test`;
      expect((await post('/v2/login/user/forgot-password/rental-place', { email }, ip)).statusCode).toBe(200);
    }
    for (const email of [manager.email, 'nobody-else@example.test']) {
      for (const url of ['/v2/password-recovery/send-email', '/v2/login/resend-validation']) {
        const res = await post(url, { email }, ip);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'tooManyRequests' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect((await post('/v2/password-recovery/send-email', { email: manager.email }, newClient())).statusCode).toBe(
      200,
    );
  });

  it('limits the checks of free addresses per client, simultaneous ones included', async () => {
    clock.set('2026-07-04T10:00:00Z');
    const ip = newClient();
    const check = (email: string, from = ip) =>
      app.inject({ method: 'GET', url: `/v2/login/available-email/${encodeURIComponent(email)}`, remoteAddress: from });
    const max = PUBLIC_LIMITS.emailChecks.max;
    const answers = await Promise.all(Array.from({ length: max + 5 }, (_, i) => check(`probe-${i}@example.test`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(max).fill(200), ...Array(5).fill(429)]);
    expect((await check('probe@example.test', newClient())).json()).toEqual({ available: true });
  });

  it('limits sign-ups per client', async () => {
    clock.set('2026-07-05T10:00:00Z');
    const ip = newClient();
    const signUp = (i: number, from = ip) =>
      post(
        '/v2/rental-place-user/create',
        { email: `signup-${i}-${Date.now()}@example.test`, password: PASSWORD, firstName: 'Lou', lastName: 'B' },
        from,
      );
    for (let i = 0; i < PUBLIC_LIMITS.signUps.max; i++) expect((await signUp(i)).statusCode).toBe(200);
    expect((await signUp(100)).statusCode).toBe(429);
    expect((await signUp(101, newClient())).statusCode).toBe(200);
  });

  it('limits the invitation link calls per client, one budget for reading, accepting and declining', async () => {
    clock.set('2026-07-06T10:00:00Z');
    const ip = newClient();
    const calls = ['details', 'accept', 'decline'];
    const linkCall = (i: number, from = ip) =>
      post(`/v2/employee/invitation/${calls[i % 3]}`, { token: `guessed-token-${i}-0000000000` }, from);
    for (let i = 0; i < PUBLIC_LIMITS.invitationLinks.max; i++) expect((await linkCall(i)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const limited = await linkCall(i);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await linkCall(0, newClient())).statusCode).toBe(400);
    clock.advance(PUBLIC_LIMITS.invitationLinks.windowMs);
    expect((await linkCall(1)).statusCode).toBe(400);
  });
});
