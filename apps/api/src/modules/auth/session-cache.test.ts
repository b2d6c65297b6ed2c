import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeEmployee, makeShop, PASSWORD } from '../../../test/factories.ts';

/**
 * Sessions and the rows they join are kept in the API process between requests; a session ended by any means is
 * refused on the very next request all the same.
 */
describe('kept sessions', async () => {
  const { app, db } = await createTestApp();
  const { headers: adminHeaders } = await makeAdmin(app, db);
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  const me = async (token: string) => (await call('GET', '/user/me', token)).statusCode;
  const warm = async (token: string) => {
    for (let i = 0; i < 3; i++) expect(await me(token)).toBe(200);
  };

  it('are kept while nothing changes: repeated requests are answered from memory', async () => {
    const { token } = await makeShop(app, db);
    const before = app.deps.cache.size;
    await warm(token);
    expect(app.deps.cache.live).toBe(true);
    expect(app.deps.cache.size).toBeGreaterThan(before);
  });

  it('refuse a logged-out session on the next request, by token and by cookie', async () => {
    const { manager, token } = await makeShop(app, db);
    await warm(token);
    expect((await call('POST', '/login/disconnect', token)).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    const cookie = await app.inject({ method: 'GET', url: '/v2/user/me', headers: { cookie: `hb_session=${token}` } });
    expect(cookie.statusCode).toBe(401);
    expect(await me(await login(app, manager.email))).toBe(200);
  });

  it('refuse the other sessions of a user who changed their password, at once', async () => {
    const { manager, token } = await makeShop(app, db);
    const other = await login(app, manager.email);
    await warm(token);
    await warm(other);
    const changed = await call('PUT', '/user/password', token, {
      currentPassword: PASSWORD,
      newPassword: 'another-long-passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await me(other)).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it('refuse the session of a removed employee at once, and answer the new access of a changed one', async () => {
    const { company, headers } = await makeShop(app, db);
    const removed = await makeEmployee(db, company.id, { access: { orders: 'read' } });
    const changed = await makeEmployee(db, company.id, { access: { orders: 'read' } });
    const removedToken = await login(app, removed.email);
    const changedToken = await login(app, changed.email);
    for (const token of [removedToken, changedToken]) {
      expect((await call('GET', '/user/myAccess', token)).json().access.orders).toBe('read');
    }
    const removal = await app.inject({ method: 'DELETE', url: `/v2/employee/delete/${removed.id}`, headers });
    expect(removal.statusCode).toBe(200);
    expect((await call('GET', '/user/myAccess', removedToken)).statusCode).toBe(401);

    const update = await app.inject({
      method: 'PUT',
      url: `/v2/admin/company/employee/${company.id}/${changed.id}`,
      headers: adminHeaders,
      payload: { isManager: false, access: { orders: 'none' } },
    });
    expect(update.statusCode).toBe(200);
    expect((await call('GET', '/user/myAccess', changedToken)).json().access.orders).toBe('none');
  });

  it('refuse the sessions of a user an administrator deactivated, or whose password they set, at once', async () => {
    const { manager, token } = await makeShop(app, db);
    await warm(token);
    const setPassword = await app.inject({
      method: 'PUT',
      url: '/v2/admin/user/updatePassword',
      headers: adminHeaders,
      payload: { userId: manager.id, password: 'another-long-passphrase' },
    });
    expect(setPassword.statusCode).toBe(200);
    expect(await me(token)).toBe(401);

    const second = await makeShop(app, db);
    await warm(second.token);
    const deactivate = await app.inject({
      method: 'PUT',
      url: '/v2/admin/user/updateUserIsAccountActivated',
      headers: adminHeaders,
      payload: { userId: second.manager.id, isAccountActivated: false },
    });
    expect(deactivate.statusCode).toBe(200);
    expect(await me(second.token)).toBe(401);
  });

  it('drop what another process changed as soon as its commit is announced', async () => {
    const { manager, token } = await makeShop(app, db);
    await warm(token);
    // another process: its own connection, writing straight to the table
    const other = new pg.Client(db.$client.options);
    await other.connect();
    try {
      await other.query('update sessions set revoked_at = now() where user_id = $1', [manager.id]);
    } finally {
      await other.end();
    }
    let status = await me(token);
    for (let i = 0; i < 50 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = await me(token);
    }
    expect(status).toBe(401);
  });
});
