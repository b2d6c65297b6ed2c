import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { sandboxSecret, signatureOf } from './sandbox/signature.ts';

describe('card provider webhooks', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, newOrder, endpoint, paymentRow, orderPayment, deliveredUntil } = await cardPaymentFixture(app, db);
  const sandbox = new SandboxProvider(db, app.deps);
  const secret = await sandboxSecret(db, undefined);
  const now = () => Math.floor(clock.now().getTime() / 1000);

  /** A card payment started at the counter on a fresh order. */
  const startedPayment = async () => {
    const order = await newOrder();
    const res = await app.inject({
      method: 'POST',
      url: '/v2/payment/checkout/stripe/initiate',
      headers: shop.headers,
      payload: { orderId: order.id },
    });
    return { order, res };
  };

  /** A card payment started on a fresh order, and the event of its intent having succeeded, as the sandbox writes it. */
  const succeededEvent = async (eventId: string) => {
    const { order, res } = await startedPayment();
    const { paymentId, intentId } = res.json();
    const intent = await sandbox.retrieve(intentId);
    const body = JSON.stringify({
      id: eventId,
      type: 'payment_intent.succeeded',
      created: now(),
      data: { object: { ...intent, status: 'succeeded', amountReceivedCents: intent.amountCents } },
    });
    return { order, paymentId, body };
  };
  const deliver = async (body: string, signature: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'hirebase-sandbox-signature': signature },
      payload: body,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const seen = async (eventId: string) =>
    (await db.execute(sql`select 1 from card_webhook_events where event_id = ${eventId}`)).rows.length;

  it('applies a signed event: the ledger row succeeds and the order is paid', async () => {
    const { order, paymentId, body } = await succeededEvent('evt_valid_1');
    const res = await deliver(body, signatureOf(secret, now(), body));
    expect(res).toEqual({ status: 200, body: { received: true, applied: true } });
    expect((await paymentRow(paymentId)).status).toBe('SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
  });

  it('refuses a forged signature, a body changed after signing, and no signature: nothing changes', async () => {
    const { order, paymentId, body } = await succeededEvent('evt_forged_1');
    const forged = await deliver(body, signatureOf('whsec_not_the_secret', now(), body));
    expect(forged).toMatchObject({ status: 400, body: { code: 'webhookRejected', details: { reason: 'signature' } } });
    const signed = signatureOf(secret, now(), body);
    const changed = await deliver(body.replace('"amountReceivedCents":8000', '"amountReceivedCents":9000'), signed);
    expect(changed.body.details.reason).toBe('signature');
    expect((await deliver(body, '')).status).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('WAITING');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
    expect(await seen('evt_forged_1')).toBe(0);
  });

  it('refuses an event signed more than five minutes ago (or ahead): nothing changes', async () => {
    const { paymentId, body } = await succeededEvent('evt_stale_1');
    const stale = await deliver(body, signatureOf(secret, now() - 301, body));
    expect(stale).toMatchObject({ status: 400, body: { code: 'webhookRejected', details: { reason: 'stale' } } });
    expect((await deliver(body, signatureOf(secret, now() + 301, body))).body.details.reason).toBe('stale');
    expect((await paymentRow(paymentId)).status).toBe('WAITING');
    expect(await seen('evt_stale_1')).toBe(0);
  });

  it('refuses a replayed event, even signed anew, and changes nothing the second time', async () => {
    const { order, paymentId, body } = await succeededEvent('evt_replay_1');
    expect((await deliver(body, signatureOf(secret, now(), body))).status).toBe(200);
    const audits = async () =>
      (await db.execute(sql`select 1 from audit_log where entity_id = ${order.id} and action = 'payment.status'`)).rows
        .length;
    expect(await audits()).toBe(1);
    clock.advance(60_000);
    const replay = await deliver(body, signatureOf(secret, now(), body));
    expect(replay).toMatchObject({
      status: 409,
      body: { code: 'webhookReplayed', details: { eventId: 'evt_replay_1' } },
    });
    expect(await audits()).toBe(1);
    expect((await paymentRow(paymentId)).status).toBe('SUCCEEDED');
  });

  it('ignores an event that would take a row back (late delivery of an earlier step)', async () => {
    const { paymentId, body } = await succeededEvent('evt_order_1');
    await deliver(body, signatureOf(secret, now(), body));
    const late = body
      .replace('evt_order_1', 'evt_order_2')
      .replace('"status":"succeeded"', '"status":"requires_action"');
    expect(await deliver(late, signatureOf(secret, now(), late))).toEqual({
      status: 200,
      body: { received: true, applied: false },
    });
    expect((await paymentRow(paymentId)).status).toBe('SUCCEEDED');
  });

  it('retries a delivery the endpoint failed, until it is applied', async () => {
    const { order, res } = await startedPayment();
    const { paymentId, intentId } = res.json();
    const secretOfPage = new URL(res.json().url).searchParams.get('secret');
    endpoint.failNext = 1;
    const from = endpoint.received.length;
    await app.inject({
      method: 'POST',
      url: `/v2/payment/sandbox/intent/${intentId}/confirm`,
      payload: { secret: secretOfPage, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    });
    await deliveredUntil(paymentId, 'SUCCEEDED');
    const attempts = endpoint.received.slice(from);
    expect(attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(attempts[0]!.eventId).toBe(attempts[1]!.eventId);
    expect(await orderPayment(order.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
  });
});
