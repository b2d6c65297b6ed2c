import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('GET and PUT /v2/company/orderSettings', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const call = (method: 'GET' | 'PUT', headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: '/v2/company/orderSettings', headers, ...(payload ? { payload } : {}) });

  it('answers the defaults, then changes only what is given', async () => {
    expect((await call('GET', shop.headers)).json()).toEqual({
      autoCancelMinutes: 30,
      quickOrderModes: {
        booking: 'QR_SCANNING',
        bookingUpdate: 'QR_SCANNING',
        exchange: 'QR_SCANNING',
        readyToGo: 'QR_SCANNING',
        return: 'QR_SCANNING',
      },
    });
    const res = await call('PUT', shop.headers, { autoCancelMinutes: 90, quickOrderModes: { return: 'MANUAL' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      autoCancelMinutes: 90,
      quickOrderModes: {
        booking: 'QR_SCANNING',
        bookingUpdate: 'QR_SCANNING',
        exchange: 'QR_SCANNING',
        readyToGo: 'QR_SCANNING',
        return: 'MANUAL',
      },
    });
    const again = await call('PUT', shop.headers, { quickOrderModes: { booking: 'MANUAL' } });
    expect(again.json()).toMatchObject({
      autoCancelMinutes: 90,
      quickOrderModes: { booking: 'MANUAL', return: 'MANUAL' },
    });
    expect((await call('GET', shop.headers)).json()).toEqual(again.json());
    expect((await call('GET', other.headers)).json().autoCancelMinutes).toBe(30);
  });

  it('refuses values out of bounds and unknown modes', async () => {
    for (const payload of [
      { autoCancelMinutes: 4 },
      { autoCancelMinutes: 10_081 },
      { quickOrderModes: { booking: 'CAMERA' } },
      { quickOrderModes: { teleport: 'MANUAL' } },
    ]) {
      expect((await call('PUT', shop.headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('is read by every employee (the counter starts in these modes) and changed with the settings access', async () => {
    const counter = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const headers = { 'x-access-token': await login(app, counter.email) };
    expect((await call('GET', headers)).statusCode).toBe(200);
    expect((await call('PUT', headers, { autoCancelMinutes: 60 })).statusCode).toBe(403);
  });
});
