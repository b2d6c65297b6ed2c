import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { orders } from '../orders/tables.ts';
import { payments } from './tables.ts';

describe('the payment ledger of short-term orders', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const race = racing(app, db);
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const kayak = await makeProduct(app, shop.headers, {
    name: 'Kayak',
    stockMode: 'QUANTITY',
    quantity: 500,
    priceGrid: { days: [{ days: 1, price: 40 }] },
  });
  // 2 kayaks for a day: 80.00
  const order = () =>
    makeOrder(app, shop.headers, {
      startDate: '2026-10-03T09:00',
      endDate: '2026-10-03T18:00',
      products: [{ productId: kayak.id, quantity: 2 }],
    });
  const stored = async (orderId: string) => {
    const [row] = await db
      .select({ paidCents: orders.paidCents, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    return row;
  };

  it('adds cash then a cheque: partly paid, then paid, on the order, its list filter and the ledger', async () => {
    const o = await order();
    expect(o.totalTTC).toBe(80);
    const cash = await send('POST', '/payment-v2', { orderId: o.id, amount: 30.5, method: 'CASH', note: 'Acompte' });
    expect(cash.status).toBe(200);
    expect(cash.body.payments[0]).toMatchObject({
      orderId: o.id,
      type: 'PAYMENT',
      provider: 'OFFLINE',
      status: 'SUCCEEDED',
      method: 'CASH',
      amount: 30.5,
      note: 'Acompte',
      paymentDate: '2026-10-01T08:00:00.000Z',
      createdBy: shop.manager.id,
    });
    expect(cash.body.balances).toEqual([
      { orderId: o.id, paid: 30.5, refunded: 0, deposit: 0, due: 49.5, paymentStatus: 'PARTIALLY_PAID' },
    ]);
    expect(await stored(o.id)).toEqual({ paidCents: 3050, paymentStatus: 'PARTIALLY_PAID' });

    clock.advance(60_000);
    const cheque = await send('POST', `/order/addPayments/${o.id}`, {
      payments: [
        { amount: 49.5, method: 'CHECK', paymentDate: '2026-09-30T16:00:00Z' },
        { amount: 300, method: 'CHECK', type: 'SHORT_TERM_DEPOSIT' },
      ],
    });
    expect(cheque.body.balances[0]).toMatchObject({ paid: 80, due: 0, deposit: 300, paymentStatus: 'PAID' });
    expect(await stored(o.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
    const view = await ordersApi(app, shop.headers).get(o.id);
    expect(view.body).toMatchObject({ paid: 80, paymentStatus: 'PAID' });

    const mine = await send('GET', `/order/payments/${o.id}`);
    expect(mine.body.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
      [30.5, 'CASH'],
      [49.5, 'CHECK'],
      [300, 'CHECK'],
    ]);
    const cheques = await send('GET', `/payment-v2?orderId=${o.id}&paymentType=PAYMENT&paymentDate.lt=2026-10-01`);
    expect(cheques.body.items.map((p: { amount: number }) => p.amount)).toEqual([49.5]);
    // each row names its order by number, as the shop and its accountant know it
    expect(cheques.body.items[0]).toMatchObject({
      orderNumber: view.body.number,
      customerName: view.body.customer?.name ?? null,
    });
    const one = await send('GET', `/payment-v2/${cash.body.payments[0].id}`);
    expect(one.body.amount).toBe(30.5);
    expect((await send('GET', `/payment-v2/${cash.body.payments[0].id}`, undefined, other.headers)).status).toBe(404);
    expect((await send('GET', `/payment-v2?orderId=${o.id}`, undefined, other.headers)).body.items).toEqual([]);
  });

  it('names the bad field and writes nothing: 3 decimals, zero, an unknown method, the year 1900, a NUL byte', async () => {
    const o = await order();
    const bad = [
      [{ amount: 10.005, method: 'CASH' }, 'amount'],
      [{ amount: 0, method: 'CASH' }, 'amount'],
      [{ amount: 10, method: 'BITCOIN' }, 'method'],
      [{ amount: 10, method: 'CASH', paymentDate: '1900-01-01T00:00:00Z' }, 'paymentDate'],
      [{ amount: 10, method: 'CASH', note: 'a\u0000b' }, 'note'],
      [{ amount: 10, method: 'CASH', type: 'REFUND' }, 'type'],
    ] as const;
    for (const [fields, field] of bad) {
      const res = await send('POST', '/payment-v2', { orderId: o.id, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.body.details), JSON.stringify(fields)).toContain(field);
    }
    // all or none: one order of another company makes the whole batch a 404
    const theirs = await makeOrder(app, other.headers, {
      startDate: '2026-10-03T09:00',
      endDate: '2026-10-03T18:00',
      products: [
        {
          productId: (await makeProduct(app, other.headers, { name: 'Paddle', stockMode: 'QUANTITY', quantity: 5 })).id,
          quantity: 1,
        },
      ],
    });
    const bulk = await send('POST', '/payment-v2/bulk', {
      payments: [
        { orderId: o.id, amount: 10, method: 'CASH' },
        { orderId: theirs.id, amount: 10, method: 'CASH' },
      ],
    });
    expect(bulk.status).toBe(404);
    expect(await db.select().from(payments).where(eq(payments.orderId, o.id))).toEqual([]);
    expect(await stored(o.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
  });

  it('takes back a payment entered twice with a cancelling row, audited; the rows themselves never change', async () => {
    const o = await order();
    const first = (await send('POST', '/payment-v2', { orderId: o.id, amount: 80, method: 'CARD' })).body.payments[0];
    const twice = (await send('POST', '/payment-v2', { orderId: o.id, amount: 80, method: 'CARD' })).body;
    expect(twice.balances[0]).toMatchObject({ paid: 160, due: -80, paymentStatus: 'OVERPAID' });

    const undo = await send('POST', `/order/deletePaymentOrder/${o.id}/${twice.payments[0].id}`, {
      reason: 'Entered twice',
    });
    expect(undo.status).toBe(200);
    expect(undo.body.payment).toMatchObject({
      status: 'CANCELED',
      cancelsId: twice.payments[0].id,
      amount: 80,
      reason: 'Entered twice',
    });
    expect(undo.body.balance).toMatchObject({ paid: 80, due: 0, paymentStatus: 'PAID' });
    expect(await stored(o.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
    expect((await send('DELETE', `/payment-v2/${twice.payments[0].id}`)).body.code).toBe('paymentAlreadyCancelled');
    expect((await send('DELETE', `/payment-v2/${undo.body.payment.id}`)).body.code).toBe('paymentNotCancellable');
    expect((await send('POST', `/order/deletePaymentOrder/${o.id}/${first.id}`, {}, other.headers)).status).toBe(404);
    const audits = await auditOf(db, o.id);
    expect(audits.filter((a) => a.action === 'payment.cancel')).toHaveLength(1);
    expect(audits.find((a) => a.action === 'payment.cancel')?.data).toMatchObject({ amountCents: 8000 });

    const row = and(eq(payments.companyId, companyId), eq(payments.id, first.id));
    await expect(db.update(payments).set({ amountCents: 1 }).where(row)).rejects.toThrow();
    await expect(db.update(payments).set({ status: 'FAILED' }).where(row)).rejects.toThrow();
    await expect(db.delete(payments).where(row)).rejects.toThrow();
    expect((await send('GET', `/order/payments/${o.id}`)).body.payments).toHaveLength(3);
  });

  it('keeps an order with money on it when it is deleted for good', async () => {
    const o = await order();
    await send('POST', '/payment-v2', { orderId: o.id, amount: 20, method: 'CASH' });
    const refused = await ordersApi(app, shop.headers).removePermanently(o.id);
    expect(refused).toMatchObject({ status: 409, body: { code: 'orderHasPayments', details: { number: o.number } } });
    expect(await stored(o.id)).toEqual({ paidCents: 2000, paymentStatus: 'PARTIALLY_PAID' });
  });

  it('lets who reads payments list them, and only who writes them record one', async () => {
    const o = await order();
    const reader = await makeEmployee(db, companyId, { access: { payments: 'read', orders: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await send('GET', `/payment-v2?orderId=${o.id}`, undefined, headers)).status).toBe(200);
    expect((await send('POST', '/payment-v2', { orderId: o.id, amount: 5, method: 'CASH' }, headers)).status).toBe(403);
  });

  it('counts ten payments recorded at once on one order, each once', async () => {
    const o = await order();
    const { answers, overlapped } = await race.all(
      Array.from({ length: 10 }, (_, i) =>
        race.send(shop.headers, 'POST', '/payment-v2', { orderId: o.id, amount: i + 1, method: 'CASH' }),
      ),
    );
    expect(overlapped).toBe(true);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await stored(o.id)).toEqual({ paidCents: 5500, paymentStatus: 'PARTIALLY_PAID' });
    const listed = await send('GET', `/order/payments/${o.id}`);
    expect(listed.body.balance).toMatchObject({ paid: 55, due: 25 });
  });
});
