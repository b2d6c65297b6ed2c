import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mail.ts';
import { orders } from '../orders/tables.ts';

type Message = { author: string; kind: string; body: string; answeredAt: string | null };

describe("the customer's page: messages with the shop and cancellation", async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-09-01T07:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const staff = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  // MODERATE: all back 5 days (120 h) before the start, half 48 h before, then nothing
  await giveSettings(db, companyId, { cancellation: { policy: 'MODERATE', customRules: [] } });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 50 });
  const theirHelmets = await makeProduct(app, other.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
  const customer = await makeCustomer(db, companyId, {
    firstName: 'Léa',
    lastName: 'Roux',
    email: 'lea.area@example.test',
  });
  const slug = shop.company.slug;

  const tokenOf = async (orderId: string) =>
    (await db.select({ key: orders.linkKey }).from(orders).where(eq(orders.id, orderId)))[0].key;
  /** An order of Léa from 10 September 09:00 (07:00 UTC), 2 helmets; `paid` cents recorded as paid. */
  const booking = async (paid = 0, values: object = {}) => {
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-09-10T09:00',
      endDate: '2026-09-10T18:00',
      customerId: customer.id,
      products: [{ productId: helmets.id, quantity: 2 }],
      ...values,
    });
    if (paid)
      await db
        .update(orders)
        .set({ paidCents: paid })
        .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)));
    return { id: order.id as string, number: order.number as number, token: await tokenOf(order.id) };
  };
  const page = async (o: { id: string; token: string }, headers = {}) => {
    const res = await app.inject({ method: 'GET', url: `/v2/your-order/${slug}/${o.id}?token=${o.token}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const post = (path: string, id: string, token: string | null, payload: object, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/v2/your-order/order/${path}/${id}${token ? `?token=${token}` : ''}`,
      payload,
      headers,
    });
  const write = (o: { id: string; token: string | null }, message: unknown) =>
    post('message', o.id, o.token, { message: message as string });
  const autoCancel = (o: { id: string; token: string | null }) => post('auto-cancel', o.id, o.token, {});
  const askToCancel = (o: { id: string; token: string | null }) =>
    post('cancel-request', o.id, o.token, { email: 'lea.area@example.test', message: 'Je ne peux plus venir' });
  const inboxCounts = async () =>
    (await app.inject({ method: 'GET', url: '/v2/order/count/requests-and-messages', headers: shop.headers })).json();

  it('offers to cancel at once with the refund of the policy tier, then only a request once the policy is past', async () => {
    clock.set('2026-09-01T07:00:00Z');
    const order = await booking(1000);
    const first = await page(order);
    const total = first.order.totalTTC as number;
    expect(total).toBeGreaterThan(10);
    expect(first.customer).toMatchObject({ name: 'Léa Roux', email: 'lea.area@example.test' });
    expect(first.messages).toEqual([]);
    expect(first.cancellation).toEqual({
      policy: 'MODERATE',
      now: {
        until: '2026-09-08T07:00:00.000Z',
        refundPercent: 100,
        refundPercentUntil: '2026-09-05T07:00:00.000Z',
        refund: 10,
        fee: 0,
      },
      requestable: false,
      requestedAt: null,
      cancelled: null,
    });

    clock.set('2026-09-07T07:00:00Z');
    const half = Math.round(total * 50) / 100;
    expect((await page(order)).cancellation.now).toEqual({
      until: '2026-09-08T07:00:00.000Z',
      refundPercent: 50,
      refundPercentUntil: '2026-09-08T07:00:00.000Z',
      refund: Math.max(0, Math.round((10 - (total - half)) * 100) / 100),
      fee: Math.round((total - half) * 100) / 100,
    });

    clock.set('2026-09-09T07:00:00Z');
    const late = await page(order);
    expect(late.cancellation).toMatchObject({ now: null, requestable: true, requestedAt: null, cancelled: null });
    const refused = await autoCancel(order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('notAutoCancelable');
    expect((await page(order)).order.type).toBe('ORDER');
    clock.set('2026-09-01T07:00:00Z');
  });

  it('cancels at once within the policy with its fee, says so on the page, and not twice', async () => {
    clock.set('2026-09-07T07:00:00Z');
    const order = await booking(4000);
    const total = (await page(order)).order.totalTTC as number;
    const done = await autoCancel(order);
    expect(done.statusCode, done.body).toBe(200);
    const fee = Math.round((total - Math.round(total * 50) / 100) * 100) / 100;
    expect(done.json()).toMatchObject({
      id: order.id,
      type: 'CANCELED',
      cancelInfo: { by: 'CUSTOMER', reason: 'Cancelled by the customer', policy: 'MODERATE', fee },
    });
    const refund = done.json().cancelInfo.refund;
    expect(refund).toBe(Math.min(40, Math.round((40 - fee) * 100) / 100));
    const after = await page(order);
    expect(after.order.type).toBe('CANCELED');
    expect(after.cancellation).toEqual({
      policy: 'MODERATE',
      now: null,
      requestable: false,
      requestedAt: null,
      // paid without the card provider: the shop owes the refund
      cancelled: { at: '2026-09-07T07:00:00.000Z', by: 'CUSTOMER', refund, fee, refundByCard: 0, refundByShop: refund },
    });
    const again = await autoCancel(order);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notAutoCancelable');
    const asked = await askToCancel(order);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('orderClosed');
    const written = await write(order, 'Et mon remboursement ?');
    expect(written.statusCode).toBe(409);
    expect(written.json().code).toBe('orderClosed');
    clock.set('2026-09-01T07:00:00Z');
  });

  it('asks the shop to cancel once: the page shows the pending request, a second one is refused', async () => {
    clock.set('2026-09-09T07:00:00Z');
    const order = await booking();
    const before = await inboxCounts();
    const asked = await askToCancel(order);
    expect(asked.statusCode, asked.body).toBe(200);
    const shown = await page(order);
    expect(shown.cancellation).toMatchObject({
      now: null,
      requestable: false,
      requestedAt: '2026-09-09T07:00:00.000Z',
    });
    expect(shown.messages.map((m: Message) => [m.author, m.kind, m.body])).toEqual([
      ['CUSTOMER', 'CANCEL_REQUEST', 'Je ne peux plus venir'],
    ]);
    expect((await inboxCounts()).messages).toBe(before.messages + 1);
    const twice = await askToCancel(order);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'cancelRequestPending',
      details: { askedAt: '2026-09-09T07:00:00.000Z' },
    });
    expect((await inboxCounts()).messages).toBe(before.messages + 1);
    await staff.send('POST', `/order/solveOrderMessage/${order.id}`, {});
    clock.set('2026-09-01T07:00:00Z');
  });

  it("writes to the shop, counted in the shop's inbox; the shop's answer shows on the page and is mailed", async () => {
    const order = await booking();
    const before = await inboxCounts();
    clock.set('2026-09-02T08:00:00Z');
    const sent = await write(order, '  Puis-je venir plus tôt ?  ');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().messages.map((m: Message) => [m.author, m.kind, m.body, m.answeredAt])).toEqual([
      ['CUSTOMER', 'MESSAGE', 'Puis-je venir plus tôt ?', null],
    ]);
    expect(await inboxCounts()).toMatchObject({ messages: before.messages + 1, orders: before.orders + 1 });

    clock.set('2026-09-02T09:30:00Z');
    const answered = await staff.send('POST', `/order/solveOrderMessage/${order.id}`, { reply: 'Oui, dès 8 h.' });
    expect(answered.status).toBe(200);
    const shown = await page(order);
    expect(shown.messages.map((m: Message) => [m.author, m.body, m.answeredAt])).toEqual([
      ['CUSTOMER', 'Puis-je venir plus tôt ?', '2026-09-02T09:30:00.000Z'],
      ['SHOP', 'Oui, dès 8 h.', null],
    ]);
    expect(await inboxCounts()).toMatchObject({ messages: before.messages });
    const mail = (await mailsTo(app, 'lea.area@example.test')).find((m) => m.template === 'orderMessageReply');
    expect(mail?.text).toContain('Oui, dès 8 h.');
    expect(mail?.text).toContain(`/your-order/${slug}/${order.id}?token=${order.token}`);
    clock.set('2026-09-01T07:00:00Z');
  });

  it('refuses bad input naming the field, and too many unanswered messages', async () => {
    const order = await booking();
    for (const [message, field] of [
      ['', 'message'],
      ['x'.repeat(5001), 'message'],
      [42, 'message'],
    ] as const) {
      const res = await write(order, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validationFailed',
        details: { field: expect.stringContaining(field) },
      });
    }
    const badId = await write({ id: 'not-an-id', token: order.token }, 'Bonjour');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.field).toContain('orderId');
    const badToken = await write({ id: order.id, token: 'short' }, 'Bonjour');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().details.field).toContain('token');

    for (let i = 0; i < 20; i++) expect((await write(order, `Question ${i}`)).statusCode).toBe(200);
    const more = await write(order, 'Encore une');
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'tooManyMessages', details: { max: 20 } });
    await staff.send('POST', `/order/solveOrderMessage/${order.id}`, {});
    expect((await write(order, 'Encore une')).statusCode).toBe(200);
  });

  it("answers 404 to another order's token, no token, another shop's order and a stranger's session", async () => {
    const order = await booking();
    const sibling = await booking();
    const theirs = await makeOrder(app, other.headers, {
      startDate: '2026-09-10T09:00',
      endDate: '2026-09-10T18:00',
      products: [{ productId: theirHelmets.id, quantity: 1 }],
    });
    const stranger = await makeMarketplaceCustomer(app);
    const session = { 'x-access-token': await login(app, stranger.email, PASSWORD, '/v2/login/rental-place') };
    const hello = (o: { id: string; token: string | null }) => write(o, 'Bonjour');
    for (const call of [hello, autoCancel, askToCancel]) {
      for (const res of [
        await call({ id: order.id, token: sibling.token }),
        await call({ id: order.id, token: null }),
        await call({ id: theirs.id, token: order.token }),
        await post('message', order.id, null, { message: 'Bonjour' }, session),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('notFound');
      }
    }
    const pageOfStranger = await app.inject({
      method: 'GET',
      url: `/v2/your-order/${slug}/${order.id}`,
      headers: session,
    });
    expect(pageOfStranger.statusCode).toBe(404);
    expect((await page(order)).messages).toEqual([]);
    expect((await page(order)).order.type).toBe('ORDER');
  });
});
