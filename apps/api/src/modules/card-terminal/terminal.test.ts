import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { makeShop } from '../../../test/factories.ts';

describe('card terminal at the counter (sandbox)', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, newOrder, paymentRow, orderPayment, deliveredUntil } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const start = (orderId: string, amount?: number, headers = shop.headers) =>
    call('POST', '/order/createTerminalCheckout', { orderId, amount }, headers);
  const play = (checkoutId: string, outcome: 'approve' | 'decline') =>
    call('POST', `/payment/sandbox/terminal/${checkoutId}`, { outcome });

  it('takes part of the order on the terminal: PROCESSING, the card goes through, the order is partly paid', async () => {
    const order = await newOrder();
    const started = await start(order.id, 30.5);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ orderId: order.id, amount: 30.5, status: 'PENDING', terminal: 'SANDBOX' });
    const { checkoutId, paymentId } = started.body;
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'PROCESSING', amountCents: 3050, provider: 'SANDBOX' });
    expect((await play(checkoutId, 'approve')).body.status).toBe('PENDING');
    await deliveredUntil(paymentId, 'SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 3050, paymentStatus: 'PARTIALLY_PAID' });
    expect((await call('GET', `/order/terminalCheckout/${checkoutId}`)).body).toMatchObject({
      status: 'COMPLETED',
      declineReason: null,
    });
    const cancel = await call('GET', `/order/cancelTerminalCheckout/${checkoutId}`);
    expect([cancel.status, cancel.body.code, cancel.body.details]).toEqual([
      409,
      'checkoutClosed',
      { status: 'COMPLETED' },
    ]);
  });

  it('tells a declined card: the payment fails and the order stays unpaid', async () => {
    const order = await newOrder();
    const { checkoutId, paymentId } = (await start(order.id)).body;
    await play(checkoutId, 'decline');
    await deliveredUntil(paymentId, 'FAILED');
    expect((await call('GET', `/order/terminalCheckout/${checkoutId}`)).body).toMatchObject({
      status: 'FAILED',
      amount: 80,
      declineReason: 'declined',
    });
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
  });

  it('cancels a checkout the terminal has not answered: the payment is cancelled, the card can no longer pay', async () => {
    const order = await newOrder();
    const { checkoutId, paymentId } = (await start(order.id, 20)).body;
    const cancelled = await call('GET', `/order/cancelTerminalCheckout/${checkoutId}`);
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', paymentId });
    expect((await paymentRow(paymentId)).status).toBe('CANCELED');
    const late = await play(checkoutId, 'approve');
    expect([late.status, late.body.code]).toEqual([409, 'intentNotInState']);
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
    // the whole amount can be sent to the terminal again
    expect((await start(order.id)).body.amount).toBe(80);
  });

  it('names the wrong field, refuses more than is due, and hides another company’s orders and checkouts', async () => {
    const order = await newOrder();
    const badId = await start('not-an-id', 10);
    expect([badId.status, badId.body.details.field]).toEqual([400, 'orderId']);
    const zero = await start(order.id, 0);
    expect([zero.status, zero.body.details.field]).toEqual([400, 'amount']);
    const badOutcome = await call('POST', `/payment/sandbox/terminal/${order.id}`, { outcome: 'maybe' });
    expect([badOutcome.status, badOutcome.body.details.field]).toEqual([400, 'outcome']);
    const above = await start(order.id, 80.01);
    expect([above.status, above.body.code, above.body.details]).toEqual([409, 'amountAboveDue', { due: 80 }]);
    expect((await start(order.id, 10, other.headers)).status).toBe(404);
    const { checkoutId } = (await start(order.id, 10)).body;
    for (const [method, url] of [
      ['GET', `/order/terminalCheckout/${checkoutId}`],
      ['GET', `/order/cancelTerminalCheckout/${checkoutId}`],
      ['POST', `/payment/sandbox/terminal/${checkoutId}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { outcome: 'approve' } : undefined, other.headers);
      expect([url, res.status]).toEqual([url, 404]);
    }
    expect((await call('GET', `/order/terminalCheckout/${checkoutId}`)).body.status).toBe('PENDING');
  });

  it('answers a retried start with its first checkout, once; the same key with another amount is refused', async () => {
    const order = await newOrder();
    const headers = { ...shop.headers, 'idempotency-key': `terminal-${order.id}` };
    const first = await start(order.id, 15, headers);
    const again = await start(order.id, 15, headers);
    expect([again.status, again.replayed, again.body]).toEqual([200, 'true', first.body]);
    const payments = await call('GET', `/order/payments/${order.id}`);
    expect(payments.body.payments).toHaveLength(1);
    const changed = await start(order.id, 16, headers);
    expect([changed.status, changed.body.code]).toEqual([422, 'idempotencyKeyReused']);
  });

  it('answers 503 and writes nothing while no terminal is configured', async () => {
    const order = await newOrder();
    const { checkoutId } = (await start(order.id, 10)).body;
    const config = app.deps.config as { terminalSandbox: boolean };
    config.terminalSandbox = false;
    try {
      const res = await start(order.id, 10);
      expect([res.status, res.body.code, res.body.details]).toEqual([
        503,
        'integrationNotConfigured',
        { integration: 'terminal' },
      ]);
      const played = await play(checkoutId, 'approve');
      expect([played.status, played.body.code]).toEqual([503, 'integrationNotConfigured']);
      expect((await call('GET', `/order/payments/${order.id}`)).body.payments).toHaveLength(1);
    } finally {
      config.terminalSandbox = true;
    }
  });
});
