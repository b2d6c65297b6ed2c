import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { racing } from '../../../../test/concurrency.ts';
import { cardPaymentFixture } from '../../../../test/factories/card-payments.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { depositOrderFixture } from '../../../../test/factories/deposit-order.ts';
import { makeShop } from '../../../../test/factories.ts';
import { mailsTo } from '../../../../test/mail.ts';

describe('payment and deposit links', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const { shop, paymentRow, orderPayment, deliveredUntil } = await cardPaymentFixture(app, db);
  const other = await makeShop(app, db);
  const race = racing(app, db);
  const slug = shop.company.slug;
  const customer = await makeCustomer(db, shop.company.id, { language: 'en' });
  const deposits = await depositOrderFixture(app, db, shop.headers);
  // 2 kayaks for a day: 80.00 to pay, 300.00 of deposit asked
  const newOrder = (customerId: string | null = customer.id) => deposits.newOrder({ customerId });
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };
  const staff = (url: string, payload: object, headers = shop.headers) => send('POST', url, payload, headers);
  const pageOf = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    return { intentId: pathname.split('/').at(-1) as string, secret: searchParams.get('secret') as string };
  };
  const payWith = async (checkoutUrl: string, cardNumber = '4242424242424242') => {
    const { intentId, secret } = pageOf(checkoutUrl);
    return send('POST', `/payment/sandbox/intent/${intentId}/confirm`, {
      secret,
      cardNumber,
      expiry: '12/30',
      cvc: '123',
    });
  };
  const payLink = (order: { id: string; token: string }, paymentLinkId: string) =>
    send('POST', '/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token, paymentLinkId });
  const linkPage = (orderId: string, linkId: string) =>
    send('GET', `/online-store/order/${orderId}/payment-link/${linkId}`);

  it('mails a payment link for what is due; paid in the sandbox, it moves the order to paid', async () => {
    const order = await newOrder();
    const link = await staff(`/order/addPaymentLink/${order.id}`, { lang: 'en' });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({
      kind: 'PAYMENT',
      status: 'OPEN',
      amount: 80,
      currency: 'EUR',
      expiresAt: '2026-10-08T08:00:00.000Z',
      url: `http://localhost:3000/your-order/${slug}/${order.id}?token=${order.token}&link=${link.body.id}`,
      mail: {
        to: customer.email,
        language: 'en',
        subject: expect.stringMatching(/: your payment link, booking #\d+$/),
      },
    });
    expect(await paymentRow(link.body.paymentId)).toMatchObject({
      status: 'WAITING',
      amountCents: 8000,
      type: 'PAYMENT',
    });
    const mail = (await mailsTo(app, customer.email as string)).find((m) => m.template === 'order-PAYMENT_LINK');
    if (!mail) throw new Error('no payment link mail');
    expect(mail.text).toContain('Here is your link to pay €80.00');
    expect(mail.text).toContain('October 8, 2026');
    expect(mail.text).toContain(link.body.url);

    expect((await linkPage(order.id, link.body.id)).body).toEqual({
      id: link.body.id,
      kind: 'PAYMENT',
      status: 'OPEN',
      amount: 80,
      currency: 'EUR',
      expiresAt: '2026-10-08T08:00:00.000Z',
      shopName: shop.company.name,
    });
    const checkout = await payLink(order, link.body.id);
    expect(checkout.body).toMatchObject({
      paymentId: link.body.paymentId,
      amount: 80,
      status: 'requires_payment_method',
    });
    expect((await payWith(checkout.body.url)).body.status).toBe('succeeded');
    await deliveredUntil(link.body.paymentId, 'SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 8000, paymentStatus: 'PAID' });
    expect((await linkPage(order.id, link.body.id)).body.status).toBe('PAID');
    expect(await payLink(order, link.body.id)).toMatchObject({ status: 409, body: { code: 'paymentLinkUsed' } });
  });

  it('keeps a link’s amount aside: a checkout asks only for the rest, and two at once cannot both take all', async () => {
    const order = await newOrder();
    await staff(`/order/addPaymentLink/${order.id}`, { amount: 30, sendMail: false });
    const whole = await send('POST', '/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    expect(whole).toMatchObject({ status: 200, body: { amount: 50 } });
    const third = await staff(`/order/addPaymentLink/${order.id}`, { amount: 0.01, sendMail: false });
    expect(third).toMatchObject({ status: 409, body: { code: 'amountAboveDue', details: { due: 0 } } });

    const fresh = await newOrder();
    const { answers, overlapped } = await race.all([
      race.send({}, 'POST', '/your-order/checkout/stripe', { slug, orderId: fresh.id, token: fresh.token }),
      race.send(shop.headers, 'POST', '/payment/checkout/stripe/initiate', { orderId: fresh.id }),
      race.send(shop.headers, 'POST', `/order/addPaymentLink/${fresh.id}`, { sendMail: false }),
    ]);
    expect(overlapped).toBe(true);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => [a.body.code, a.body.details])).toEqual([
      ['amountAboveDue', { due: 0 }],
      ['amountAboveDue', { due: 0 }],
    ]);
  });

  it('refuses an expired link with 410 and frees its amount for a new checkout', async () => {
    const order = await newOrder();
    const link = await staff(`/order/addPaymentLink/${order.id}`, {
      expiresAt: '2026-10-01T10:00:00Z',
      sendMail: false,
    });
    expect(link.body).toMatchObject({ amount: 80, expiresAt: '2026-10-01T10:00:00.000Z' });
    clock.set('2026-10-01T10:00:00Z');
    try {
      const page = await linkPage(order.id, link.body.id);
      expect(page).toMatchObject({
        status: 410,
        body: { code: 'paymentLinkExpired', details: { expiresAt: '2026-10-01T10:00:00.000Z' } },
      });
      expect((await payLink(order, link.body.id)).body.code).toBe('paymentLinkExpired');
      const checkout = await send('POST', '/your-order/checkout/stripe', {
        slug,
        orderId: order.id,
        token: order.token,
      });
      expect(checkout).toMatchObject({ status: 200, body: { amount: 80 } });
      expect((await paymentRow(link.body.paymentId)).status).toBe('CANCELED');
    } finally {
      clock.set('2026-10-01T08:00:00Z');
    }
  });

  it('frees what a checkout left on the card page kept aside, after 30 minutes, and closes its intent', async () => {
    const order = await newOrder();
    const left = await send('POST', '/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    expect((await staff(`/order/addPaymentLink/${order.id}`, { sendMail: false })).body.details).toEqual({ due: 0 });
    clock.set('2026-10-01T08:30:00Z');
    try {
      const link = await staff(`/order/addPaymentLink/${order.id}`, { sendMail: false });
      expect(link).toMatchObject({ status: 200, body: { amount: 80 } });
      expect((await paymentRow(left.body.paymentId)).status).toBe('CANCELED');
      expect((await payWith(left.body.url)).body).toMatchObject({ code: 'intentNotInState' });
    } finally {
      clock.set('2026-10-01T08:00:00Z');
    }
  });

  it('lets the customer try another card on the same link after a decline', async () => {
    const order = await newOrder();
    const link = await staff(`/order/addPaymentLink/${order.id}`, { amount: 25, sendMail: false });
    const first = await payLink(order, link.body.id);
    expect((await payWith(first.body.url, '4000000000000002')).body.lastError).toBe('declined');
    await deliveredUntil(first.body.paymentId, 'FAILED');
    expect((await linkPage(order.id, link.body.id)).body.status).toBe('OPEN');
    const second = await payLink(order, link.body.id);
    expect(second.body).toMatchObject({ amount: 25, status: 'requires_payment_method' });
    expect(second.body.paymentId).not.toBe(first.body.paymentId);
    await payWith(second.body.url);
    await deliveredUntil(second.body.paymentId, 'SUCCEEDED');
    expect(await orderPayment(order.id)).toEqual({ paidCents: 2500, paymentStatus: 'PARTIALLY_PAID' });
  });

  it('takes a deposit link as a card hold that shows as the deposit held, capturable by the deposit calls', async () => {
    const order = await newOrder();
    const link = await staff(`/order/addBailLink/${order.id}`, { lang: 'fr' });
    expect(link.body).toMatchObject({ kind: 'DEPOSIT', amount: 300, mail: { language: 'fr' } });
    const mail = (await mailsTo(app, customer.email as string)).find((m) => m.template === 'order-DEPOSIT_LINK');
    expect(mail?.text).toContain('caution de 300,00');
    const before = await send('GET', `/order/bails/${order.id}`, undefined, shop.headers);
    expect(before.body.bails).toMatchObject([{ id: link.body.paymentId, state: 'PENDING', held: 0 }]);
    expect((await staff(`/order/addBailLink/${order.id}`, {})).body.code).toBe('depositNotDue');

    const checkout = await payLink(order, link.body.id);
    expect(checkout.body).toMatchObject({ captureMethod: 'manual', amount: 300 });
    expect((await payWith(checkout.body.url)).body.status).toBe('requires_capture');
    await deliveredUntil(link.body.paymentId, 'REQUIRES_CAPTURE');
    const held = await send('GET', `/order/bails/${order.id}`, undefined, shop.headers);
    expect(held.body).toMatchObject({ held: 300, bails: [{ provider: 'SANDBOX', state: 'HELD', held: 300 }] });
    expect(await orderPayment(order.id)).toEqual({ paidCents: 0, paymentStatus: 'NOT_PAID' });
    expect((await linkPage(order.id, link.body.id)).body.status).toBe('PAID');
    // the customer authorises a new card: a new hold for what is held, the old one released once it is in place
    const retry = { slug, orderId: order.id, token: order.token, bailId: link.body.paymentId };
    const again = await send('POST', '/checkout-deposit-retry/stripe', retry);
    expect(again.body).toMatchObject({ amount: 300, captureMethod: 'manual', status: 'requires_payment_method' });
    expect((await send('POST', '/checkout-deposit-retry/stripe', retry)).body.paymentId).toBe(again.body.paymentId);
    await payWith(again.body.url);
    await deliveredUntil(again.body.paymentId, 'REQUIRES_CAPTURE');
    const after = await send('GET', `/order/bails/${order.id}`, undefined, shop.headers);
    expect(after.body.held).toBe(300);
    const byId = (bails: { id: string }[], id: string) => bails.find((b) => b.id === id);
    expect(byId(after.body.bails, link.body.paymentId)).toMatchObject({ held: 0, captured: 0 });
    expect(byId(after.body.bails, again.body.paymentId)).toMatchObject({ state: 'HELD', held: 300, captured: 0 });
    expect(await send('POST', '/checkout-deposit-retry/stripe', retry)).toMatchObject({
      status: 409,
      body: { code: 'depositNotRetriable', details: { state: 'REPLACED' } },
    });

    // the new hold is captured in part by the deposit calls; the provider gives the rest back with the capture
    const captured = await staff(`/payment-v2/deposit/capture/${again.body.paymentId}`, {
      amount: 20,
      reason: 'DAMAGE',
    });
    expect(byId(captured.body.bails, again.body.paymentId)).toMatchObject({
      state: 'PARTLY_CAPTURED',
      held: 0,
      captured: 20,
      released: 280,
    });
  });

  it('refuses bad input naming the field, another company’s order, and a customer without an email', async () => {
    const order = await newOrder();
    for (const [body, field] of [
      [{ amount: 'ten' }, 'amount'],
      [{ amount: 1.234 }, 'amount'],
      [{ expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ expiresAt: '2026-09-30T08:00:00Z' }, 'expiresAt'],
      [{ expiresAt: '2027-09-30T08:00:00Z' }, 'expiresAt'],
      [{ sendMail: 'maybe' }, 'sendMail'],
    ] as const) {
      const res = await staff(`/order/addPaymentLink/${order.id}`, body);
      expect([res.status, res.body.details?.field], JSON.stringify(body)).toEqual([
        400,
        expect.stringContaining(field),
      ]);
    }
    expect((await staff(`/order/addPaymentLink/${order.id}`, {}, other.headers)).status).toBe(404);
    expect((await staff(`/order/addBailLink/${order.id}`, {}, other.headers)).status).toBe(404);
    const link = await staff(`/order/addPaymentLink/${order.id}`, { amount: 5, sendMail: false });
    expect((await linkPage(order.id, '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b')).status).toBe(404);
    const otherOrder = await newOrder();
    expect((await linkPage(otherOrder.id, link.body.id)).status).toBe(404);
    expect(
      (await send('POST', '/checkout-deposit-retry/stripe', { slug, orderId: order.id, bailId: link.body.paymentId }))
        .status,
    ).toBe(404);
    expect(
      await send('POST', '/checkout-deposit-retry/stripe', {
        slug,
        orderId: order.id,
        token: order.token,
        bailId: link.body.paymentId,
      }),
    ).toMatchObject({ status: 404 });
    const nobody = await newOrder(null);
    expect((await staff(`/order/addPaymentLink/${nobody.id}`, {})).body.code).toBe('noCustomerEmail');
    const ledger = await send('GET', `/order/payments/${nobody.id}`, undefined, shop.headers);
    expect(ledger.body.payments).toEqual([]);
  });

  it('answers a replay with the same Idempotency-Key with the first link, once', async () => {
    const order = await newOrder();
    const headers = { ...shop.headers, 'idempotency-key': `link-${order.id}` };
    const first = await staff(`/order/addPaymentLink/${order.id}`, { amount: 10 }, headers);
    const again = await staff(`/order/addPaymentLink/${order.id}`, { amount: 10 }, headers);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await staff(`/order/addPaymentLink/${order.id}`, { amount: 11 }, headers)).status).toBe(422);
    const ledger = await send('GET', `/order/payments/${order.id}`, undefined, shop.headers);
    expect(ledger.body.payments.map((p: { amount: number }) => p.amount)).toEqual([10]);
    expect(await mailsTo(app, customer.email as string)).toHaveLength(
      (await mailsTo(app, customer.email as string)).filter((m) => m.template !== 'order-PAYMENT_LINK').length + 2,
    );
  });
});
