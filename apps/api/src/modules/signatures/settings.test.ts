import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('the signature settings of a company', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const viewer = await makeEmployee(db, shop.company.id, { access: { settings: 'read' } });
  const viewerHeaders = { 'x-access-token': await login(app, viewer.email) };
  const call = (method: 'GET' | 'PUT', headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: '/v2/company-signatures/settings', headers, ...(payload ? { payload } : {}) });

  it('asks for the mailed code once switched on, for this company only, by those who may change settings', async () => {
    expect((await call('GET', shop.headers)).json()).toEqual({ requireEmailCode: false });
    expect((await call('PUT', viewerHeaders, { requireEmailCode: true })).statusCode).toBe(403);
    const bad = await call('PUT', shop.headers, { requireEmailCode: 'yes' });
    expect([bad.statusCode, bad.json().details.field]).toEqual([400, 'requireEmailCode']);
    const saved = await call('PUT', shop.headers, { requireEmailCode: true });
    expect(saved.json()).toEqual({ requireEmailCode: true });
    expect((await call('GET', viewerHeaders)).json()).toEqual({ requireEmailCode: true });
    expect((await call('GET', other.headers)).json()).toEqual({ requireEmailCode: false });
    await call('PUT', shop.headers, { requireEmailCode: false });
    expect((await call('GET', shop.headers)).json()).toEqual({ requireEmailCode: false });
  });
});
