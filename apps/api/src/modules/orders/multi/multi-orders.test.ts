import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { multiOrders, orderReservations, orders } from '../tables.ts';

describe('multi-orders', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const api = ordersApi(app, shop.headers);
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTT' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  const family = await makeCustomer(db, companyId, { firstName: 'Famille', lastName: 'Roux' });
  const period = { startDate: '2026-08-08T09:00', endDate: '2026-08-09T18:00' };
  const tally = async () => {
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.companyId, companyId));
    const [m] = await db.select({ n: count() }).from(multiOrders).where(eq(multiOrders.companyId, companyId));
    const [h] = await db
      .select({ n: count() })
      .from(orderReservations)
      .where(eq(orderReservations.companyId, companyId));
    return { orders: o.n, groups: m.n, holds: h.n };
  };

  it('POST /v2/multi-order/create books every order together for the customer', async () => {
    const res = await api.send('POST', '/multi-order/create', {
      customerId: family.id,
      orders: [
        { ...period, products: [{ productId: bike.id, quantity: 1 }] },
        {
          ...period,
          products: [
            { productId: bike.id, quantity: 1 },
            { productId: helmets.id, quantity: 2 },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orders).toHaveLength(2);
    for (const o of res.body.orders) {
      expect(o).toMatchObject({ multiOrderId: res.body.id, customer: { id: family.id }, type: 'ORDER' });
    }
    expect(res.body.orders[1].lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['VTT', 1],
      ['Casque', 2],
    ]);
    const [group] = await db
      .select()
      .from(multiOrders)
      .where(and(eq(multiOrders.companyId, companyId), eq(multiOrders.id, res.body.id)));
    expect(group.customerId).toBe(family.id);
    expect((await orderRows(db, companyId, res.body.orders[1].id)).holds).toHaveLength(2);
  });

  it('writes nothing when one order does not fit, naming its index', async () => {
    const before = await tally();
    const res = await api.send('POST', '/multi-order/create', {
      orders: [
        { ...period, products: [{ productId: helmets.id, quantity: 1 }] },
        { ...period, products: [{ productId: bike.id, quantity: 1 }] },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'notAvailable',
      details: { index: 1, conflicts: [{ productId: bike.id, requested: 1, available: 0 }] },
    });
    expect(res.body.message).toMatch(/^Order 2: /);
    expect(await tally()).toEqual(before);
  });

  it('names the field of the order at fault in a 400, and needs at least two orders', async () => {
    const before = await tally();
    const res = await api.send('POST', '/multi-order/create', {
      orders: [
        { ...period, products: [{ productId: helmets.id, quantity: 1 }] },
        { ...period, products: [{ productId: other.company.id, quantity: 1 }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatchObject({ index: 1, field: 'orders[1].products[0]' });
    const single = await api.send('POST', '/multi-order/create', {
      orders: [{ ...period, products: [{ productId: helmets.id, quantity: 1 }] }],
    });
    expect(single.status).toBe(400);
    expect(await tally()).toEqual(before);
  });

  it('PUT /v2/multi-order/addOrder/{id} adds an existing order; 409 when it is in another group', async () => {
    const made = await api.send('POST', '/multi-order/create', {
      orders: [
        { startDate: '2026-09-01', endDate: '2026-09-02', products: [{ productId: helmets.id, quantity: 1 }] },
        { startDate: '2026-09-01', endDate: '2026-09-02', products: [{ productId: helmets.id, quantity: 1 }] },
      ],
    });
    const single = await makeOrder(app, shop.headers, {
      startDate: '2026-09-01',
      endDate: '2026-09-02',
      products: [{ productId: helmets.id, quantity: 1 }],
    });
    const res = await api.send('PUT', `/multi-order/addOrder/${made.body.id}`, { orderId: single.id });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([
      ...made.body.orders.map((o: { id: string }) => o.id),
      single.id,
    ]);
    expect((await orderRows(db, companyId, single.id)).order.multiOrderId).toBe(made.body.id);
    expect((await api.send('PUT', `/multi-order/addOrder/${made.body.id}`, { orderId: single.id })).status).toBe(200);

    const second = await api.send('POST', '/multi-order/create', {
      orders: [
        { startDate: '2026-10-01', endDate: '2026-10-02', products: [{ productId: helmets.id, quantity: 1 }] },
        { startDate: '2026-10-01', endDate: '2026-10-02', products: [{ productId: helmets.id, quantity: 1 }] },
      ],
    });
    const taken = await api.send('PUT', `/multi-order/addOrder/${second.body.id}`, { orderId: single.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'inAnotherMultiOrder', details: { multiOrderId: made.body.id } });

    const foreign = ordersApi(app, other.headers);
    expect((await foreign.send('PUT', `/multi-order/addOrder/${made.body.id}`, { orderId: single.id })).status).toBe(
      404,
    );
    const otherOrder = await makeOrder(app, other.headers, {
      startDate: '2026-09-01',
      endDate: '2026-09-02',
      products: [
        { productId: (await makeProduct(app, other.headers, { stockMode: 'QUANTITY', quantity: 1 })).id, quantity: 1 },
      ],
    });
    expect((await api.send('PUT', `/multi-order/addOrder/${second.body.id}`, { orderId: otherOrder.id })).status).toBe(
      404,
    );
  });
});
