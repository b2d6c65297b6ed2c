import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeCompany, makeEmployee, makeShop, PASSWORD } from '../../../test/factories.ts';
import { upsertMembership } from '../employees/repository.ts';

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----hirebase${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the logged-in user', async () => {
  const { app, db } = await createTestApp();
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-access-token': token }, payload });
  const uploadPicture = (token: string, field: string, name: string, type: string, data: Buffer) => {
    const { payload, headers } = multipart(field, name, type, data);
    return app.inject({
      method: 'POST',
      url: '/v2/user/uploadUserImg',
      headers: { ...headers, 'x-access-token': token },
      payload,
    });
  };

  it('GET /user/me answers the user, the company, every company and the membership', async () => {
    const { company, manager, token } = await makeShop(app, db);
    const second = await makeCompany(db);
    await upsertMembership(db, {
      companyId: second.id,
      userId: manager.id,
      isManager: false,
      access: normalizeAccess({}),
    });
    const res = await call('GET', '/v2/user/me', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: manager.id, email: manager.email, role: 'manager', pictureUrl: null });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.company).toMatchObject({ id: company.id, name: company.name, slug: company.slug });
    expect(body.companies).toEqual([
      { id: company.id, name: company.name, slug: company.slug, isManager: true },
      { id: second.id, name: second.name, slug: second.slug, isManager: false },
    ]);
    expect(body.membership).toEqual({ isManager: true, access: fullAccess() });
    expect(body.impersonatedBy).toBeNull();
  });

  it('PUT /user/me updates the profile and refuses an unknown language', async () => {
    const { manager, token } = await makeShop(app, db);
    const res = await call('PUT', '/v2/user/me', token, {
      firstName: 'Camille',
      phone: '+33 6 12 34 56 78',
      language: 'en',
    });
    expect(res.json()).toMatchObject({
      id: manager.id,
      firstName: 'Camille',
      lastName: manager.lastName,
      phone: '+33 6 12 34 56 78',
      language: 'en',
    });
    expect((await call('GET', '/v2/user/me', token)).json().user.firstName).toBe('Camille');

    const bad = await call('PUT', '/v2/user/me', token, { language: 'klingon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.field).toBe('language');
    const unknownField = await call('PUT', '/v2/user/me', token, { role: 'admin' });
    expect(unknownField.statusCode).toBe(400);
    expect((await call('GET', '/v2/user/me', token)).json().user).toMatchObject({ language: 'en', role: 'manager' });
  });

  it('PUT /user/password checks the current password, keeps this session and ends the others', async () => {
    const { manager, token } = await makeShop(app, db);
    const other = await login(app, manager.email);
    const wrong = await call('PUT', '/v2/user/password', token, {
      currentPassword: 'not-it-at-all',
      newPassword: 'new-password-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.field).toBe('currentPassword');
    const short = await call('PUT', '/v2/user/password', token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.json().details.field).toBe('newPassword');
    expect((await call('GET', '/v2/user/me', other)).statusCode).toBe(200);

    const ok = await call('PUT', '/v2/user/password', token, {
      currentPassword: PASSWORD,
      newPassword: 'new-password-123',
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await call('GET', '/v2/user/me', token)).statusCode).toBe(200);
    const ended = await call('GET', '/v2/user/me', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('sessionExpired');
    expect(await login(app, manager.email, 'new-password-123')).toBeTruthy();
  });

  it('GET /user/myAccess lists the modules an employee may use', async () => {
    const { company } = await makeShop(app, db);
    const clerk = await makeEmployee(db, company.id, { access: { orders: 'write', customers: 'read' } });
    const res = await call('GET', '/v2/user/myAccess', await login(app, clerk.email));
    expect(res.json()).toEqual({
      isManager: false,
      access: normalizeAccess({ orders: 'write', customers: 'read' }),
      modules: ['orders', 'customers'],
    });
  });

  it('keeps a picture re-drawn by the server, served to whoever sees the user and to nobody else', async () => {
    const { company, manager, token } = await makeShop(app, db);
    // a real PNG carrying a page after its end: the image survives, the page does not
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await uploadPicture(token, 'file', 'me.png', 'image/png', polyglot);
    expect(res.statusCode, res.body).toBe(200);
    const { pictureUrl } = res.json();
    expect(pictureUrl).toMatch(new RegExp(`^/v2/user/picture/${manager.id}\\?v=\\d+$`));
    expect((await call('GET', '/v2/user/me', token)).json().user.pictureUrl).toBe(pictureUrl);

    const own = await call('GET', pictureUrl, token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(own.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(own.rawPayload.includes(Buffer.from('<script'))).toBe(false);

    // a colleague and an administrator see it
    const colleague = await makeEmployee(db, company.id, { access: { orders: 'read' } });
    expect((await call('GET', pictureUrl, await login(app, colleague.email))).statusCode).toBe(200);
    const { token: adminToken } = await makeAdmin(app, db);
    expect((await call('GET', pictureUrl, adminToken)).statusCode).toBe(200);
    // staff of another company get the 404 of a user without a picture
    const { token: stranger } = await makeShop(app, db);
    const hidden = await call('GET', pictureUrl, stranger);
    const none = await call('GET', `/v2/user/picture/${colleague.id}`, token);
    expect(hidden.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(hidden.json().code).toBe(none.json().code);
    expect((await app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(401);
  });

  it('refuses a file that starts like an image but is none', async () => {
    const { token } = await makeShop(app, db);
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await uploadPicture(token, 'file', 'me.png', 'image/png', fake);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('file');
    expect((await call('GET', '/v2/user/me', token)).json().user.pictureUrl).toBeNull();
  });

  it('refuses a file that is not an image, and a body that is not multipart', async () => {
    const { token } = await makeShop(app, db);
    for (const [name, type, data] of [
      ['notes.txt', 'text/plain', Buffer.from('hello')],
      // the claimed type is not what counts: these bytes are a page with a script
      ['me.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
    ] as const) {
      const res = await uploadPicture(token, 'file', name, type, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.field).toBe('file');
    }
    const missing = await uploadPicture(token, 'avatar', 'me.png', 'image/png', PNG);
    expect(missing.json().details.field).toBe('file');
    expect((await call('GET', '/v2/user/me', token)).json().user.pictureUrl).toBeNull();
    const json = await call('POST', '/v2/user/uploadUserImg', token, { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('answers 503 integrationNotConfigured for the community platform token', async () => {
    const { token } = await makeShop(app, db);
    const res = await call('GET', '/v2/user/createTokenMeltingSpot', token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'integrationNotConfigured',
      details: { integration: expect.stringContaining('Melting Spot') },
    });
  });
});
