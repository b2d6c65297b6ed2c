import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { cardPaymentFixture } from '../../../../test/factories/card-payments.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import { auditLog } from '../../../platform/audit-tables.ts';
import { stripeAccounts } from '../stripe/tables.ts';

describe('cancelling payment and deposit links', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  // 2 kayaks for a day: 80.00 to pay, 300.00 of deposit asked
  const { shop, newOrder, paymentRow, deliveredUntil } = await cardPaymentFixture(app, db, { deposit: 150 });
  const other = await makeShop(app, db);
  const slug = shop.company.slug;
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const newLink = async (orderId: string, kind: 'Payment' | 'Bail', body: object = {}) =>
    (await send('POST', `/order/add${kind}Link/${orderId}`, { sendMail: false, ...body }, shop.headers)).body;
  const cancel = (linkId: string, headers = shop.headers) =>
    send('POST', `/order/cancelPaymentLink/${linkId}`, {}, headers);
  const linksOf = async (orderId: string) =>
    (await send('GET', `/order/paymentLinks/${orderId}`, undefined, shop.headers)).body.links;
  const payLink = (order: { id: string; token: string }, paymentLinkId: string) =>
    send('POST', '/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token, paymentLinkId });
  const pay = async (checkoutUrl: string) => {
    const { pathname, searchParams } = new URL(checkoutUrl);
    return send('POST', `/payment/sandbox/intent/${pathname.split('/').at(-1)}/confirm`, {
      secret: searchParams.get('secret'),
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  };

  it('takes back an open payment link: its page answers 410, its card page refuses, its amount is free again', async () => {
    const order = await newOrder();
    const link = await newLink(order.id, 'Payment', { amount: 30 });
    const checkout = await payLink(order, link.id);
    expect(checkout.body).toMatchObject({ paymentId: link.paymentId, amount: 30 });

    const cancelled = await cancel(link.id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        id: link.id,
        orderId: order.id,
        kind: 'PAYMENT',
        status: 'CANCELLED',
        amount: 30,
        paymentId: link.paymentId,
        cancelledAt: '2026-10-01T08:00:00.000Z',
      },
    });
    expect((await paymentRow(link.paymentId)).status).toBe('CANCELED');
    expect(await send('GET', `/online-store/order/${order.id}/payment-link/${link.id}`)).toMatchObject({
      status: 410,
      body: { code: 'paymentLinkCancelled', details: { cancelledAt: '2026-10-01T08:00:00.000Z' } },
    });
    expect(await payLink(order, link.id)).toMatchObject({ status: 410, body: { code: 'paymentLinkCancelled' } });
    expect((await pay(checkout.body.url)).body.code).toBe('intentNotInState');
    // all 80.00 can be asked again
    expect((await newLink(order.id, 'Payment')).amount).toBe(80);
    expect((await linksOf(order.id)).map((l: { status: string; amount: number }) => [l.status, l.amount])).toEqual([
      ['OPEN', 80],
      ['CANCELLED', 30],
    ]);
    // a second cancel changes nothing and writes nothing
    expect((await cancel(link.id)).body).toEqual(cancelled.body);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audits.filter((a) => a.action === 'paymentLink.cancel')).toHaveLength(1);
  });

  it('never both cancels and takes the card payment of a link when both come at once', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await newOrder();
      const link = await newLink(order.id, 'Payment', { amount: 25 });
      const checkout = await payLink(order, link.id);
      const [cancelled, paid] = await Promise.all([cancel(link.id), pay(checkout.body.url)]);
      const row = await paymentRow(link.paymentId);
      if (cancelled.status === 200) {
        expect(row.status).toBe('CANCELED');
        expect(paid.status).toBeGreaterThanOrEqual(400);
      } else {
        expect([cancelled.status, cancelled.body.code]).toEqual([
          409,
          expect.stringMatching(/^paymentLink(Used|Processing)$/),
        ]);
        expect(paid.status).toBe(200);
        expect(row.status).not.toBe('CANCELED');
      }
    }
  });

  it('takes back a deposit link: no hold pending on the order, and the deposit can be asked again', async () => {
    const order = await newOrder();
    const link = await newLink(order.id, 'Bail');
    expect(link).toMatchObject({ kind: 'DEPOSIT', amount: 300 });
    expect((await cancel(link.id)).body).toMatchObject({ kind: 'DEPOSIT', status: 'CANCELLED' });
    const deposits = await send('GET', `/order/bails/${order.id}`, undefined, shop.headers);
    expect(deposits.body.bails.filter((b: { state: string }) => b.state === 'PENDING')).toEqual([]);
    expect((await newLink(order.id, 'Bail')).amount).toBe(300);
  });

  it('refuses a paid link (409), an expired one (410), another shop (404) and who may not send links (403)', async () => {
    const order = await newOrder();
    const paid = await newLink(order.id, 'Payment', { amount: 10 });
    await pay((await payLink(order, paid.id)).body.url);
    await deliveredUntil(paid.paymentId, 'SUCCEEDED');
    expect(await cancel(paid.id)).toMatchObject({ status: 409, body: { code: 'paymentLinkUsed' } });
    expect((await paymentRow(paid.paymentId)).status).toBe('SUCCEEDED');

    const short = await newLink(order.id, 'Payment', { amount: 10, expiresAt: '2026-10-01T09:00:00Z' });
    clock.set('2026-10-01T09:00:00Z');
    try {
      expect(await cancel(short.id)).toMatchObject({
        status: 410,
        body: { code: 'paymentLinkExpired', details: { expiresAt: '2026-10-01T09:00:00.000Z' } },
      });
    } finally {
      clock.set('2026-10-01T08:00:00Z');
    }

    const open = await newLink(order.id, 'Payment', { amount: 5 });
    expect(await cancel(open.id, other.headers)).toMatchObject({ status: 404, body: { code: 'notFound' } });
    expect((await send('GET', `/order/paymentLinks/${order.id}`, undefined, other.headers)).status).toBe(404);
    const reader = await makeEmployee(db, shop.company.id, { access: { orders: 'write', payments: 'read' } });
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await cancel(open.id, readerHeaders)).status).toBe(403);
    expect((await send('GET', `/order/paymentLinks/${order.id}`, undefined, readerHeaders)).status).toBe(200);
    expect(await cancel('not-an-id')).toMatchObject({
      status: 400,
      body: { details: { field: expect.stringContaining('paymentLinkId') } },
    });
    expect((await paymentRow(open.paymentId)).status).toBe('WAITING');
  });

  it('tells the payment screens what they can offer: the sandboxes by default', async () => {
    const res = await send('GET', '/payment/providers', undefined, shop.headers);
    expect(res).toEqual({ status: 200, body: { card: true, terminal: true, ancv: true } });
  });
});

