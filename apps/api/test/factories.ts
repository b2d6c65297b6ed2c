import { type AccessMap, fullAccess, normalizeAccess } from '@hirebase/shared';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/modules/auth/secrets.ts';
import { insertCompany, type NewCompany } from '../src/modules/companies/repository.ts';
import { upsertMembership } from '../src/modules/employees/repository.ts';
import { insertUser, type NewUser } from '../src/modules/users/repository.ts';
import type { Db } from '../src/platform/db/pool.ts';
import { newId } from '../src/platform/ids.ts';
import { onlyMailToken } from './mail.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const PASSWORD = 'correct-horse-battery';
const hashed = hashPassword(PASSWORD);

/** Seed functions that double as test factories: each makes what it needs with unique names. */
export async function makeCompany(db: Db, values: Partial<NewCompany> = {}) {
  const tag = unique();
  return insertCompany(db, {
    id: newId(),
    name: `Shop ${tag}`,
    slug: `shop-${tag}`,
    accountStatus: 'ACTIVE',
    ...values,
  });
}

export async function makeUser(db: Db, values: Partial<NewUser> & { password?: string } = {}) {
  const { password, ...rest } = values;
  return insertUser(db, {
    id: newId(),
    email: `user-${unique()}@example.test`,
    firstName: 'Alex',
    lastName: 'Martin',
    passwordHash: password ? await hashPassword(password) : await hashed,
    isValidated: true,
    ...rest,
  });
}

export async function makeEmployee(
  db: Db,
  companyId: string,
  options: { isManager?: boolean; access?: Partial<AccessMap>; user?: Partial<NewUser> } = {},
) {
  const user = await makeUser(db, { role: options.isManager ? 'manager' : 'user', ...options.user });
  await upsertMembership(db, {
    companyId,
    userId: user.id,
    isManager: !!options.isManager,
    access: options.isManager ? fullAccess() : normalizeAccess(options.access ?? {}),
  });
  return user;
}

/** A company with a manager, logged in: the usual starting point of a test. */
export async function makeShop(app: App, db: Db, values: Partial<NewCompany> = {}) {
  const company = await makeCompany(db, values);
  const manager = await makeEmployee(db, company.id, { isManager: true });
  const token = await login(app, manager.email);
  return { company, manager, token, headers: { 'x-access-token': token } };
}

export async function login(app: App, email: string, password = PASSWORD, url = '/v2/login/user/login/dashboard') {
  const res = await app.inject({ method: 'POST', url, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export async function makeAdmin(app: App, db: Db) {
  const admin = await makeUser(db, { role: 'admin' });
  const token = await login(app, admin.email);
  return { admin, token, headers: { 'x-access-token': token } };
}

/** A marketplace customer signed up through the API and validated from the sign-up mail, ready to log in. */
export async function makeMarketplaceCustomer(app: App, email = `rp-${unique()}@example.test`) {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/rental-place-user/create',
    payload: { email, password: PASSWORD, firstName: 'Rita', lastName: 'Place' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${res.statusCode} ${res.body}`);
  const validated = await app.inject({
    method: 'PUT',
    url: '/v2/rental-place-user/validate/user',
    payload: { token: await onlyMailToken(app, email, '/marketplace/validate') },
  });
  if (validated.statusCode !== 200) throw new Error(`validation of ${email} failed: ${validated.body}`);
  return { email, account: res.json() as { id: string; email: string } };
}
