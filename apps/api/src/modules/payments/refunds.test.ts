import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { auditOf, makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { orders } from '../orders/tables.ts';
import { payments } from './tables.ts';

describe('refunds and retried payments', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const race = racing(app, db);
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = shop.headers,
  ) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const bike = await makeProduct(app, shop.headers, {
    name: 'Vélo',
    stockMode: 'QUANTITY',
    quantity: 500,
    priceGrid: { days: [{ days: 1, price: 50 }] },
  });
  const paidOrder = async (amount = 50) => {
    const o = await makeOrder(app, shop.headers, {
      startDate: '2031-05-03T09:00',
      endDate: '2031-05-03T18:00',
      products: [{ productId: bike.id, quantity: 1 }],
    });
    const paid = await send('POST', '/payment-v2', { orderId: o.id, amount, method: 'CARD' });
    return { order: o, payment: paid.body.payments[0] };
  };
  const status = async (orderId: string) =>
    (
      await db
        .select({ paymentStatus: orders.paymentStatus, paidCents: orders.paidCents })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
    )[0];

  it('refunds part, then what is left; never more, and says how much is left', async () => {
    const { order, payment } = await paidOrder();
    const part = await send('POST', '/payment/refund', { paymentId: payment.id, amount: 12.5, reason: 'OTHER' });
    expect(part.body.payments[0]).toMatchObject({
      type: 'REFUND',
      refundOfId: payment.id,
      amount: 12.5,
      method: 'CARD',
      reason: 'OTHER',
    });
    expect(part.body.balances[0]).toMatchObject({
      paid: 37.5,
      refunded: 12.5,
      due: 12.5,
      paymentStatus: 'PARTIALLY_PAID',
    });
    const tooMuch = await send('POST', '/payment/refund', { paymentId: payment.id, amount: 40, reason: 'OTHER' });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'refundTooLarge', details: { refundable: 37.5 } } });
    const rest = await send('POST', '/payment/refund', { paymentId: payment.id, reason: 'REQUESTED_BY_CUSTOMER' });
    expect(rest.body.payments[0].amount).toBe(37.5);
    expect(await status(order.id)).toEqual({ paymentStatus: 'REFUNDED', paidCents: 0 });
    expect((await send('POST', `/order/deletePaymentOrder/${order.id}/${payment.id}`, {})).body.code).toBe(
      'paymentRefunded',
    );
    // a refund is not taken back: the order would look paid again
    const refundRow = part.body.payments[0].id;
    expect((await send('POST', `/order/deletePaymentOrder/${order.id}/${refundRow}`, {})).body.code).toBe(
      'paymentNotCancellable',
    );
    expect((await auditOf(db, order.id)).filter((a) => a.action === 'payment.refund')).toHaveLength(2);
  });

  it('names bad fields, hides other companies’ payments and refuses what is not a payment', async () => {
    const { payment } = await paidOrder();
    expect(
      (await send('POST', '/payment/refund', { paymentId: payment.id, reason: 'BORED' })).body.details,
    ).toMatchObject({
      field: 'reason',
    });
    const cents = await send('POST', '/payment/refund', { paymentId: payment.id, amount: 1.001, reason: 'OTHER' });
    expect(cents).toMatchObject({ status: 400, body: { details: { field: 'amount' } } });
    expect(
      (await send('POST', '/payment/refund', { paymentId: payment.id, reason: 'OTHER' }, other.headers)).status,
    ).toBe(404);
    const refund = (await send('POST', '/payment/refund', { paymentId: payment.id, amount: 1, reason: 'OTHER' })).body
      .payments[0];
    const ofRefund = await send('POST', '/payment/refund', { paymentId: refund.id, reason: 'OTHER' });
    expect(ofRefund).toMatchObject({ status: 409, body: { code: 'paymentNotRefundable' } });
  });

  it('refunds a batch all or none', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const refused = await send('POST', '/payment/batch-refunds', {
      refunds: [
        { paymentId: a.payment.id, amount: 10, reason: 'DUPLICATE' },
        { paymentId: b.payment.id, amount: 60, reason: 'DUPLICATE' },
      ],
    });
    expect(refused.body.code).toBe('refundTooLarge');
    expect(await db.select().from(payments).where(eq(payments.refundOfId, a.payment.id))).toEqual([]);
    const done = await send('POST', '/payment/batch-refunds', {
      refunds: [
        { paymentId: a.payment.id, amount: 10, reason: 'DUPLICATE' },
        { paymentId: b.payment.id, reason: 'DUPLICATE' },
      ],
    });
    expect(done.body.balances.map((x: { paid: number }) => x.paid).sort()).toEqual([0, 40]);
  });

  it('gives back at most what was paid when ten refunds of 10 arrive at once on a payment of 50', async () => {
    const { order, payment } = await paidOrder();
    const { answers, overlapped } = await race.all(
      Array.from({ length: 10 }, () =>
        race.send(shop.headers, 'POST', '/payment/refund', { paymentId: payment.id, amount: 10, reason: 'OTHER' }),
      ),
    );
    expect(overlapped).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === 'refundTooLarge')).toHaveLength(5);
    expect(await status(order.id)).toEqual({ paymentStatus: 'REFUNDED', paidCents: 0 });
  });

  it('answers a retried payment with its first result, once; the same key with another body is refused', async () => {
    const { order } = await paidOrder(20);
    const headers = { ...shop.headers, 'idempotency-key': `pay-${order.id}` };
    const body = { orderId: order.id, amount: 30, method: 'CASH' };
    const first = await send('POST', '/payment-v2', body, headers);
    const again = await send('POST', '/payment-v2', { method: 'CASH', amount: 30, orderId: order.id }, headers);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(2);
    const changed = await send('POST', '/payment-v2', { ...body, amount: 31 }, headers);
    expect(changed).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });
    const bad = await send('POST', '/payment-v2', body, { ...shop.headers, 'idempotency-key': 'é'.repeat(3) });
    expect(bad).toMatchObject({ status: 400, body: { details: { field: 'Idempotency-Key' } } });
    // another company's same key is its own
    const theirs = await send('POST', '/payment-v2', body, { ...other.headers, 'idempotency-key': `pay-${order.id}` });
    expect(theirs.status).toBe(404);
  });

  it('runs a key sent five times at once exactly once', async () => {
    const { order } = await paidOrder(10);
    const headers = { ...shop.headers, 'idempotency-key': `burst-${order.id}` };
    const { answers } = await race.all(
      Array.from({ length: 5 }, () =>
        race.send(headers, 'POST', '/payment-v2', { orderId: order.id, amount: 40, method: 'CASH' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await status(order.id)).toEqual({ paymentStatus: 'PAID', paidCents: 5000 });
  });
});
