import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeAdmin, makeShop } from '../../../test/factories.ts';

const MAILBOX = '/v2/dev/mailbox';

describe('development mailbox', async () => {
  const off = await createTestApp();
  const on = await createTestApp({ DEV_MAILBOX: '1' });

  const askReset = (app: typeof on.app, email: string) =>
    app.inject({ method: 'POST', url: '/v2/password-recovery/send-email', payload: { email } });

  it('is refused to everyone but platform administrators, as if it did not exist', async () => {
    const { manager, token } = await makeShop(on.app, on.db);
    await askReset(on.app, manager.email);
    for (const headers of [{}, { 'x-access-token': token }, { 'x-access-token': 'not-a-session' }]) {
      const res = await on.app.inject({ method: 'GET', url: MAILBOX, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'routeNotFound' });
      expect(res.body).not.toContain('reset-password');
    }
  });

  it('shows an administrator the outbox, reset links included', async () => {
    const { manager } = await makeShop(on.app, on.db);
    await askReset(on.app, manager.email);
    const { headers } = await makeAdmin(on.app, on.db);
    const res = await on.app.inject({ method: 'GET', url: `${MAILBOX}?to=${manager.email}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ to: manager.email, template: 'passwordReset', status: 'outbox' }),
    ]);
    expect(res.json().items[0].text).toContain('/reset-password?token=');
  });

  it('does not exist without DEV_MAILBOX, even for an administrator', async () => {
    const { manager } = await makeShop(off.app, off.db);
    await askReset(off.app, manager.email);
    const { headers } = await makeAdmin(off.app, off.db);
    for (const h of [{}, headers]) {
      const res = await off.app.inject({ method: 'GET', url: MAILBOX, headers: h });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'routeNotFound' });
    }
  });
});
