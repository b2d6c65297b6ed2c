import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct, makeProductModel, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { productVerticaleCategories } from '../catalogue/tables.ts';

type Headers = Record<string, string>;

// 10:00 in Paris on Friday 10 July 2026.
const NOW = '2026-07-10T08:00:00.000Z';

describe('GET /v2/dashboard/home', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db, { timezone: 'Europe/Paris' });
  const other = await makeShop(app, db, { timezone: 'Europe/Paris' });
  const api = ordersApi(app, shop.headers);
  const inject = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Headers = shop.headers,
  ) => app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });

  const [bikeCategory, helmetCategory] = await db
    .select()
    .from(productVerticaleCategories)
    .where(eq(productVerticaleCategories.verticale, 'BIKE'))
    .limit(2);
  const bikeModel = await makeProductModel(app, shop.headers, { categoryId: bikeCategory.id });
  const helmetModel = await makeProductModel(app, shop.headers, { name: 'Helmet', categoryId: helmetCategory.id });
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 5, {
    name: 'VTT',
    productModelId: bikeModel.id,
  });
  const helmets = await makeProduct(app, shop.headers, {
    name: 'Casque',
    stockMode: 'QUANTITY',
    quantity: 10,
    productModelId: helmetModel.id,
  });
  // Unit 4 out of service; unit 5 in service but in the workshop until tomorrow.
  await inject('PATCH', `/sub-products/${units[3].id}`, { inService: false });
  await inject('POST', `/products/setUnavailabilityDates/LCD/${bike.id}/${units[4].id}`, {
    periods: [{ start: '2026-07-09T08:00:00Z', end: '2026-07-11T18:00:00Z', reason: 'Révision' }],
  });

  const bikeOrder = (unit: number, startDate: string, endDate: string) =>
    makeOrder(app, shop.headers, {
      startDate,
      endDate,
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[unit].id] }],
    });
  const helmetOrder = (quantity: number, startDate: string, endDate: string, values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate,
      endDate,
      products: [{ productId: helmets.id, quantity }],
      ...values,
    });
  const handOut = async (order: { id: string }) => expect((await api.readyToGo(order.id)).status).toBe(200);

  const departure = await helmetOrder(2, '2026-07-10T14:00', '2026-07-11T18:00');
  const gone = await bikeOrder(0, '2026-07-10T09:00', '2026-07-12T18:00');
  await handOut(gone);
  const back = await bikeOrder(1, '2026-07-08T09:00', '2026-07-10T17:00');
  await handOut(back);
  const late = await bikeOrder(2, '2026-07-05T09:00', '2026-07-09T18:00');
  await handOut(late);
  const dueThisMorning = await helmetOrder(1, '2026-07-08T09:00', '2026-07-10T09:00');
  await handOut(dueThisMorning);
  const noShow = await helmetOrder(1, '2026-07-08T09:00', '2026-07-09T18:00');
  const returned = await helmetOrder(1, '2026-07-05T09:00', '2026-07-09T18:00');
  await handOut(returned);
  expect((await api.returnProducts(returned.id, { quantities: [{ productId: helmets.id, quantity: 1 }] })).status).toBe(
    200,
  );
  const cancelled = await helmetOrder(1, '2026-07-10T15:00', '2026-07-11T15:00');
  expect((await api.cancel(cancelled.id)).status).toBe(200);
  await helmetOrder(1, '2026-07-11T09:00', '2026-07-12T09:00', { isRequest: true });
  await helmetOrder(1, '2026-07-13T09:00', '2026-07-14T09:00', { type: 'PRE_BOOKING' });
  const sunday = await helmetOrder(3, '2026-07-12T09:00', '2026-07-13T09:00');
  const lastDay = await helmetOrder(1, '2026-07-23T23:30', '2026-07-24T09:00');
  await helmetOrder(1, '2026-07-24T00:30', '2026-07-25T09:00');
  // Another shop's day, which must not show.
  const otherBike = await makeProduct(app, other.headers, { stockMode: 'QUANTITY', quantity: 5 });
  const theirs = await makeOrder(app, other.headers, {
    startDate: '2026-07-10T14:00',
    endDate: '2026-07-11T18:00',
    products: [{ productId: otherBike.id, quantity: 1 }],
  });
  await makeOrder(app, other.headers, {
    startDate: '2026-07-08T09:00',
    endDate: '2026-07-09T18:00',
    products: [{ productId: otherBike.id, quantity: 1 }],
  });
  expect((await ordersApi(app, other.headers).readyToGo(theirs.id)).status).toBe(200);

  const home = async (headers: Headers = shop.headers) => {
    const res = await inject('GET', '/dashboard/home', undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listed = async (query: string) => {
    const res = await inject('GET', `/order/list?${query}&limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .items.map((o: { id: string }) => o.id)
      .sort();
  };
  const ids = (...orders: { id: string }[]) => orders.map((o) => o.id).sort();

  it("counts the day's departures, returns, late returns and no-shows in the shop's zone", async () => {
    const figures = await home();
    expect(figures).toMatchObject({ today: '2026-07-10', timeZone: 'Europe/Paris' });
    expect(figures.orders).toMatchObject({ departures: 1, returns: 1, late: 2, noShows: 1, requests: 1, messages: 0 });
  });

  it('counts exactly what the list behind each figure lists', async () => {
    expect(await listed('state=DEPARTURES')).toEqual(ids(departure));
    expect(await listed('state=RETURNS')).toEqual(ids(back));
    expect(await listed('state=LATE')).toEqual(ids(late, dueThisMorning));
    expect(await listed('state=NO_SHOW')).toEqual(ids(noShow));
  });

  it('charts the booked orders of the next 14 days by their start day, without requests or cancelled ones', async () => {
    const { days } = (await home()).orders;
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: '2026-07-10',
      orders: 2,
      bookedTTC: Math.round((departure.totalTTC + gone.totalTTC) * 100) / 100,
    });
    expect(days[1]).toEqual({ date: '2026-07-11', orders: 0, bookedTTC: 0 });
    expect(days[2]).toEqual({ date: '2026-07-12', orders: 1, bookedTTC: sunday.totalTTC });
    expect(days[13]).toEqual({ date: '2026-07-23', orders: 1, bookedTTC: lastDay.totalTTC });
    expect(days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(4);
    expect(await listed('startDate=2026-07-10&endDate=2026-07-10&state=BOOKED&startsInRange=true')).toEqual(
      ids(departure, gone),
    );
  });

  it('counts units out of service and in maintenance, and lists their products', async () => {
    expect((await home()).units).toEqual({ outOfService: 1, maintenance: 1 });
    for (const condition of ['OUT_OF_SERVICE', 'MAINTENANCE']) {
      const res = await inject('GET', `/products/getByCompany?units=${condition}`);
      expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([bike.id]);
    }
  });

  it('shows per category what is out now against what can be rented', async () => {
    const { utilisation } = (await home()).orders;
    expect(utilisation).toEqual([
      { categoryId: bikeCategory.id, name: bikeCategory.name, capacity: 4, inUse: 3, percent: 75 },
      { categoryId: helmetCategory.id, name: helmetCategory.name, capacity: 10, inUse: 1, percent: 10 },
    ]);
  });

  it("counts nothing of another company's", async () => {
    const theirs = await home(other.headers);
    expect(theirs.orders).toMatchObject({ departures: 0, returns: 0, late: 0, noShows: 1, requests: 0 });
    expect(theirs.orders.days[0].orders).toBe(1);
    expect(theirs.orders.utilisation).toEqual([]);
    expect(theirs.units).toEqual({ outOfService: 0, maintenance: 0 });
  });

  it('leaves out what the employee may not read', async () => {
    const counter = await makeEmployee(db, shop.company.id, { access: { orders: 'read' } });
    const workshop = await makeEmployee(db, shop.company.id, { access: { catalogue: 'read' } });
    const neither = await makeEmployee(db, shop.company.id, { access: {} });
    const as = async (user: { email: string }) => home({ 'x-access-token': await login(app, user.email) });
    const counterView = await as(counter);
    expect(counterView.orders.departures).toBe(1);
    expect(counterView.units).toBeNull();
    const workshopView = await as(workshop);
    expect(workshopView.orders).toBeNull();
    expect(workshopView.units).toEqual({ outOfService: 1, maintenance: 1 });
    expect(await as(neither)).toMatchObject({ orders: null, units: null });
  });

  it('refuses callers without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/v2/dashboard/home' })).statusCode).toBe(401);
  });
});
