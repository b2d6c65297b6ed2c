import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('GET /v2/health/ping', async () => {
  const { app, clock } = await createTestApp();

  it('answers ok with the database up and the current time', async () => {
    clock.set('2026-03-01T08:00:00Z');
    const res = await app.inject({ method: 'GET', url: '/v2/health/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', time: '2026-03-01T08:00:00.000Z' });
  });

  it('answers the error shape for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'routeNotFound' });
    expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
