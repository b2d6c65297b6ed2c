import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/platform/db/pool.ts';
import { login, makeAdmin, makeShop, PASSWORD } from './factories.ts';

let counter = 0;

/**
 * A managing place (B2B) created by an administrator, managing one shop (`managed`) and not another (`other`),
 * logged in.
 */
export async function makeManagingPlace(app: App, db: Db) {
  const managed = await makeShop(app, db);
  const other = await makeShop(app, db);
  const adminSession = await makeAdmin(app, db);
  const tag = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
  const email = `place-${tag}@example.test`;
  const created = await app.inject({
    method: 'POST',
    url: '/v2/admin/rental-place-b2b/create',
    headers: adminSession.headers,
    payload: { name: 'Lake Group', slug: `lake-${tag}`, email, password: PASSWORD, companyIds: [managed.company.id] },
  });
  expect(created.statusCode).toBe(200);
  const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
  return { managed, other, place: created.json() as { id: string }, token, adminHeaders: adminSession.headers };
}

/** The managing place opens the dashboard of one of its companies (as `userId`, or the first manager it may open). */
export const openFromB2b = (app: App, token: string, companyId: string, userId?: string) =>
  app.inject({
    method: 'POST',
    url: `/v2/login/admin/logAsUserFromRpB2B/${companyId}`,
    headers: { 'x-access-token': token },
    payload: userId ? { userId } : {},
  });

/** An administrator impersonating the manager of a fresh shop. */
export async function makeImpersonation(app: App, db: Db) {
  const shop = await makeShop(app, db);
  const adminSession = await makeAdmin(app, db);
  const res = await app.inject({
    method: 'GET',
    url: `/v2/login/admin/logAs/${shop.company.id}/${shop.manager.id}`,
    headers: adminSession.headers,
  });
  expect(res.statusCode).toBe(200);
  return { shop, ...adminSession, impersonated: res.json().token as string, expiresAt: res.json().expiresAt as string };
}
