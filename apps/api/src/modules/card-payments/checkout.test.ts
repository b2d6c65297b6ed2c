import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { makeShop } from '../../../test/factories.ts';

describe('card checkout through the sandbox', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, newOrder, paymentRow, orderPayment, deliveredUntil } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const slug = shop.company.slug;
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/v2${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const pageOf = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    return { intentId: pathname.split('/').at(-1) as string, secret: searchParams.get('secret') as string };
  };

  it('answers 503 and writes nothing while the sandbox is off and no card provider is configured', async () => {
    const order = await newOrder();
    const first = await post('/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    const page = pageOf(first.body.url);
    const config = app.deps.config as { cardSandbox: boolean };
    config.cardSandbox = false;
    try {
      for (const [url, body, headers] of [
        ['/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token }, {}],
        ['/payment/checkout/stripe/initiate', { orderId: order.id }, shop.headers],
      ] as const) {
        const res = await post(url, body, headers);
        expect([url, res.status, res.body.code, res.body.details]).toEqual([
          url,
          503,
          'integrationNotConfigured',
          { integration: 'card' },
        ]);
      }
      const card = await get(`/payment/sandbox/intent/${page.intentId}?secret=${page.secret}`);
      expect([card.status, card.body.code]).toEqual([503, 'integrationNotConfigured']);
      const payments = await get(`/order/payments/${order.id}`, shop.headers);
      expect(payments.body.payments.map((p: { id: string }) => p.id)).toEqual([first.body.paymentId]);
    } finally {
      config.cardSandbox = true;
    }
  });

  it('lets the customer pay the balance from the order link: card page, 4242…, webhook, order paid', async () => {
    const order = await newOrder();
    const checkout = await post('/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({
      provider: 'SANDBOX',
      status: 'requires_payment_method',
      amount: 80,
      currency: 'EUR',
    });
    expect(await paymentRow(checkout.body.paymentId)).toMatchObject({
      provider: 'SANDBOX',
      status: 'WAITING',
      amountCents: 8000,
      type: 'PAYMENT',
      createdBy: null,
    });
    const { intentId, secret } = pageOf(checkout.body.url);
    expect(intentId).toBe(checkout.body.intentId);
    expect((await get(`/payment/sandbox/intent/${intentId}?secret=wrong-secret-value`)).status).toBe(404);
    const page = await get(`/payment/sandbox/intent/${intentId}?secret=${secret}`);
    expect(page.body).toMatchObject({
      amount: 80,
      currency: 'EUR',
      shopName: shop.company.name,
      status: 'requires_payment_method',
      returnUrl: `http://localhost:3000/your-order/${slug}/${order.id}?token=${order.token}&card=1`,
    });
    const paid = await post(`/payment/sandbox/intent/${intentId}/confirm`, {
      secret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.body).toMatchObject({ status: 'succeeded', cardLast4: '4242', lastError: null });
    await deliveredUntil(checkout.body.paymentId, 'SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
    const customerPage = await get(`/your-order/${slug}/${order.id}?token=${order.token}`);
    expect(customerPage.body.order).toMatchObject({ paid: 80, balance: 0 });
    const intent = await get(`/stripe/payment/intent/${checkout.body.paymentId}`, shop.headers);
    expect(intent.body).toMatchObject({ status: 'succeeded', amountReceived: 80, amountRefunded: 0 });
    const nothingLeft = await post('/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    expect(nothingLeft).toMatchObject({ status: 409, body: { code: 'amountAboveDue', details: { due: 0 } } });
  });

  it('takes a part of the balance, never more than is left once the checkouts under way are counted', async () => {
    const order = await newOrder();
    const part = await post('/your-order/checkout/stripe', {
      slug,
      orderId: order.id,
      token: order.token,
      amount: 30.5,
    });
    expect(part.body).toMatchObject({ amount: 30.5, status: 'requires_payment_method' });
    const tooMuch = await post('/your-order/checkout/stripe', {
      slug,
      orderId: order.id,
      token: order.token,
      amount: 80.01,
    });
    // the 30.50 under way is kept aside
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'amountAboveDue', details: { due: 49.5 } } });
  });

  it('marks a declined card FAILED and leaves the order unpaid', async () => {
    const order = await newOrder();
    const checkout = await post('/payment/checkout/stripe/initiate', { orderId: order.id }, shop.headers);
    expect(checkout.body.url).toContain('/pay/sandbox/');
    const { intentId, secret } = pageOf(checkout.body.url);
    const declined = await post(`/payment/sandbox/intent/${intentId}/confirm`, {
      secret,
      cardNumber: '4000000000009995',
      expiry: '12/30',
      cvc: '123',
    });
    expect(declined.body).toMatchObject({ status: 'canceled', lastError: 'insufficientFunds' });
    expect((await get(`/payment/sandbox/intent/${intentId}?secret=${secret}`)).body.returnUrl).toBe(
      `http://localhost:3000/dashboard/orders/${order.id}`,
    );
    await deliveredUntil(checkout.body.paymentId, 'FAILED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
  });

  it('goes through the authentication step: PROCESSING, then SUCCEEDED', async () => {
    const order = await newOrder();
    const checkout = await post('/payment/checkout/stripe/initiate', { orderId: order.id, amount: 20 }, shop.headers);
    const { intentId, secret } = pageOf(checkout.body.url);
    const confirm = { secret, cardNumber: '4000 0025 0000 3155', expiry: '01/31', cvc: '999' };
    expect((await post(`/payment/sandbox/intent/${intentId}/confirm`, confirm)).body.status).toBe('requires_action');
    await deliveredUntil(checkout.body.paymentId, 'PROCESSING');
    const approved = await post(`/payment/sandbox/intent/${intentId}/authenticate`, { secret, approve: true });
    expect(approved.body.status).toBe('succeeded');
    await deliveredUntil(checkout.body.paymentId, 'SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 2000, paymentStatus: 'PARTIALLY_PAID' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const order = await newOrder();
    const cases: [string, object, Record<string, string>, string][] = [
      ['/your-order/checkout/stripe', { slug, token: order.token }, {}, 'orderId'],
      ['/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token, amount: 'ten' }, {}, 'amount'],
      ['/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token, amount: 1.234 }, {}, 'amount'],
      ['/payment/checkout/stripe/initiate', { orderId: order.id, amount: -5 }, shop.headers, 'amount'],
      ['/payment/checkout/stripe/initiate', { orderId: 'nope' }, shop.headers, 'orderId'],
    ];
    for (const [url, body, headers, field] of cases) {
      const res = await post(url, body, headers);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.details.field).toContain(field);
    }
    const checkout = await post('/payment/checkout/stripe/initiate', { orderId: order.id }, shop.headers);
    const { intentId, secret } = pageOf(checkout.body.url);
    const badCard = await post(`/payment/sandbox/intent/${intentId}/confirm`, {
      secret,
      cardNumber: '4242',
      expiry: '13/30',
      cvc: '12',
    });
    expect(badCard.status).toBe(400);
    expect(['cardNumber', 'expiry', 'cvc']).toContain(badCard.body.details.field.replace(/^\//, ''));
  });

  it("answers 404 for another company's order, and for a customer without the order's token", async () => {
    const order = await newOrder();
    expect((await post('/payment/checkout/stripe/initiate', { orderId: order.id }, other.headers)).status).toBe(404);
    expect((await post('/your-order/checkout/stripe', { slug, orderId: order.id })).status).toBe(404);
    expect(
      (await post('/your-order/checkout/stripe', { slug, orderId: order.id, token: 'not-the-token-of-it' })).status,
    ).toBe(404);
    const otherSlug = await post('/your-order/checkout/stripe', {
      slug: other.company.slug,
      orderId: order.id,
      token: order.token,
    });
    expect(otherSlug.status).toBe(404);
    const mine = await post('/payment/checkout/stripe/initiate', { orderId: order.id }, shop.headers);
    expect((await get(`/stripe/payment/intent/${mine.body.paymentId}`, other.headers)).status).toBe(404);
    const cash = await post('/payment-v2', { orderId: order.id, amount: 5, method: 'CASH' }, shop.headers);
    expect((await get(`/stripe/payment/intent/${cash.body.payments[0].id}`, shop.headers)).status).toBe(404);
  });

  it('answers a replay with the same Idempotency-Key with the first card page, and 422 for another body', async () => {
    const order = await newOrder();
    const headers = { ...shop.headers, 'idempotency-key': `card-${order.id}` };
    const first = await post('/payment/checkout/stripe/initiate', { orderId: order.id, amount: 10 }, headers);
    const again = await post('/payment/checkout/stripe/initiate', { orderId: order.id, amount: 10 }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await post('/payment/checkout/stripe/initiate', { orderId: order.id, amount: 11 }, headers);
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });
    const customer = { 'idempotency-key': `customer-${order.id}` };
    const body = { slug, orderId: order.id, token: order.token, amount: 5 };
    const c1 = await post('/your-order/checkout/stripe', body, customer);
    const c2 = await post('/your-order/checkout/stripe', body, customer);
    expect(c2.body.paymentId).toBe(c1.body.paymentId);
    const ledger = await get(`/order/payments/${order.id}`, shop.headers);
    // one row per key: the replays added none (same instant on the test clock, so compared unordered)
    expect(ledger.body.payments.map((p: { amount: number }) => p.amount).sort((a: number, b: number) => a - b)).toEqual(
      [5, 10],
    );
  });

  it('answers 503 integrationNotConfigured for Square and Adyen, after the order lookup', async () => {
    const order = await newOrder();
    const square = await post('/order/createPaymentSquare', { orderId: order.id, amount: 10 }, shop.headers);
    expect(square).toMatchObject({
      status: 503,
      body: { code: 'integrationNotConfigured', details: { integration: 'square' } },
    });
    expect((await post('/order/createPaymentSquare', { orderId: order.id, amount: 10 }, other.headers)).status).toBe(
      404,
    );
    const adyen = await post('/your-order/checkout/adyen', { slug, orderId: order.id, token: order.token });
    expect(adyen.body.details).toEqual({ integration: 'adyen' });
    expect((await post('/your-order/checkout/adyen', { slug, orderId: order.id })).status).toBe(404);
    expect((await get(`/payment/adyen/payment-methods?companyId=${shop.company.id}`)).status).toBe(503);
  });
});
