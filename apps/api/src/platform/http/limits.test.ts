import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop } from '../../../test/factories.ts';

describe('request limits and malformed requests', async () => {
  const { app } = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  const login = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/v2/login/user/login/dashboard',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers 413 to a body over the limit, in the error shape', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'payloadTooLarge' });
  });

  it('answers 400 to JSON that does not parse', async () => {
    const res = await login('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('badRequest');
  });

  it('answers 415 to a content type the API does not read', async () => {
    const res = await login('email=a@b.test', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupportedMediaType');
  });

  it('answers 400 naming an undeclared body property', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.test', password: 'secret-pass', role: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'role', in: 'body' } });
  });

  it('echoes the request id in the x-request-id header and the error body', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/user/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(res.json().requestId);
  });
});

describe('JSON bodies are validated as sent, without type coercion', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const put = (payload: object) => app.inject({ method: 'PUT', url: '/v2/user/me', headers: shop.headers, payload });

  it('keeps null as null for a nullable text field', async () => {
    expect((await put({ phone: '+33 6 00 00 00 00' })).json().phone).toBe('+33 6 00 00 00 00');
    const res = await put({ phone: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBeNull();
  });

  it('refuses a number where text is expected instead of converting it', async () => {
    const res = await put({ firstName: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('firstName');
  });
});

describe('a JSON request with an empty body', async () => {
  const { app, db } = await createTestApp();
  const json = { 'content-type': 'application/json' };
  const send = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...json, ...headers }, payload });

  it('is read as no body: logging out with that header works and ends the session', async () => {
    const shop = await makeShop(app, db);
    const res = await send('POST', '/v2/login/disconnect', '', shop.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url: '/v2/user/me', headers: shop.headers })).statusCode).toBe(401);
  });

  it('reads as {} where every field is optional, white space included', async () => {
    const shop = await makeShop(app, db);
    for (const payload of ['', '  \n']) {
      const res = await send('PUT', '/v2/user/me', payload, shop.headers);
      expect(res.statusCode, payload).toBe(200);
      expect(res.json().email).toBe(shop.manager.email);
    }
  });

  it('answers 400 naming the body where one is required', async () => {
    const res = await send('POST', '/v2/login/user/login/dashboard', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'body', in: 'body' } });
  });

  it('still refuses JSON that does not parse, and prototype poisoning', async () => {
    for (const payload of ['{', '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}']) {
      const res = await send('POST', '/v2/login/user/login/dashboard', payload);
      expect(res.statusCode, payload).toBe(400);
    }
  });
});
