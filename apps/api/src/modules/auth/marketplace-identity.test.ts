import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from '../../../test/mail.ts';
import { newId } from '../../platform/ids.ts';
import { insertRentalPlaceUser } from '../rental-place/repository.ts';
import { hashPassword } from './secrets.ts';

const LOGIN = '/v2/login/rental-place';
const NEW_PASSWORD = 'a-brand-new-secret';

describe('one email, one marketplace identity', async () => {
  const { app, db } = await createTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const marketplaceLogin = (email: string, password: string) => post(LOGIN, { email, password });
  const signUp = (email: string, password = 'an-attacker-secret') =>
    post('/v2/rental-place-user/create', { email, password, firstName: 'Eve', lastName: 'Squat' });

  let n = 0;
  async function makePlace() {
    const { company } = await makeShop(app, db);
    const { headers } = await makeAdmin(app, db);
    const email = `place-${Date.now()}-${n++}@example.test`;
    const res = await post(
      '/v2/admin/rental-place-b2b/create',
      { name: 'Alps Group', slug: `alps-${Date.now()}-${n}`, email, password: PASSWORD, companyIds: [company.id] },
      headers,
    );
    expect(res.statusCode).toBe(200);
    return { email, id: res.json().id as string, adminHeaders: headers, companyId: company.id };
  }

  it("refuses a customer sign-up with a managing place's email, which keeps logging in", async () => {
    const place = await makePlace();
    const squat = await signUp(place.email.toUpperCase());
    expect(squat.statusCode).toBe(409);
    expect(squat.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'email' } });
    // The same answer as for a customer's email: the sign-up tells no more than available-email does.
    const { email: customerEmail } = await makeMarketplaceCustomer(app);
    expect((await signUp(customerEmail)).json()).toMatchObject({ code: 'alreadyExists', details: { field: 'email' } });
    expect(await mailsTo(app, place.email)).toEqual([]);

    const login = await marketplaceLogin(place.email, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ connectTo: 'rp_b2b', account: { id: place.id } });
    const available = await app.inject({ method: 'GET', url: `/v2/login/available-email/${place.email}` });
    expect(available.json()).toEqual({ available: false });
  });

  it("refuses a managing place with a customer's email", async () => {
    const { email } = await makeMarketplaceCustomer(app);
    const { company } = await makeShop(app, db);
    const { headers } = await makeAdmin(app, db);
    const res = await post(
      '/v2/admin/rental-place-b2b/create',
      { name: 'Lake Group', slug: `lake-${Date.now()}`, email, password: PASSWORD, companyIds: [company.id] },
      headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details.field).toBe('email');
  });

  it('logs a managing place in even when a customer account shares its email', async () => {
    const place = await makePlace();
    // An account made before sign-ups refused such emails, never validated.
    await insertRentalPlaceUser(db, {
      id: newId(),
      email: place.email,
      passwordHash: await hashPassword('an-attacker-secret'),
      firstName: 'Eve',
      lastName: 'Squat',
    });
    const owner = await marketplaceLogin(place.email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ connectTo: 'rp_b2b', account: { id: place.id } });
    const squatter = await marketplaceLogin(place.email, 'an-attacker-secret');
    expect(squatter.statusCode).toBe(401);
    expect(squatter.json().code).toBe('accountNotActivated');
    expect((await marketplaceLogin(place.email, 'a-wrong-secret')).json().code).toBe('authenticationFailed');
  });

  it('keeps an account whose email is not confirmed out, after checking its password', async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    expect((await signUp(email, PASSWORD)).statusCode).toBe(200);
    const refused = await marketplaceLogin(email, PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('accountNotActivated');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await marketplaceLogin(email, 'a-wrong-secret')).json().code).toBe('authenticationFailed');
  });

  it('resets the password of a managing place from the marketplace recovery mail', async () => {
    const place = await makePlace();
    const before = (await marketplaceLogin(place.email, PASSWORD)).json().token as string;
    const sent = await post('/v2/login/user/forgot-password/rental-place', { email: place.email });
    expect(sent.json()).toEqual({ ok: true });
    const mails = await mailsTo(app, place.email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0], '/marketplace/reset-password');
    // A managing place's link is no staff reset link.
    expect((await post('/v2/password-recovery/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(400);

    const reset = await post('/v2/login/user/reset-password/rental-place', { token, password: NEW_PASSWORD });
    expect(reset.json()).toEqual({ ok: true });
    expect((await marketplaceLogin(place.email, PASSWORD)).statusCode).toBe(401);
    const after = await marketplaceLogin(place.email, NEW_PASSWORD);
    expect(after.json()).toMatchObject({ connectTo: 'rp_b2b', account: { id: place.id } });
    const old = await app.inject({
      method: 'GET',
      url: '/v2/login/check-token-rp-b2b',
      headers: { 'x-access-token': before },
    });
    expect(old.statusCode).toBe(401);
    const reused = await post('/v2/login/user/reset-password/rental-place', { token, password: 'yet-another-secret' });
    expect(reused.statusCode).toBe(400);
  });
  it('tells a marketplace customer who uses the staff login where to log in, only when their password matched', async () => {
    const { email } = await makeMarketplaceCustomer(app);
    const staffLogin = (password: string) => post('/v2/login/user/login/dashboard', { email, password });
    const right = await staffLogin(PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'marketplaceAccount' });
    // A wrong password, or an email nobody holds, gets the one answer of any failed login.
    const wrong = await staffLogin('not-the-password');
    expect(wrong.json()).toMatchObject({ code: 'authenticationFailed' });
    const unknown = await post('/v2/login/user/login/dashboard', {
      email: `nobody-${Date.now()}@example.test`,
      password: PASSWORD,
    });
    expect(unknown.json()).toMatchObject({ code: 'authenticationFailed' });
    // The customer login itself lets them in.
    expect((await marketplaceLogin(email, PASSWORD)).statusCode).toBe(200);
  });
});
