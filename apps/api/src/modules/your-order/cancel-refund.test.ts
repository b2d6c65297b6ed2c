import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { mailsTo } from '../../../test/mail.ts';
import { companies } from '../companies/tables.ts';
import { orderMessages } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';

/*
 * A customer cancels from the order's page within the shop's policy with a refund due: the refund goes back on the
 * card the order was paid with online, or the shop is told (inbox and mail) that it owes it; the page says which.
 */
describe("the refund of a customer's own cancellation", async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-09-30T20:00:00Z');
  const { shop, newOrder, deliveredUntil } = await cardPaymentFixture(app, db);
  const slug = shop.company.slug;
  const shopEmail = `shop-${shop.company.id.slice(0, 8)}@example.test`;
  await db.update(companies).set({ email: shopEmail }).where(eq(companies.id, shop.company.id));
  // MODERATE: 59 hours before the start (3 October 09:00 Paris), half of the 80.00 is kept
  await giveSettings(db, shop.company.id, { cancellation: { policy: 'MODERATE', customRules: [] } });

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const page = async (o: { id: string; token: string }) =>
    (await app.inject({ method: 'GET', url: `/v2/your-order/${slug}/${o.id}?token=${o.token}` })).json();
  const cancel = (o: { id: string; token: string }) =>
    post(`/your-order/order/auto-cancel/${o.id}?token=${o.token}`, {});
  const ledger = (orderId: string) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, shop.company.id), eq(payments.orderId, orderId)));
  const notesOf = (orderId: string) =>
    db
      .select({ kind: orderMessages.kind, author: orderMessages.author, body: orderMessages.body })
      .from(orderMessages)
      .where(and(eq(orderMessages.companyId, shop.company.id), eq(orderMessages.orderId, orderId)));
  const refundMails = async () => (await mailsTo(app, shopEmail)).filter((m) => m.template === 'refundOwed');

  it('gives the refund back on the card the order was paid with online, in the same step', async () => {
    const order = await newOrder();
    const checkout = await post('/your-order/checkout/stripe', { slug, orderId: order.id, token: order.token });
    const { intentId } = checkout.body;
    const secret = new URL(checkout.body.url).searchParams.get('secret');
    const paid = await post(`/payment/sandbox/intent/${intentId}/confirm`, {
      secret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.body.status).toBe('succeeded');
    await deliveredUntil(checkout.body.paymentId, 'SUCCEEDED');

    const done = await cancel(order);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.cancelInfo).toMatchObject({
      by: 'CUSTOMER',
      refund: 40,
      fee: 40,
      refundByCard: 40,
      refundByShop: 0,
    });
    const refund = (await ledger(order.id)).find((p) => p.type === 'REFUND');
    expect(refund).toMatchObject({
      provider: 'SANDBOX',
      status: 'PROCESSING',
      amountCents: 4000,
      refundOfId: checkout.body.paymentId,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    await deliveredUntil(refund!.id, 'SUCCEEDED');
    expect((await page(order)).cancellation.cancelled).toMatchObject({ refund: 40, refundByCard: 40, refundByShop: 0 });
    expect(await notesOf(order.id)).toEqual([]);
    expect(await refundMails()).toEqual([]);
  });

  it('tells the shop it owes the refund of an order paid at the counter, in its inbox and by mail', async () => {
    const order = await newOrder();
    const cash = await post('/payment-v2', { orderId: order.id, amount: 80, method: 'CASH' }, shop.headers);
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const counts = async () =>
      (await app.inject({ method: 'GET', url: '/v2/order/count/requests-and-messages', headers: shop.headers })).json();
    const waitingBefore = await counts();

    const done = await cancel(order);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.cancelInfo).toMatchObject({ refund: 40, refundByCard: 0, refundByShop: 40 });
    expect((await ledger(order.id)).map((p) => p.type)).toEqual(['PAYMENT']);
    expect(await notesOf(order.id)).toEqual([
      {
        kind: 'REFUND_OWED',
        author: 'CUSTOMER',
        body: 'Remboursement à faire au client : 40.00 EUR (réservation annulée par le client)',
      },
    ]);
    expect(await counts()).toEqual({
      ...waitingBefore,
      messages: waitingBefore.messages + 1,
      orders: waitingBefore.orders + 1,
    });
    const [mail] = await refundMails();
    expect(mail!.subject).toContain('remboursement à faire');
    expect(mail!.text).toContain('40.00 EUR');
    const after = await page(order);
    expect(after.cancellation.cancelled).toMatchObject({ refund: 40, refundByCard: 0, refundByShop: 40 });
    // the note is the shop's: the customer's conversation does not show it
    expect(after.messages).toEqual([]);
  });
});
