import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { depositOrderFixture } from '../../../../test/factories/deposit-order.ts';
import { makeShop } from '../../../../test/factories.ts';
import { deliverStripeEvent, type OffSessionOutcome, startFakeStripe } from '../../../../test/fake-stripe.ts';
import { mailsTo } from '../../../../test/mail.ts';
import { renewExpiringHolds } from '../../payments/deposits/renew-holds.ts';
import { payments } from '../../payments/tables.ts';
import { stripeCheckouts } from './tables.ts';

const SECRET = 'whsec_test_secret';

describe('card deposits on Stripe: the card saved at the hold, renewed off-session, the platform fee', async () => {
  const { app, db, clock } = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_key',
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
  const fake = await startFakeStripe(() => clock.now().getTime());
  afterAll(fake.close);
  app.deps.config.stripeApiBase = fake.apiBase;
  clock.set('2026-10-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const { newOrder } = await depositOrderFixture(app, db, shop.headers);
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers: shop.headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const connected = await send('POST', '/stripe-connect/create-account-express', { country: 'FR' });
  const accountId = connected.body.accountId as string;
  fake.completeOnboarding(accountId);
  let events = 0;
  const env = { deps: app.deps, log: app.log };
  const rowsOf = (orderId: string) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, shop.company.id), eq(payments.orderId, orderId)))
      .orderBy(asc(payments.createdAt), asc(payments.id));
  const bails = async (orderId: string) => (await send('GET', `/order/bails/${orderId}`)).body;

  /** An order (until the 20th) with its 300.00 deposit held on a card, which the bank treats `offSession` later. */
  const heldOrder = async (
    customerId: string | null,
    offSession: OffSessionOutcome = 'success',
    endDate = '2026-10-20T18:00',
  ) => {
    clock.set('2026-10-01T08:00:00Z');
    const order = await newOrder({ endDate, customerId });
    const hold = await send('POST', `/order/cardBail/${order.id}`, {});
    expect(hold.body).toMatchObject({ provider: 'STRIPE', captureMethod: 'manual', amount: 300 });
    fake.pay(hold.body.intentId, offSession);
    const event = { id: `evt_hold_${++events}`, type: 'checkout.session.completed', account: accountId };
    const object = fake.object(hold.body.intentId);
    const delivered = await deliverStripeEvent(app, SECRET, { ...event, object }, clock.now().getTime() / 1000);
    expect(delivered.body).toEqual({ received: true, applied: true });
    return { order, depositId: hold.body.paymentId as string, sessionId: hold.body.intentId as string };
  };

  it('saves the card of a hold to a customer on the shop account, with the fee of the amount held', async () => {
    // the rental ends before the hold lapses: no renewal is due
    const { order, depositId, sessionId } = await heldOrder(null, 'success', '2026-10-05T18:00');
    const customer = fake.requests.findLast((r) => r.path === '/v1/customers')!;
    expect(customer).toMatchObject({
      account: accountId,
      idempotencyKey: `customer-${depositId}`,
      params: { 'metadata[companyId]': shop.company.id, 'metadata[orderId]': order.id },
    });
    const checkout = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.account).toBe(accountId);
    expect(checkout.params).toMatchObject({
      customer: expect.stringMatching(/^cus_test_/),
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[setup_future_usage]': 'off_session',
      // 1.4 % of 300.00 and 0.25
      'payment_intent_data[application_fee_amount]': '445',
      'payment_intent_data[metadata][paymentId]': depositId,
    });
    const [saved] = await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, sessionId));
    expect(saved).toMatchObject({
      accountId,
      customerId: checkout.params.customer,
      paymentMethodId: expect.stringMatching(/^pm_test_/),
    });
    expect((await bails(order.id)).bails).toMatchObject([{ id: depositId, state: 'HELD', held: 300 }]);
  });

  it('renews a hold off-session on the saved card once, two runs at once, then releases the old hold', async () => {
    const { order, depositId, sessionId } = await heldOrder(null);
    const [saved] = await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, sessionId));
    const oldIntent = (await send('GET', `/stripe/payment/intent/${depositId}`)).body;
    expect(oldIntent).toMatchObject({ status: 'requires_capture', expiresAt: '2026-10-08T08:00:00.000Z' });
    const paymentIntentOf = (fake.object(sessionId) as { payment_intent: string }).payment_intent;
    clock.set('2026-10-06T09:00:00Z');
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 0 });
    const before = fake.requests.length;
    clock.set('2026-10-07T09:00:00Z');
    const runs = await Promise.all([
      renewExpiringHolds(app.db, clock.now(), env),
      renewExpiringHolds(app.db, clock.now(), env),
    ]);
    expect(runs.reduce((n, r) => n + r.RENEWED, 0)).toBe(1);
    const created = fake.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    const view = await bails(order.id);
    expect(view).toMatchObject({ held: 300, captured: 0 });
    expect(view.bails).toMatchObject([
      { id: depositId, state: 'RELEASED', released: 300, renewal: 'RENEWED' },
      { state: 'HELD', held: 300, status: 'REQUIRES_CAPTURE', renews: depositId, provider: 'STRIPE' },
    ]);
    const renewalId = view.bails[1].id as string;
    expect(created[0]).toMatchObject({
      account: accountId,
      idempotencyKey: `renew-${paymentIntentOf}`,
      params: {
        amount: '30000',
        currency: 'eur',
        capture_method: 'manual',
        customer: saved.customerId,
        payment_method: saved.paymentMethodId,
        off_session: 'true',
        confirm: 'true',
        application_fee_amount: '445',
        'metadata[paymentId]': renewalId,
        'metadata[orderId]': order.id,
      },
    });
    const cancelled = fake.requests.slice(before).filter((r) => r.path.endsWith('/cancel'));
    expect(cancelled).toMatchObject([{ path: `/v1/payment_intents/${paymentIntentOf}/cancel`, account: accountId }]);
    const renewed = (await send('GET', `/stripe/payment/intent/${renewalId}`)).body;
    expect(renewed).toMatchObject({
      provider: 'STRIPE',
      status: 'requires_capture',
      amountCapturable: 300,
      expiresAt: '2026-10-14T09:00:00.000Z',
    });
    expect((await send('GET', `/stripe/payment/intent/${depositId}`)).body.status).toBe('canceled');
    // the renewed hold is captured as any other, its fee on what is captured (1.4 % of 45.50 and 0.25)
    const captured = await send('POST', `/order/captureBail/${order.id}`, {
      bailId: renewalId,
      amount: 45.5,
      reason: 'DAMAGE',
    });
    expect(captured.body).toMatchObject({ held: 0, captured: 45.5 });
    expect(fake.requests.findLast((r) => r.path.endsWith('/capture'))).toMatchObject({
      path: `/v1/payment_intents/${renewed.intentId}/capture`,
      account: accountId,
      params: { amount_to_capture: '4550', application_fee_amount: '89' },
    });
    // Stripe's event on the renewed hold's payment intent (no checkout behind it) finds its ledger row
    const event = { id: `evt_capture_${++events}`, type: 'payment_intent.succeeded', account: accountId };
    const object = fake.object(renewed.intentId);
    const delivered = await deliverStripeEvent(app, SECRET, { ...event, object }, clock.now().getTime() / 1000);
    expect(delivered.body).toEqual({ received: true, applied: true });
    const [row] = (await rowsOf(order.id)).filter((r) => r.id === renewalId);
    expect([row.status, row.amountCents]).toEqual(['SUCCEEDED', 30000]);
  });

  it('records a renewal the bank refuses off-session and mails the customer once', async () => {
    const refusals = [] as { orderId: string; depositId: string; email: string }[];
    for (const outcome of ['authentication_required', 'card_declined'] as const) {
      const customer = await makeCustomer(db, shop.company.id, { language: 'en' });
      const { order, depositId } = await heldOrder(customer.id, outcome);
      refusals.push({ orderId: order.id, depositId, email: customer.email as string });
    }
    clock.set('2026-10-07T10:00:00Z');
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 2 });
    expect(await renewExpiringHolds(app.db, clock.now(), env)).toMatchObject({ RENEWED: 0, FAILED: 0 });
    const reasons: string[] = [];
    for (const { orderId, depositId, email } of refusals) {
      const view = await bails(orderId);
      expect(view).toMatchObject({ held: 300, bails: [{ id: depositId, state: 'HELD', renewal: 'FAILED' }] });
      const refused = (await rowsOf(orderId)).filter((r) => r.depositId === depositId);
      expect(refused.map((r) => [r.type, r.status, r.amountCents])).toEqual([['SHORT_TERM_DEPOSIT', 'FAILED', 30000]]);
      reasons.push((await send('GET', `/stripe/payment/intent/${refused[0].id}`)).body.lastError);
      const mails = (await mailsTo(app, email)).filter((m) => m.template === 'order-DEPOSIT_CARD_NEEDED');
      expect(mails).toHaveLength(1);
      // the old hold stays in place until the customer authorises a card again
      expect((await send('GET', `/stripe/payment/intent/${depositId}`)).body.status).toBe('requires_capture');
    }
    expect(reasons).toEqual(['authenticationFailed', 'declined']);
  });
});
