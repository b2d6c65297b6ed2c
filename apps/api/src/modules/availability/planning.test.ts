import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { getWithQuery } from '../../../test/factories/availability.ts';
import { makeProduct, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';

type PlanningUnit = { id: string; qrCodeValue: string; inService: boolean; downs: { start: string; reason: string }[] };
type PlanningProduct = {
  id: string;
  name: string;
  stockMode: string;
  capacity: number;
  units: PlanningUnit[];
  perDay: { day: string; held: number; free: number }[];
};
type InsideRangeOrder = { id: string; number: number; units: { subProductId: string; status: string }[] };

describe('GET /v2/product-availability/lcd/planning', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-07-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const { product: scooter, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Scooter' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  const theirs = await makeProductWithUnits(app, other.headers, 3, { name: 'Scooter' });

  const planning = async (query: Record<string, unknown>, headers = shop.headers) => {
    const res = await getWithQuery(app, headers, '/product-availability/lcd/planning', query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { days: string[]; timeZone: string; products: PlanningProduct[] };
  };
  const productIn = (body: { products: PlanningProduct[] }, id: string) => body.products.find((p) => p.id === id);
  const bookScooter = (startDate: string, endDate: string) =>
    makeOrder(app, shop.headers, {
      startDate,
      endDate,
      products: [{ productId: scooter.id, quantity: 1, subProductIds: [units[0].id] }],
    });

  it('lists a unit handed out and returned with both of its bookings, in the rows and in the orders of the range', async () => {
    const first = await bookScooter('2026-07-06T09:00', '2026-07-07T18:00');
    clock.set('2026-07-06T07:30:00Z');
    expect((await api.readyToGo(first.id)).status).toBe(200);
    clock.set('2026-07-07T15:00:00Z');
    const back = await api.returnProducts(first.id, { qrCodeValues: [units[0].qrCodeValue] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const second = await bookScooter('2026-07-09T09:00', '2026-07-10T18:00');

    const body = await planning({ startDate: '2026-07-06', endDate: '2026-07-19' });
    expect(body.days).toHaveLength(14);
    expect(body.days[0]).toBe('2026-07-06');
    const row = productIn(body, scooter.id)!;
    expect(row).toMatchObject({ name: 'Scooter', stockMode: 'SERIALIZED', capacity: 2, perDay: [] });
    expect(row.units.map((u) => u.id).sort()).toEqual(units.map((u: { id: string }) => u.id).sort());

    // the "units not used yet" read no longer has it: it is not a source of rows
    const unused = await app.inject({
      method: 'POST',
      url: '/v2/products/subProductWithoutEvents',
      headers: shop.headers,
      payload: { productIds: [scooter.id] },
    });
    expect(unused.json().map((u: { id: string }) => u.id)).toEqual([units[1].id]);

    const range = await getWithQuery(app, shop.headers, '/order/insideRange', {
      startDate: '2026-07-06',
      endDate: '2026-07-19',
    });
    const onUnit = (range.body.orders as InsideRangeOrder[])
      .filter((o) => o.units.some((u) => u.subProductId === units[0].id))
      .map((o) => [o.number, o.units[0].status]);
    expect(onUnit).toEqual([
      [first.number, 'ENDED'],
      [second.number, 'WAITING'],
    ]);
  });

  it("never shows another company's products or units, even when asked for by id", async () => {
    const mine = await planning({ startDate: '2026-07-06', endDate: '2026-07-12' });
    const ids = mine.products.flatMap((p) => [p.id, ...p.units.map((u) => u.id)]);
    expect(ids).not.toContain(theirs.product.id);
    for (const unit of theirs.units) expect(ids).not.toContain(unit.id);
    const asked = await planning({ startDate: '2026-07-06', endDate: '2026-07-12', productIds: theirs.product.id });
    expect(asked.products).toEqual([]);
    const theirView = await planning({ startDate: '2026-07-06', endDate: '2026-07-12' }, other.headers);
    expect(theirView.products.map((p) => p.id)).toEqual([theirs.product.id]);
    expect(theirView.products[0].units).toHaveLength(3);
  });

  it('counts quantity products per day, a late return held until it is back', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-07-13T09:00',
      endDate: '2026-07-14T18:00',
      products: [{ productId: helmets.id, quantity: 3 }],
    });
    await makeOrder(app, shop.headers, {
      startDate: '2026-07-14T09:00',
      endDate: '2026-07-14T12:00',
      products: [{ productId: helmets.id, quantity: 1 }],
    });
    clock.set('2026-07-13T07:30:00Z');
    expect((await api.readyToGo(order.id)).status).toBe(200);
    clock.set('2026-07-16T10:00:00Z'); // two days past its end, not back
    const body = await planning({ startDate: '2026-07-12', endDate: '2026-07-17', productIds: helmets.id });
    expect(body.products).toHaveLength(1);
    const [row] = body.products;
    expect(row).toMatchObject({ stockMode: 'QUANTITY', capacity: 5, units: [] });
    expect(row.perDay.map((d) => [d.day, d.held, d.free])).toEqual([
      ['2026-07-12', 0, 5],
      ['2026-07-13', 3, 2],
      ['2026-07-14', 4, 1],
      ['2026-07-15', 3, 2],
      ['2026-07-16', 3, 2],
      ['2026-07-17', 3, 2],
    ]);
  });

  it('shows downtime with its reason, and a unit out of service only while it has a booking', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const { product, units: bikes } = await makeProductWithUnits(app, shop.headers, 3, { name: 'VTT' });
    const down = await app.inject({
      method: 'POST',
      url: `/v2/products/setUnavailabilityDates/LCD/${product.id}/${bikes[0].id}`,
      headers: shop.headers,
      payload: { periods: [{ start: '2026-07-21T08:00:00Z', end: '2026-07-23T16:00:00Z', reason: 'Révision' }] },
    });
    expect(down.statusCode, down.body).toBe(200);
    await makeOrder(app, shop.headers, {
      startDate: '2026-07-22T09:00',
      endDate: '2026-07-22T18:00',
      products: [{ productId: product.id, quantity: 1, subProductIds: [bikes[1].id] }],
    });
    for (const unit of [bikes[1], bikes[2]]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/v2/sub-products/${unit.id}`,
        headers: shop.headers,
        payload: { inService: false },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const during = productIn(await planning({ startDate: '2026-07-20', endDate: '2026-07-26' }), product.id)!;
    expect(during.capacity).toBe(1);
    const byId = new Map(during.units.map((u) => [u.id, u]));
    expect([...byId.keys()].sort()).toEqual([bikes[0].id, bikes[1].id].sort());
    expect(byId.get(bikes[1].id)?.inService).toBe(false);
    expect(byId.get(bikes[0].id)?.downs).toEqual([
      { start: '2026-07-21T08:00:00.000Z', end: '2026-07-23T16:00:00.000Z', reason: 'Révision' },
    ]);
    const later = productIn(await planning({ startDate: '2026-08-03', endDate: '2026-08-09' }), product.id)!;
    expect(later.units.map((u) => [u.id, u.downs.length])).toEqual([[bikes[0].id, 0]]);
  });

  it('filters by category and refuses a window that is backwards, too long or not days', async () => {
    const none = await planning({
      startDate: '2026-07-06',
      endDate: '2026-07-12',
      categoryId: '0190a5a0-0000-7000-8000-000000000000',
    });
    expect(none.products).toEqual([]);
    for (const [query, field] of [
      [{ startDate: '2026-07-12', endDate: '2026-07-06' }, 'endDate'],
      [{ startDate: '2026-07-01', endDate: '2026-09-30' }, 'endDate'],
      [{ startDate: '2026-07-01T09:00:00Z', endDate: '2026-07-02' }, 'startDate'],
      [{ startDate: '2026-07-01', endDate: '2026-07-02', productIds: 'nope' }, 'productIds'],
    ] as const) {
      const res = await getWithQuery(app, shop.headers, '/product-availability/lcd/planning', query);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });
});
