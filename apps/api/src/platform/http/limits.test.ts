import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

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
