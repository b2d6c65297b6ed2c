import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { countOf, interleave, racing } from '../../../../test/concurrency.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makeOrder } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { orders, orderWaitingList } from '../tables.ts';

/*
 * Order calls whose check and write another request could come between, through the app on real PostgreSQL: a table
 * lock held by the test stops the first request at its write, after its check, while the second runs.
 */

describe('order checks racing the writes they guard', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-07-10T08:00:00Z');
  const shop = await makeShop(app, db);
  const race = racing(app, db);
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    race.send(shop.headers, method, url, payload);
  const weekend = { startDate: '2026-07-18T09:00', endDate: '2026-07-19T18:00' };

  it('joining the waiting list while the last unit is freed: the freed unit is offered to the new entry', async () => {
    const { product } = await makeProductWithUnits(app, shop.headers, 1, { name: 'VTT électrique' });
    const booked = await makeOrder(app, shop.headers, {
      ...weekend,
      products: [{ productId: product.id, quantity: 1 }],
    });
    const { first, second } = await interleave(
      db,
      'lock table order_waiting_list in share mode',
      send('POST', '/order-waiting-list/create-order-waiting-list', {
        ...weekend,
        productId: product.id,
        email: 'anna@example.test',
      }),
      send('DELETE', `/order/cancel/${booked.id}`),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // the cancel came after the entry (it waited for its lock): it offered the freed unit, nobody waits for free stock
    const [entry] = await db
      .select()
      .from(orderWaitingList)
      .where(and(eq(orderWaitingList.companyId, shop.company.id), eq(orderWaitingList.productId, product.id)));
    expect(entry.status).toBe('OFFERED');
  });

  it('the same offline order sent five times at once: one order, the same answer each time', async () => {
    const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
    const body = { ...weekend, offlineId: 'counter-2-0042', products: [{ productId: helmets.id, quantity: 2 }] };
    const { answers, overlapped } = await race.all(
      Array.from({ length: 5 }, () => send('POST', '/order/createOrder', body)),
    );
    expect(overlapped, 'requests ran on several connections at once').toBe(true);
    expect(countOf(answers, 200), JSON.stringify(answers.map((a) => a.body.code))).toBe(5);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const stored = await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, shop.company.id), eq(orders.offlineId, body.offlineId)));
    expect(stored).toHaveLength(1);
  });

  /** An order given the first of two units: the second is free to be exchanged onto it. */
  async function orderWithOneOfTwoUnits() {
    const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Tandem' });
    const order = await makeOrder(app, shop.headers, {
      ...weekend,
      products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    return { order, units };
  }

  it('a unit exchanged onto an order while it is deleted: the delete waits and sees it given', async () => {
    const { order, units } = await orderWithOneOfTwoUnits();
    const { first, second } = await interleave(
      db,
      'lock table unit_assignments in share mode',
      send('PUT', `/order/exchangeUnit/${order.id}`, { from: units[0].id, to: units[1].id }),
      send('PATCH', `/sub-products/${units[1].id}`, { deleted: true }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'inUseByOrders', details: { entity: 'unit' } } });
  });

  it('a unit deleted while it is exchanged onto an order: the exchange waits and finds it gone', async () => {
    const { order, units } = await orderWithOneOfTwoUnits();
    const { first, second } = await interleave(
      db,
      'lock table sub_products in share mode',
      send('PATCH', `/sub-products/${units[1].id}`, { deleted: true }),
      send('PUT', `/order/exchangeUnit/${order.id}`, { from: units[0].id, to: units[1].id }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 400, body: { details: { field: 'to' } } });
  });
});
