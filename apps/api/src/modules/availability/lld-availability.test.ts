import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder, getWithQuery } from '../../../test/factories/availability.ts';
import { makePack, makeProduct, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

type Month = { month: string; items: { id: string; available: number }[] };

describe('GET /v2/product-availability/lld', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-10T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const lld = (query: Record<string, unknown>, headers = shop.headers) =>
    getWithQuery(app, headers, '/product-availability/lld', query);
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 3, {
    name: 'Vélo longue durée',
    isLLD: true,
    lldMonthlyPrice: 45,
  });
  await makeProduct(app, shop.headers, { name: 'Court terme seulement' });
  const pack = await makePack(app, shop.headers, {
    name: 'Pack LLD',
    isLLD: true,
    items: [{ productId: bike.id, quantity: 2 }],
  });
  // one unit leased over August (a long-term unavailability), one short-term booking on 15 September
  await app.inject({
    method: 'POST',
    url: `/v2/products/setUnavailabilityDates/LLD/${bike.id}/${units[0].id}`,
    headers: shop.headers,
    payload: { periods: [{ start: '2027-07-31T22:00:00Z', end: '2027-08-31T22:00:00Z' }] },
  });
  await app.inject({
    method: 'POST',
    url: `/v2/products/setUnavailabilityDates/LCD/${bike.id}/${units[1].id}`,
    headers: shop.headers,
    payload: { periods: [{ start: '2027-07-01T00:00:00Z', end: '2027-10-01T00:00:00Z' }] },
  });
  await bookOrder(app, shop.headers, {
    startDate: '2027-09-15T09:00',
    endDate: '2027-09-16T18:00',
    products: [{ productId: bike.id, quantity: 1 }],
  });

  it('rounds out to whole months and counts each month, with long-term unavailability and every hold', async () => {
    const res = await lld({ startDate: '2027-07-12', endDate: '2027-09-20' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      startDate: '2027-06-30T22:00:00.000Z',
      endDate: '2027-09-30T22:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Vélo longue durée', 'Pack LLD']);
    expect(res.body.items[0]).toMatchObject({ kind: 'product', total: 3, available: 2, bookable: true });
    expect(res.body.items[1]).toMatchObject({ kind: 'pack', id: pack.id, total: 1, available: 1, bookable: true });
    expect((res.body.months as Month[]).map((m) => [m.month, m.items.map((i) => i.available)])).toEqual([
      ['2027-07', [3, 1]],
      ['2027-08', [2, 1]],
      ['2027-09', [2, 1]],
    ]);
  });

  it('takes months, a day as its whole month (an end day is included), one month by default', async () => {
    const months = await lld({ startDate: '2027-08', endDate: '2027-09', focusItemIds: bike.id });
    expect(months.body).toMatchObject({ startDate: '2027-07-31T22:00:00.000Z', endDate: '2027-09-30T22:00:00.000Z' });
    const firstOfMonth = await lld({ startDate: '2027-08-01', endDate: '2027-09-01', focusItemIds: bike.id });
    expect(firstOfMonth.body.months.map((m: Month) => m.month)).toEqual(['2027-08', '2027-09']);
    const lastOfMonth = await lld({ startDate: '2027-08-15', endDate: '2027-08-31', focusItemIds: bike.id });
    expect(lastOfMonth.body.months.map((m: Month) => m.month)).toEqual(['2027-08']);
    const current = await lld({ focusItemIds: bike.id, nbItems: 3 });
    expect(current.body).toMatchObject({ startDate: '2027-05-31T22:00:00.000Z', endDate: '2027-06-30T22:00:00.000Z' });
    expect(current.body.items[0]).toMatchObject({ available: 3, bookable: true, nextFreeAt: null });
    const three = await lld({ startDate: '2027-08', focusItemIds: bike.id, nbItems: 3 });
    expect(three.body.items[0]).toMatchObject({
      available: 2,
      bookable: false,
      nextFreeAt: '2027-09-16T16:00:00.000Z',
    });
  });

  it('answers 400 naming the field for a bad value or another shop item', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2027-13' }, 'startDate'],
      [{ startDate: '2027-02-30' }, 'startDate'],
      [{ startDate: '2027-09', endDate: '2027-08' }, 'endDate'],
      [{ startDate: '2027-09', endDate: '2031-01' }, 'endDate'],
      [{ startDate: '2027-09-01T10:00' }, 'startDate'],
      [{ nbItems: 0 }, 'nbItems'],
      [{ focusItemIds: 'x' }, 'focusItemIds'],
    ];
    for (const [query, field] of cases) {
      const res = await lld(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.details.field, JSON.stringify(query)).toBe(field);
    }
    const foreign = await lld({ focusItemIds: bike.id }, other.headers);
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.field).toBe('focusItemIds');
  });
});
