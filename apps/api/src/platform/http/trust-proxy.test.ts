import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop } from '../../../test/factories.ts';
import { LOGIN_LIMITS } from '../../modules/auth/login-throttle.ts';
import { auditLog } from '../audit-tables.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The address written in the audit log for an impersonation started from `remoteAddress` with `forwardedFor`. */
async function auditedAddress({ app, db }: TestApp, remoteAddress: string, forwardedFor: string) {
  const { company, manager } = await makeShop(app, db);
  const { headers } = await makeAdmin(app, db);
  const res = await app.inject({
    method: 'GET',
    url: `/v2/login/admin/logAs/${company.id}/${manager.id}`,
    headers: { ...headers, 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  const rows = await db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.entityId, manager.id)));
  expect(rows).toHaveLength(1);
  return rows[0].ip;
}

describe('client addresses behind proxies (TRUST_PROXY)', async () => {
  const direct = await createTestApp();
  const behindProxies = await createTestApp({ TRUST_PROXY: '10.20.0.0/16' });
  const oneHop = await createTestApp({ TRUST_PROXY: '1' });

  it('by default ignores X-Forwarded-For: a changing one does not make a new client for the login limit', async () => {
    const { app, db } = direct;
    const { manager } = await makeShop(app, db);
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/v2/login/user/login/dashboard',
        payload: { email: manager.email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('by default writes the connection address in the audit log, whatever X-Forwarded-For says', async () => {
    expect(await auditedAddress(direct, '203.0.113.8', '198.51.100.1')).toBe('203.0.113.8');
  });

  it('takes the client address from X-Forwarded-For only when a listed proxy sends it', async () => {
    expect(await auditedAddress(behindProxies, '10.20.3.4', '198.51.100.2')).toBe('198.51.100.2');
    expect(await auditedAddress(behindProxies, '203.0.113.9', '198.51.100.3')).toBe('203.0.113.9');
    // a client cannot add addresses in front of the ones the proxy appends
    expect(await auditedAddress(behindProxies, '10.20.3.4', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('with a hop count, trusts that many proxies nearest the server', async () => {
    expect(await auditedAddress(oneHop, '10.30.0.1', '6.6.6.6, 198.51.100.5')).toBe('198.51.100.5');
  });
});
