import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCompany, makeEmployee, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { mailsTo, onlyMailToken, tokenIn } from '../../../test/mail.ts';

const LOGIN = '/v2/login/user/login/dashboard';
const NEW_PASSWORD = 'a-brand-new-secret';

describe('password recovery and account validation', async () => {
  const { app, db, clock } = await createTestApp();
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const loginStatus = async (email: string, password: string) => (await post(LOGIN, { email, password })).statusCode;
  const me = (token: string) => app.inject({ method: 'GET', url: '/v2/user/me', headers: { 'x-access-token': token } });

  it('answers the same for known and unknown emails and mails a reset link only to a known one', async () => {
    const { manager } = await makeShop(app, db);
    const unknown = 'nobody-here@example.test';
    for (const email of [manager.email.toUpperCase(), unknown]) {
      const res = await post('/v2/password-recovery/send-email', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await mailsTo(app, unknown)).toEqual([]);
    const mails = await mailsTo(app, manager.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: manager.email, template: 'passwordReset', status: 'outbox' });
    expect(mails[0].text).toContain(`${app.deps.config.publicUrl}/reset-password?token=`);
  });

  it('sets the new password once, and ends every session opened before', async () => {
    const { manager, token: before } = await makeShop(app, db);
    await post('/v2/password-recovery/send-email', { email: manager.email });
    const token = await onlyMailToken(app, manager.email, '/reset-password');

    const res = await post('/v2/password-recovery/reset', { token, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ ok: true });
    const revoked = await me(before);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('sessionExpired');
    expect(await loginStatus(manager.email, PASSWORD)).toBe(401);
    expect(await loginStatus(manager.email, NEW_PASSWORD)).toBe(200);

    const again = await post('/v2/password-recovery/reset', { token, password: 'yet-another-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.field).toBe('token');
    expect(await loginStatus(manager.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a link older than one hour and leaves the password unchanged', async () => {
    clock.set('2026-03-01T09:00:00Z');
    const { manager } = await makeShop(app, db);
    await post('/v2/password-recovery/send-email', { email: manager.email });
    const token = await onlyMailToken(app, manager.email, '/reset-password');
    clock.advance(60 * 60_000 + 1000);
    const res = await post('/v2/password-recovery/reset', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('token');
    expect(await loginStatus(manager.email, PASSWORD)).toBe(200);
  });

  it('refuses a too short password without spending the link', async () => {
    const { manager } = await makeShop(app, db);
    await post('/v2/password-recovery/send-email', { email: manager.email });
    const token = await onlyMailToken(app, manager.email, '/reset-password');
    const short = await post('/v2/password-recovery/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.field).toBe('password');
    expect((await post('/v2/password-recovery/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('invites a new employee, whose link sets the password and activates the account', async () => {
    const { company, headers } = await makeShop(app, db);
    const email = `invited-${Date.now()}@example.test`;
    const added = await app.inject({
      method: 'POST',
      url: '/v2/employee/add',
      headers,
      payload: { email, firstName: 'Inès', lastName: 'Roux', access: { orders: 'read' } },
    });
    expect(added.statusCode).toBe(200);
    const [invitation] = await mailsTo(app, email);
    expect(invitation).toMatchObject({ template: 'accountValidation' });
    expect(invitation.subject).toContain(company.name);
    const first = tokenIn(invitation, '/validate-account');
    // No password yet: no password can log in.
    expect((await post(LOGIN, { email, password: NEW_PASSWORD })).json().code).toBe('authenticationFailed');

    expect((await post('/v2/login/resend-validation', { email })).json()).toEqual({ ok: true });
    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(2);
    const second = mails.map((m) => tokenIn(m, '/validate-account')).find((t) => t !== first)!;
    const stale = await post('/v2/login/validate-account', { token: first, password: NEW_PASSWORD });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().details.field).toBe('token');

    const noPassword = await post('/v2/login/validate-account', { token: second });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().details.field).toBe('password');
    expect((await post('/v2/login/validate-account', { token: second, password: NEW_PASSWORD })).json()).toEqual({
      ok: true,
    });
    const login = await post(LOGIN, { email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ company: { id: company.id }, user: { email, isValidated: true } });
  });

  it('refuses login to an account not validated yet, until the validation link is followed', async () => {
    const company = await makeCompany(db);
    const user = await makeEmployee(db, company.id, { user: { isValidated: false } });
    const refused = await post(LOGIN, { email: user.email, password: PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('accountNotActivated');
    await post('/v2/login/resend-validation', { email: user.email });
    const token = await onlyMailToken(app, user.email, '/validate-account');
    // The account has a password already: the link alone activates it.
    expect((await post('/v2/login/validate-account', { token })).statusCode).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
    // A validated account gets no more validation mails.
    await post('/v2/login/resend-validation', { email: user.email });
    expect(await mailsTo(app, user.email)).toHaveLength(1);
  });

  describe('marketplace accounts', () => {
    const signUp = async () => {
      const email = `customer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
      const res = await post('/v2/rental-place-user/create', {
        email,
        password: PASSWORD,
        firstName: 'Lou',
        lastName: 'Bernard',
      });
      expect(res.statusCode).toBe(200);
      return { email, account: res.json() };
    };
    const marketplaceLogin = (email: string, password: string) => post('/v2/login/rental-place', { email, password });

    it('validates the email address from the sign-up mail', async () => {
      const { email, account } = await signUp();
      expect(account).toMatchObject({ email, isValidated: false, createdFrom: 'rental_place' });
      const token = await onlyMailToken(app, email, '/marketplace/validate');
      const refused = await marketplaceLogin(email, PASSWORD);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('accountNotActivated');

      const res = await app.inject({ method: 'PUT', url: '/v2/rental-place-user/validate/user', payload: { token } });
      expect(res.json()).toEqual({ ok: true });
      const session = (await marketplaceLogin(email, PASSWORD)).json().token;
      const meAfter = await app.inject({
        method: 'GET',
        url: '/v2/rental-place-user/me',
        headers: { 'x-access-token': session },
      });
      expect(meAfter.json()).toMatchObject({ id: account.id, isValidated: true });
      const reused = await app.inject({
        method: 'PUT',
        url: '/v2/rental-place-user/validate/user',
        payload: { token },
      });
      expect(reused.statusCode).toBe(400);
    });

    it('resets the password from the forgot-password mail; a marketplace link is refused by the staff reset', async () => {
      const { email } = await makeMarketplaceCustomer(app);
      const before = (await marketplaceLogin(email, PASSWORD)).json().token;
      expect((await post('/v2/login/user/forgot-password/rental-place', { email })).json()).toEqual({ ok: true });
      const reset = (await mailsTo(app, email)).find((m) => m.template === 'passwordReset')!;
      const token = tokenIn(reset, '/marketplace/reset-password');

      const wrongAudience = await post('/v2/password-recovery/reset', { token, password: NEW_PASSWORD });
      expect(wrongAudience.statusCode).toBe(400);
      expect(wrongAudience.json().details.field).toBe('token');

      const res = await post('/v2/login/user/reset-password/rental-place', { token, password: NEW_PASSWORD });
      expect(res.json()).toEqual({ ok: true });
      expect((await marketplaceLogin(email, PASSWORD)).statusCode).toBe(401);
      const after = await marketplaceLogin(email, NEW_PASSWORD);
      expect(after.json()).toMatchObject({ connectTo: 'rental_place', account: { email } });
      const old = await app.inject({
        method: 'GET',
        url: '/v2/rental-place-user/me',
        headers: { 'x-access-token': before },
      });
      expect(old.statusCode).toBe(401);
    });
  });
});