describe('payment providers of a shop', async () => {
  it('offers nothing when no sandbox is on', async () => {
    const { app, db } = await createTestApp({ CARD_SANDBOX: '0', TERMINAL_SANDBOX: '0', ANCV_SANDBOX: '0' });
    const shop = await makeShop(app, db);
    const res = await app.inject({ method: 'GET', url: '/v2/payment/providers', headers: shop.headers });
    expect(res.json()).toEqual({ card: false, terminal: false, ancv: false });
  });

  it('offers cards through Stripe once the shop’s account may take payments', async () => {
    const { app, db, clock } = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      TERMINAL_SANDBOX: '0',
    });
    const shop = await makeShop(app, db);
    const providers = async () =>
      (await app.inject({ method: 'GET', url: '/v2/payment/providers', headers: shop.headers })).json();
    expect(await providers()).toEqual({ card: false, terminal: false, ancv: true });
    const account = { companyId: shop.company.id, type: 'express' as const, accountId: 'acct_1' };
    await db.insert(stripeAccounts).values({ ...account, createdAt: clock.now(), updatedAt: clock.now() });
    expect((await providers()).card).toBe(false);
    await db.update(stripeAccounts).set({ chargesEnabled: true }).where(eq(stripeAccounts.companyId, shop.company.id));
    expect((await providers()).card).toBe(true);
  });
});
