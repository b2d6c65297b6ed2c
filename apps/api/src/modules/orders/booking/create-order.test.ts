import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeShop } from '../../../../test/factories.ts';

describe('POST /v2/order/createOrder', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTT' });
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/v2/order/createOrder', headers: shop.headers, payload });

  it('books, prices and holds the stock; the third bike over the same days is refused with 409', async () => {
    const first = await post({
      startDate: '2026-07-11T09:00',
      endDate: '2026-07-12T18:00',
      customer: { firstName: 'Léa', lastName: 'Morel', email: 'lea@example.test' },
      products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json();
    expect(order).toMatchObject({
      number: 1,
      status: 'TO_COME',
      type: 'ORDER',
      customer: { displayName: 'Léa Morel' },
    });
    expect(order.totalTTC).toBeGreaterThan(0);
    expect(order.units).toHaveLength(1);
    const second = await post({
      startDate: '2026-07-12T09:00',
      endDate: '2026-07-13T18:00',
      products: [{ productId: product.id, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const third = await post({
      startDate: '2026-07-12T10:00',
      endDate: '2026-07-12T12:00',
      products: [{ productId: product.id, quantity: 1 }],
    });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'notAvailable',
      details: { conflicts: [{ productId: product.id, requested: 1, available: 0 }] },
    });
    expect(third.json().details.conflicts[0].nextFreeAt).toBe('2026-07-12T16:00:00.000Z');
  });

  it('takes quantity stock', async () => {
    const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 3 });
    const ok = await post({
      startDate: '2026-08-01',
      endDate: '2026-08-02',
      products: [{ productId: helmets.id, quantity: 3 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const no = await post({
      startDate: '2026-08-01',
      endDate: '2026-08-02',
      products: [{ productId: helmets.id, quantity: 1 }],
    });
    expect(no.statusCode).toBe(409);
  });

  it('answers what a later read shows: customer, lines, holds, message, delivery in major units', async () => {
    const created = await post({
      startDate: '2026-09-05T09:00',
      endDate: '2026-09-06T18:00',
      customer: { firstName: 'Noé', lastName: 'Petit', email: 'noe@example.test' },
      products: [{ productId: product.id, quantity: 1 }],
      delivery: { departure: { address: '3 rue du Lac', price: 15 }, arrival: null },
      message: 'Two child seats please',
      notes: 'Regular',
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json();
    expect(order.delivery).toEqual({
      departure: { address: '3 rue du Lac', price: 15, at: null },
      arrival: null,
      status: null,
    });
    expect(order.messages).toMatchObject([{ body: 'Two child seats please', author: 'SHOP' }]);
    // the explanation's codes, stored with the order, as its texts run: the lines' total, then delivery (cents)
    expect(order.summary.map((step: { code: string }) => step.code)).toEqual(['subtotal', 'total', 'delivery']);
    expect(order.summary[1].params.ttc).toBe(Math.round(order.totalTTC * 100) - 1500);
    expect(order.summary[2]).toEqual({ code: 'delivery', params: { amount: 1500 } });
    const read = await app.inject({ method: 'GET', url: `/v2/order/${order.id}`, headers: shop.headers });
    expect(read.json()).toEqual(order);
  });

  it('refuses a shop discount larger than the order, naming it and the most it can be; the whole order may go', async () => {
    const period = { startDate: '2026-09-21T09:00', endDate: '2026-09-21T18:00' };
    const line = { products: [{ productId: product.id, quantity: 1 }] };
    const full = await post({ ...period, ...line });
    const total = full.json().totalTTC;
    const tooMuch = await post({ ...period, ...line, discount: total + 0.01 });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'discountTooLarge', details: { field: 'discount', max: total } });
    const free = await post({ ...period, ...line, discount: total });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ totalTTC: 0, manualDiscount: total });
    const change = await app.inject({
      method: 'PUT',
      url: `/v2/order/updateOrder/${free.json().id}`,
      headers: shop.headers,
      payload: { ...period, ...line, discount: total * 2 },
    });
    expect(change.statusCode, change.body).toBe(400);
    expect(change.json()).toMatchObject({ code: 'discountTooLarge', details: { field: 'discount' } });
  });

  it('reads a date alone as the whole day of the shop: from its first instant to the next midnight', async () => {
    const res = await post({
      startDate: '2026-10-05',
      endDate: '2026-10-06',
      products: [{ productId: product.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // the shop is in Paris (UTC+2 in October): two whole days
    expect(res.json()).toMatchObject({ startDate: '2026-10-04T22:00:00.000Z', endDate: '2026-10-06T22:00:00.000Z' });
  });

  it('refuses orders before 2000 or after 2100 without storing anything', async () => {
    for (const [startDate, endDate] of [
      ['1900-01-01T09:00', '1900-01-02T09:00'],
      ['9999-01-01', '9999-01-02'],
    ]) {
      const res = await post({ startDate, endDate, products: [{ productId: product.id, quantity: 1 }] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'startDate' } });
    }
  });
});
