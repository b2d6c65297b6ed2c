import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { cardPaymentFixture } from '../../../../test/factories/card-payments.ts';
import { makeShop } from '../../../../test/factories.ts';
import { deliverStripeEvent, signedEvent, startFakeStripe } from '../../../../test/fake-stripe.ts';
import { stripeOf } from '../providers.ts';

const SECRET = 'whsec_test_secret';

describe('card payments through Stripe (a local fake of its API)', async () => {
  const fake = await startFakeStripe();
  afterAll(fake.close);
  const { app, db, clock } = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_key',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.apiBase,
  });
  clock.set('2026-10-01T08:00:00Z');
  const { shop, newOrder, paymentRow, orderPayment } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const slug = shop.company.slug;
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const deliver = (event: { id: string; type: string; account?: string; object: unknown }, at = nowSeconds()) =>
    deliverStripeEvent(app, SECRET, event, at);
  let eventCount = 0;
  const eventId = () => `evt_test_${++eventCount}`;

  it('connects the shop: an Express account once, onboarding links, status, dashboard link', async () => {
    const before = await call('GET', '/visibility/stripe/check', shop.headers);
    expect(before.body).toEqual({
      provider: 'STRIPE',
      stripeConfigured: true,
      connected: false,
      chargesEnabled: false,
    });
    const unpaid = await newOrder();
    const noAccount = await call('POST', '/checkout/stripe', {}, { slug, orderId: unpaid.id, token: unpaid.token });
    expect([noAccount.status, noAccount.body.code]).toEqual([409, 'stripeAccountNotConnected']);
    expect(await orderPayment(unpaid.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
    const first = await call('POST', '/stripe-connect/create-account-express', shop.headers, { country: 'FR' });
    expect(first.body).toMatchObject({
      type: 'express',
      connected: true,
      chargesEnabled: false,
      requirementsDue: ['external_account', 'business_profile.url'],
      url: `https://connect.stripe.test/setup/${first.body.accountId}`,
    });
    const created = fake.requests.find((r) => r.path === '/v1/accounts')!;
    expect(created.params).toMatchObject({
      type: 'express',
      country: 'FR',
      'business_profile[name]': shop.company.name,
      'capabilities[card_payments][requested]': 'true',
      'metadata[companyId]': shop.company.id,
    });
    expect(created.idempotencyKey).toBe(`account-express-${shop.company.id}`);
    const link = fake.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.params).toMatchObject({
      account: first.body.accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/dashboard/settings/card-payments?stripe=return',
    });
    const again = await call('POST', '/stripe-connect/create-account-express', shop.headers, {});
    expect(again.body.accountId).toBe(first.body.accountId);
    expect(fake.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    const notYet = await call('GET', '/stripe-connect/login-link/express', shop.headers);
    expect([notYet.status, notYet.body.code]).toEqual([409, 'stripeAccountNotConnected']);
    fake.completeOnboarding(first.body.accountId);
    const status = await call('GET', '/stripe-connect/check-account-status/express', shop.headers);
    expect(status.body).toEqual({
      type: 'express',
      connected: true,
      accountId: first.body.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
    });
    const stored = await call('GET', '/payment/lokkiPayment/stripeExpress/status', shop.headers);
    expect(stored.body).toEqual(status.body);
    const login = await call('GET', '/stripe-connect/login-link/express', shop.headers);
    expect(login.body).toEqual({ url: `https://connect.stripe.test/express/${first.body.accountId}` });
    const otherStatus = await call('GET', '/stripe-connect/check-account-status/express', other.headers);
    expect(otherStatus.body).toMatchObject({ connected: false, accountId: null });
  });

  it('pays an order on Stripe: a checkout on the shop account, the webhook marks it paid, a replay changes nothing', async () => {
    const { accountId } = (await call('GET', '/payment/lokkiPayment/stripeExpress/status', shop.headers)).body;
    const order = await newOrder();
    const checkout = await call(
      'POST',
      '/checkout/stripe',
      {},
      { slug, orderId: order.id, token: order.token, amount: 30.5 },
    );
    expect(checkout.body).toMatchObject({
      provider: 'STRIPE',
      status: 'requires_payment_method',
      amount: 30.5,
      currency: 'EUR',
      captureMethod: 'automatic',
      url: `https://checkout.stripe.test/c/pay/${checkout.body.intentId}`,
    });
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.account).toBe(accountId);
    expect(sent.idempotencyKey).toBe(`checkout-${checkout.body.paymentId}`);
    expect(sent.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '3050',
      'line_items[0][price_data][currency]': 'eur',
      'payment_intent_data[capture_method]': 'automatic',
      'payment_intent_data[metadata][paymentId]': checkout.body.paymentId,
      // the platform's fee: 1.4 % of 30.50 (0.427, rounded to 0.43) and 0.25
      'payment_intent_data[application_fee_amount]': '68',
      'metadata[companyId]': shop.company.id,
    });
    // a payment saves no card: only holds are renewed without the customer
    expect(sent.params).not.toHaveProperty('customer');
    expect(sent.params).not.toHaveProperty('payment_intent_data[setup_future_usage]');
    expect(await paymentRow(checkout.body.paymentId)).toMatchObject({
      provider: 'STRIPE',
      status: 'WAITING',
      amountCents: 3050,
    });

    fake.pay(checkout.body.intentId);
    const event = {
      id: eventId(),
      type: 'checkout.session.completed',
      account: accountId,
      object: fake.object(checkout.body.intentId),
    };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await paymentRow(checkout.body.paymentId)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await orderPayment(order.id)).toEqual({ paidCents: 3050, paymentStatus: 'PARTIALLY_PAID' });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await orderPayment(order.id)).toEqual({ paidCents: 3050, paymentStatus: 'PARTIALLY_PAID' });

    const intent = await call('GET', `/stripe/payment/intent/${checkout.body.paymentId}`, shop.headers);
    expect(intent.body).toMatchObject({ status: 'succeeded', amountReceived: 30.5, amountRefunded: 0 });
    const provider = stripeOf(db, app.deps);
    const refunded = await provider.refund(checkout.body.intentId, 1000);
    expect([refunded.amountReceivedCents, refunded.amountRefundedCents]).toEqual([3050, 1000]);
    const refund = fake.requests.findLast((r) => r.path === '/v1/refunds')!;
    expect(refund).toMatchObject({
      account: accountId,
      idempotencyKey: expect.stringMatching(/^refund-pi_test_\d+-0-1000$/),
      params: { amount: '1000' },
    });
    await expect(provider.refund(checkout.body.intentId, 2051)).rejects.toMatchObject({
      code: 'refundTooLarge',
      details: { refundable: 20.5 },
    });
  });

  it('holds a card and captures a part of it; an unpaid checkout is cancelled by expiring it', async () => {
    const { accountId } = (await call('GET', '/payment/lokkiPayment/stripeExpress/status', shop.headers)).body;
    const provider = stripeOf(db, app.deps);
    const metadata = {
      companyId: shop.company.id,
      orderId: '00000000-0000-7000-8000-000000000001',
      paymentId: '00000000-0000-7000-8000-000000000002',
    };
    const hold = await provider.createIntent({
      amountCents: 20000,
      currency: 'EUR',
      capture: 'manual',
      metadata,
      description: 'Deposit',
      returnUrl: 'http://localhost:3000/back',
    });
    fake.pay(hold.id);
    const held = await provider.retrieve(hold.id);
    expect(held).toMatchObject({ status: 'requires_capture', captureMethod: 'manual', amountCapturableCents: 20000 });
    expect(held.expiresAt).toBeInstanceOf(Date);
    await expect(provider.capture(hold.id, 20001)).rejects.toMatchObject({ code: 'captureTooLarge' });
    const captured = await provider.capture(hold.id, 2000);
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 2000, amountCapturableCents: 0 });
    const checkout = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.params).toMatchObject({
      'payment_intent_data[application_fee_amount]': '305',
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    // the fee follows what is captured: 1.4 % of 20.00 and 0.25, not the fee of the 200.00 held
    const capture = fake.requests.findLast((r) => r.path.endsWith('/capture'))!;
    expect(capture).toMatchObject({
      account: accountId,
      params: { amount_to_capture: '2000', application_fee_amount: '53' },
    });
    expect(capture.idempotencyKey).toMatch(/^capture-pi_test_/);
    await expect(provider.cancel(hold.id)).rejects.toMatchObject({ code: 'intentNotInState' });

    const open = await provider.createIntent({
      ...{ amountCents: 500, currency: 'EUR', capture: 'automatic' },
      metadata: { ...metadata, paymentId: '00000000-0000-7000-8000-000000000003' },
      description: 'x',
      returnUrl: 'http://localhost:3000/back',
    });
    expect((await provider.cancel(open.id)).status).toBe('canceled');
    expect(fake.calls()).toContain(`POST /v1/checkout/sessions/${open.id}/expire`);
  });

  it('refuses forged and stale webhooks, and changes nothing', async () => {
    const order = await newOrder();
    const checkout = await call('POST', '/checkout/stripe', {}, { slug, orderId: order.id, token: order.token });
    fake.pay(checkout.body.intentId);
    const event = { id: eventId(), type: 'checkout.session.completed', object: fake.object(checkout.body.intentId) };
    const forged = signedEvent('whsec_someone_else', event, nowSeconds());
    const res = await app.inject({
      method: 'POST',
      url: '/v2/payment/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.header },
      payload: forged.payload,
    });
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      400,
      'webhookRejected',
      { reason: 'signature' },
    ]);
    const stale = await deliver(event, nowSeconds() - 301);
    expect([stale.status, stale.body.details]).toEqual([400, { reason: 'stale' }]);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/v2/payment/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.json().details).toEqual({ reason: 'signature' });
    expect(await paymentRow(checkout.body.paymentId)).toMatchObject({ status: 'WAITING' });
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
    expect(await deliver(event, nowSeconds() - 299)).toEqual({ status: 200, body: { received: true, applied: true } });
    const other = { id: eventId(), type: 'customer.created', object: { id: 'cus_1', object: 'customer' } };
    expect(await deliver(other)).toEqual({ status: 200, body: { received: true, applied: false } });
  });

  it('keeps the account status from account.updated, answers 400 naming the field, and disconnects', async () => {
    const bad = await call('GET', '/stripe-connect/check-account-status/standard', shop.headers);
    expect([bad.status, bad.body.details.field]).toEqual([400, 'type']);
    const badCountry = await call('POST', '/stripe-connect/create-account-express', shop.headers, {
      country: 'France',
    });
    expect([badCountry.status, badCountry.body.details.field]).toEqual([400, 'country']);
    const { accountId } = (await call('GET', '/payment/lokkiPayment/stripeExpress/status', shop.headers)).body;
    const account = {
      ...fake.completeOnboarding(accountId),
      payouts_enabled: false,
      requirements: { currently_due: ['external_account'] },
    };
    expect(
      await deliver({ id: eventId(), type: 'account.updated', account: accountId, object: account }),
    ).toMatchObject({ body: { applied: true } });
    const stored = await call('GET', '/payment/lokkiPayment/stripeExpress/status', shop.headers);
    expect(stored.body).toMatchObject({ payoutsEnabled: false, requirementsDue: ['external_account'] });
    const gone = await call('GET', '/stripe-connect/disconnect-account/express', shop.headers);
    expect(gone.body).toMatchObject({ connected: false, accountId: null });
    const order = await newOrder();
    const refused = await call('POST', '/checkout/stripe', {}, { slug, orderId: order.id, token: order.token });
    expect([refused.status, refused.body.code]).toEqual([409, 'stripeAccountNotConnected']);
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
  });
});

describe('Stripe calls without Stripe keys', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  it('answer 503 integrationNotConfigured, except the check that tells the sandbox is active', async () => {
    for (const [method, url] of [
      ['POST', '/stripe-connect/create-account-express'],
      ['GET', '/stripe-connect/check-account-status/express'],
      ['GET', '/stripe-connect/disconnect-account/express'],
      ['GET', '/stripe-connect/login-link/express'],
      ['GET', '/payment/lokkiPayment/stripeExpress/status'],
      ['POST', '/payment/webhook/stripe'],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/v2${url}`,
        headers: shop.headers,
        payload:
          method === 'POST'
            ? url.includes('webhook')
              ? { id: 'evt_1', type: 'x', data: { object: {} } }
              : {}
            : undefined,
      });
      expect([url, res.statusCode, res.json().details]).toEqual([url, 503, { integration: 'stripe' }]);
    }
    const check = await app.inject({ method: 'GET', url: '/v2/visibility/stripe/check', headers: shop.headers });
    expect(check.json()).toEqual({
      provider: 'SANDBOX',
      stripeConfigured: false,
      connected: false,
      chargesEnabled: false,
    });
  });
});
