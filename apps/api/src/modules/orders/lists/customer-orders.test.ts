import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { makeOrder, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { orders } from '../tables.ts';

const NOW = '2026-07-10T08:00:00.000Z';

describe('orders of a customer', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const api = ordersApi(app, shop.headers);
  const foreign = ordersApi(app, other.headers);
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 1, { name: 'VTT' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
  const lea = await makeCustomer(db, companyId, { firstName: 'Léa', lastName: 'Morel' });
  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    db
      .update(orders)
      .set(values)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
  const leaOrder = (startDate: string, endDate: string, values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate,
      endDate,
      customerId: lea.id,
      products: [{ productId: helmets.id, quantity: 1 }],
      ...values,
    });

  const y2024 = await leaOrder('2024-07-13T09:00', '2024-07-14T18:00');
  const y2025 = await leaOrder('2025-07-12T09:00', '2025-07-13T18:00');
  const out = await leaOrder('2026-07-09T09:00', '2026-07-11T18:00');
  const coming = await leaOrder('2026-07-11T09:00', '2026-07-12T18:00');
  const canceled = await leaOrder('2026-03-01', '2026-03-02');
  const request = await leaOrder('2026-08-01', '2026-08-02', { isRequest: true });
  await setRow(y2024.id, { status: 'ENDED' });
  await setRow(y2025.id, { status: 'ENDED' });
  await setRow(out.id, { status: 'IN_PROGRESS' });
  await setRow(canceled.id, { type: 'CANCELED' });
  const ids = (items: { id: string }[]) => items.map((i) => i.id);

  it('GET /v2/order/pendingOrdersByCustomer/{customerId}: to come and in progress, not cancelled, soonest first', async () => {
    const res = await api.send('GET', `/order/pendingOrdersByCustomer/${lea.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([out.id, coming.id, request.id]);
    expect(res.body[0]).toMatchObject({ status: 'IN_PROGRESS', customer: { id: lea.id, displayName: 'Léa Morel' } });
    expect((await foreign.send('GET', `/order/pendingOrdersByCustomer/${lea.id}`)).status).toBe(404);
  });

  it('GET /v2/order/listOrdersByCustomerIdPaginated: by year and page, latest start first', async () => {
    const page = await api.send('GET', `/order/listOrdersByCustomerIdPaginated?customerId=${lea.id}&year=2026&limit=2`);
    expect(page.body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(ids(page.body.items)).toEqual([request.id, coming.id]);
    const next = await api.send(
      'GET',
      `/order/listOrdersByCustomerIdPaginated?customerId=${lea.id}&year=2026&limit=2&page=2`,
    );
    expect(ids(next.body.items)).toEqual([out.id, canceled.id]);
    const all = await api.send('GET', `/order/listOrdersByCustomerIdPaginated?customerId=${lea.id}`);
    expect(all.body).toMatchObject({ total: 6, limit: 20 });
    expect(ids(all.body.items).slice(-2)).toEqual([y2025.id, y2024.id]);
    const stranger = await foreign.send('GET', `/order/listOrdersByCustomerIdPaginated?customerId=${lea.id}`);
    expect(stranger.status).toBe(404);
    expect((await api.send('GET', '/order/listOrdersByCustomerIdPaginated')).status).toBe(400);
  });

  it('GET /v2/order/ordersInfoByCustomerId/{customerId}/{year}: the year in figures', async () => {
    const res = await api.send('GET', `/order/ordersInfoByCustomerId/${lea.id}/2026`);
    expect(res.body).toEqual({
      count: 2,
      totalTTC: out.totalTTC + coming.totalTTC,
      canceledCount: 1,
      firstOrderAt: '2026-07-09T07:00:00.000Z',
      lastOrderAt: '2026-07-11T07:00:00.000Z',
      years: [2024, 2025, 2026],
      allTime: {
        count: 4,
        totalTTC: y2024.totalTTC + y2025.totalTTC + out.totalTTC + coming.totalTTC,
        firstRentalAt: '2024-07-13T07:00:00.000Z',
        lastRentalAt: '2026-07-11T07:00:00.000Z',
      },
    });
    expect((await api.send('GET', `/order/ordersInfoByCustomerId/${lea.id}/2023`)).body).toEqual({
      count: 0,
      totalTTC: 0,
      canceledCount: 0,
      firstOrderAt: null,
      lastOrderAt: null,
      years: [2024, 2025, 2026],
      allTime: expect.objectContaining({ count: 4, firstRentalAt: '2024-07-13T07:00:00.000Z' }),
    });
    const newcomer = await makeCustomer(db, companyId, { firstName: 'Nina', lastName: 'Neuve' });
    expect((await api.send('GET', `/order/ordersInfoByCustomerId/${newcomer.id}/2026`)).body).toMatchObject({
      count: 0,
      years: [],
      allTime: { count: 0, totalTTC: 0, firstRentalAt: null, lastRentalAt: null },
    });
    expect((await foreign.send('GET', `/order/ordersInfoByCustomerId/${lea.id}/2026`)).status).toBe(404);
  });

  describe('POST /v2/order/predictedReorder', () => {
    const predict = (customerId: string, session = api) =>
      session.send('POST', '/order/predictedReorder', { customerId });

    it('a yearly customer: the same weekday one year later, with the products of the last order', async () => {
      const marc = await makeCustomer(db, companyId, { firstName: 'Marc', lastName: 'Petit' });
      const kit = (startDate: string, endDate: string) =>
        makeOrder(app, shop.headers, {
          startDate,
          endDate,
          customerId: marc.id,
          products: [
            { productId: bike.id, quantity: 1 },
            { productId: helmets.id, quantity: 2 },
          ],
        });
      await kit('2024-07-13T09:00', '2024-07-15T18:00');
      const last = await kit('2025-07-12T09:00', '2025-07-14T18:00');
      const res = await predict(marc.id);
      expect(res.status).toBe(200);
      // 2025-07-12 was a Saturday, and so is 2026-07-11; Léa holds 2 helmets then.
      expect(res.body).toEqual({
        basedOnOrderId: last.id,
        startDate: '2026-07-11T07:00:00.000Z',
        endDate: '2026-07-13T16:00:00.000Z',
        products: [
          { productId: bike.id, name: 'VTT', quantity: 1, available: 1 },
          { productId: helmets.id, name: 'Casque', quantity: 2, available: 8 },
        ],
      });
    });

    it('otherwise: after the average gap between orders, never in the past', async () => {
      const paul = await makeCustomer(db, companyId, { firstName: 'Paul', lastName: 'Durand' });
      const rent = (startDate: string, endDate: string) =>
        makeOrder(app, shop.headers, {
          startDate,
          endDate,
          customerId: paul.id,
          products: [{ productId: helmets.id, quantity: 1 }],
        });
      await rent('2026-05-01T10:00', '2026-05-01T18:00');
      const last = await rent('2026-05-31T10:00', '2026-05-31T18:00');
      const res = await predict(paul.id);
      expect(res.body).toMatchObject({
        basedOnOrderId: last.id,
        // 30 days after May 31 is June 30, already past: 30 more days.
        startDate: '2026-07-30T08:00:00.000Z',
        endDate: '2026-07-30T16:00:00.000Z',
        products: [{ productId: helmets.id, quantity: 1 }],
      });
    });

    it('a customer without orders gets an empty draft; another company gets 404', async () => {
      const newcomer = await makeCustomer(db, companyId);
      expect((await predict(newcomer.id)).body).toEqual({
        basedOnOrderId: null,
        startDate: null,
        endDate: null,
        products: [],
      });
      expect((await predict(lea.id, foreign)).status).toBe(404);
    });
  });
});
