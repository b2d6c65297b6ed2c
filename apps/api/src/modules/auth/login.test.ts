import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCompany, makeEmployee, makeShop, makeUser, PASSWORD } from '../../../test/factories.ts';

const LOGIN = '/v2/login/user/login/dashboard';

describe('dashboard login', async () => {
  const { app, db, clock } = await createTestApp();
  const post = (payload: object, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: LOGIN, payload, remoteAddress: ip });

  it('answers a token, the user, the company and sets an httpOnly cookie', async () => {
    const { company, manager } = await makeShop(app, db);
    const res = await post({ email: manager.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ role: 'manager', connectTo: 'dashboard', impersonatedBy: null });
    expect(body.user).toMatchObject({ id: manager.id, email: manager.email });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.company).toMatchObject({ id: company.id, slug: company.slug });
    const cookie = res.cookies.find((c) => c.name === 'hb_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('accepts the token in x-access-token, Authorization Bearer and the cookie', async () => {
    const { token, manager } = await makeShop(app, db);
    for (const headers of [
      { 'x-access-token': token },
      { authorization: `Bearer ${token}` },
      { cookie: `hb_session=${token}` },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/v2/user/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(manager.id);
    }
  });

  it('gives the same authenticationFailed answer for an unknown email and a wrong password', async () => {
    const { manager } = await makeShop(app, db);
    const wrong = await post({ email: manager.email, password: 'not-the-password' }, '10.0.0.2');
    const unknown = await post({ email: 'nobody@example.test', password: 'whatever-it-is' }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'authenticationFailed', message: 'Wrong email or password' });
    }
  });

  it('refuses a deactivated user and an archived company with accountIssue', async () => {
    const company = await makeCompany(db);
    const inactive = await makeEmployee(db, company.id, { user: { isAccountActivated: false } });
    expect((await post({ email: inactive.email, password: PASSWORD })).json().code).toBe('accountIssue');
    const archived = await makeCompany(db, { accountStatus: 'ARCHIVED' });
    const staff = await makeEmployee(db, archived.id);
    const res = await post({ email: staff.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('accountIssue');
  });

  it('refuses an account not validated yet with accountNotActivated', async () => {
    const company = await makeCompany(db);
    const user = await makeEmployee(db, company.id, { user: { isValidated: false } });
    const res = await post({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('accountNotActivated');
  });

  it('answers trialExpired after the trial end and subscriptionPending while the subscription waits', async () => {
    clock.set('2026-06-01T10:00:00Z');
    const trial = await makeCompany(db, { accountStatus: 'TRIAL', trialEndsAt: new Date('2026-05-31T00:00:00Z') });
    const a = await makeEmployee(db, trial.id);
    expect((await post({ email: a.email, password: PASSWORD })).json().code).toBe('trialExpired');
    const pending = await makeCompany(db, { subscriptionPending: true });
    const b = await makeEmployee(db, pending.id);
    expect((await post({ email: b.email, password: PASSWORD })).json().code).toBe('subscriptionPending');
    const live = await makeCompany(db, { accountStatus: 'TRIAL', trialEndsAt: new Date('2026-06-30T00:00:00Z') });
    const c = await makeEmployee(db, live.id);
    expect((await post({ email: c.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('lets an administrator without a company log in and connect to the admin area', async () => {
    const admin = await makeUser(db, { role: 'admin' });
    const res = await post({ email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', connectTo: 'admin', company: null });
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const res = await post({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'email' } });
    const missing = await post({ email: 'a@b.test' });
    expect(missing.json().details.field).toBe('password');
  });
});
