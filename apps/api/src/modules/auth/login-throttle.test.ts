import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop, PASSWORD } from '../../../test/factories.ts';
import { onlyMailToken } from '../../../test/mail.ts';
import { DEVICE_COOKIE, MAX_DEVICES_PER_ACCOUNT } from './known-devices.ts';
import { delayAfter, LOGIN_LIMITS } from './login-throttle.ts';
import { knownDevices } from './tables.ts';

const LOGIN = '/v2/login/user/login/dashboard';
const WRONG = 'not-the-password';

describe('login throttling', async () => {
  const { app, db, clock } = await createTestApp();
  const login = (email: string, password: string, ip: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password },
      remoteAddress: ip,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === DEVICE_COOKIE);
  /** Fails `times` from `ip`, waiting out each delay, so that every attempt counts as a failure. */
  const failFrom = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) {
      clock.advance(delayAfter(i) * 1000);
      expect((await login(email, WRONG, ip)).statusCode).toBe(401);
    }
  };
  /** One failure from each of `count` addresses: guessing spread over many clients. */
  const distributedAttack = async (email: string, count: number, prefix: string) => {
    for (let i = 0; i < count; i++) expect((await login(email, WRONG, `${prefix}.${i}`)).statusCode).toBe(401);
  };

  it('lets the owner in from another client while a stranger fails again and again', async () => {
    clock.set('2026-06-02T10:00:00Z');
    const { manager } = await makeShop(app, db);
    // more failures than the old account lock allowed (10), all from one client
    await failFrom(manager.email, '10.1.0.1', 12);
    expect((await login(manager.email, WRONG, '10.1.0.1')).statusCode).toBe(429);
    const owner = await login(manager.email, PASSWORD, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('slows one client on one account with growing delays, and checks no password while it waits', async () => {
    clock.set('2026-06-03T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const ip = '10.2.0.1';
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(manager.email, WRONG, ip)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login(manager.email, PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
      const wait = Number(refused.headers['retry-after']);
      expect(refused.json().details.retryAfterSeconds).toBe(wait);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await login(manager.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // the ceiling of one delay
    expect(delayAfter(40)).toBe(LOGIN_LIMITS.maxDelaySeconds);

    // once the delay has passed the right password gets in, and that client starts again from zero failures
    clock.advance(16_000);
    expect((await login(manager.email, PASSWORD, ip)).statusCode).toBe(200);
    clock.advance(1000);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(manager.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await login(manager.email, WRONG, ip)).statusCode).toBe(429);
  });

  it('stops one client guessing over many accounts, without stopping the others', async () => {
    clock.set('2026-06-04T10:00:00Z');
    for (let i = 0; i < LOGIN_LIMITS.clientMax; i++) {
      expect((await login(`guess-${i}@example.test`, WRONG, '10.9.9.9')).statusCode).toBe(401);
    }
    const { manager } = await makeShop(app, db);
    const refused = await login(manager.email, PASSWORD, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(manager.email, PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    clock.advance(LOGIN_LIMITS.clientWindowMs);
    expect((await login(manager.email, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });

  it('keeps letting the owner in from a known device while guesses come from everywhere', async () => {
    clock.set('2026-06-05T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const first = await login(manager.email, PASSWORD, '10.3.0.1');
    const device = deviceOf(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v2/login' });
    expect(device!.maxAge).toBeGreaterThan(90 * 24 * 3600);

    await distributedAttack(manager.email, LOGIN_LIMITS.accountMax, '10.4.0');
    // a client the account never saw is held back, whatever the password
    const stranger = await login(manager.email, PASSWORD, '10.5.0.1');
    expect(stranger.statusCode).toBe(429);
    // the owner's browser is not, from any address
    const owner = await login(manager.email, PASSWORD, '10.6.0.1', device!.value);
    expect(owner.statusCode).toBe(200);
    // a device known for another account, or a made-up cookie, does not help
    const { manager: other } = await makeShop(app, db);
    const otherDevice = deviceOf(await login(other.email, PASSWORD, '10.3.0.2'))!.value;
    expect((await login(manager.email, PASSWORD, '10.6.0.2', otherDevice)).statusCode).toBe(429);
    expect((await login(manager.email, PASSWORD, '10.6.0.3', 'x'.repeat(43))).statusCode).toBe(429);
  });

  it('gives the browser a new device token at each login; the former one stops counting', async () => {
    clock.set('2026-06-06T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const before = deviceOf(await login(manager.email, PASSWORD, '10.7.0.1'))!.value;
    const after = deviceOf(await login(manager.email, PASSWORD, '10.7.0.1', before))!.value;
    expect(after).not.toBe(before);
    await distributedAttack(manager.email, LOGIN_LIMITS.accountMax, '10.8.0');
    expect((await login(manager.email, PASSWORD, '10.7.0.2', before)).statusCode).toBe(429);
    expect((await login(manager.email, PASSWORD, '10.7.0.2', after)).statusCode).toBe(200);
  });

  it('keeps the latest devices of an account only', async () => {
    clock.set('2026-06-10T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const devices: string[] = [];
    for (let i = 0; i < MAX_DEVICES_PER_ACCOUNT + 5; i++) {
      clock.advance(1000);
      devices.push(deviceOf(await login(manager.email, PASSWORD, '10.14.0.1'))!.value);
    }
    const rows = await db.select().from(knownDevices).where(eq(knownDevices.email, manager.email.toLowerCase()));
    expect(rows).toHaveLength(MAX_DEVICES_PER_ACCOUNT);
    await distributedAttack(manager.email, LOGIN_LIMITS.accountMax, '10.15.0');
    expect((await login(manager.email, PASSWORD, '10.14.0.2', devices[0])).statusCode).toBe(429);
    expect((await login(manager.email, PASSWORD, '10.14.0.2', devices.at(-1))).statusCode).toBe(200);
  });

  it('still slows guessing from a known device', async () => {
    clock.set('2026-06-07T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const device = deviceOf(await login(manager.email, PASSWORD, '10.10.0.1'))!.value;
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(manager.email, WRONG, '10.10.0.1', device)).statusCode).toBe(401);
    }
    expect((await login(manager.email, WRONG, '10.10.0.2', device)).statusCode).toBe(429);
  });

  it('makes the browser that resets the password a known device, so it gets in during an attack', async () => {
    clock.set('2026-06-08T10:00:00Z');
    const { manager } = await makeShop(app, db);
    await distributedAttack(manager.email, LOGIN_LIMITS.accountMax, '10.11.0');
    expect((await login(manager.email, PASSWORD, '10.12.0.1')).statusCode).toBe(429);

    await app.inject({ method: 'POST', url: '/v2/password-recovery/send-email', payload: { email: manager.email } });
    const token = await onlyMailToken(app, manager.email, '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/v2/password-recovery/reset',
      payload: { token, password: 'a-brand-new-secret' },
      remoteAddress: '10.12.0.1',
    });
    expect(reset.json()).toEqual({ ok: true });
    const device = deviceOf(reset);
    expect(device).toMatchObject({ httpOnly: true, path: '/v2/login' });
    expect((await login(manager.email, 'a-brand-new-secret', '10.12.0.1', device!.value)).statusCode).toBe(200);
  });

  it('counts simultaneous guesses against each other: only the free failures reach the password check', async () => {
    clock.set('2026-06-09T10:00:00Z');
    const { manager } = await makeShop(app, db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(manager.email, WRONG, '10.13.0.1')));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(LOGIN_LIMITS.freeFailures).fill(401),
      ...Array(10 - LOGIN_LIMITS.freeFailures).fill(429),
    ]);
  });
});
