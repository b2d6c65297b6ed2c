import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { orders } from '../orders/tables.ts';
import { orderEventMails } from './tables.ts';

describe('POST /order/emails/{orderId}/cancelation and /opinionBooster', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-06-01T08:00:00Z');
  const shop = await makeShop(app, db, { name: 'Surf Café', timezone: 'Europe/Lisbon' });
  const companyId = shop.company.id;
  await giveSettings(db, companyId, {
    notifications: {
      ...DEFAULTS.notifications,
      opinionBooster: { enabled: false, delayHours: 24, reviewUrl: 'https://g.page/r/surf/review' },
    },
  });
  const board = await makeProduct(app, shop.headers, { name: 'Board', stockMode: 'QUANTITY', quantity: 10 });
  const bookFor = async (customer: { id: string } | null) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-06-10T09:00',
      endDate: '2026-06-12T18:00',
      customerId: customer?.id ?? null,
      products: [{ productId: board.id, quantity: 1 }],
    });
  const send = async (
    orderId: string,
    kind: 'cancelation' | 'opinionBooster',
    payload: object = {},
    headers = shop.headers,
  ) => {
    const res = await app.inject({ method: 'POST', url: `/v2/order/emails/${orderId}/${kind}`, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const outboxOf = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
  const recordsOf = (orderId: string) =>
    db
      .select()
      .from(orderEventMails)
      .where(and(eq(orderEventMails.companyId, companyId), eq(orderEventMails.orderId, orderId)));
  const end = (orderId: string) =>
    db
      .update(orders)
      .set({ status: 'ENDED', endedAt: clock.now() })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));

  it('sends the cancellation mail of a cancelled order only, in the customer language, with its record', async () => {
    const customer = await makeCustomer(db, companyId, { firstName: 'Inês', language: 'pt' });
    const order = await bookFor(customer);
    const early = await send(order.id, 'cancelation');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'orderNotInState', details: { type: 'ORDER', status: 'TO_COME' } });
    expect(await recordsOf(order.id)).toEqual([]);

    await ordersApi(app, shop.headers).cancel(order.id);
    const { status, body } = await send(order.id, 'cancelation');
    expect(status).toBe(200);
    expect(body).toMatchObject({ event: 'CANCELLATION', to: customer.email, language: 'pt' });
    expect(body.subject).toBe(`Surf Café: a sua reserva n.º ${order.number} foi cancelada`);
    const mail = await outboxOf(body.mailId);
    expect(mail).toMatchObject({
      to: customer.email,
      subject: body.subject,
      template: 'order-CANCELLATION',
      companyId,
    });
    expect(mail.text).toContain('Olá Inês,');
    expect(mail.text).toContain('Confirmamos o cancelamento da sua reserva');
    expect(mail.html).toContain('Olá Inês,');
    const [record] = await recordsOf(order.id);
    expect(record).toMatchObject({
      event: 'CANCELLATION',
      mailId: body.mailId,
      recipient: customer.email,
      language: 'pt',
    });
    expect(record.occurrence).toMatch(/^manual:/);

    const english = await send(order.id, 'cancelation', { language: 'en' });
    expect(english.body.subject).toBe(`Surf Café: your booking #${order.number} is cancelled`);
    expect(await recordsOf(order.id)).toHaveLength(2);
  });

  it('refuses, recording nothing, when the customer has no email or there is no customer', async () => {
    const silent = await bookFor(await makeCustomer(db, companyId, { email: null }));
    await ordersApi(app, shop.headers).cancel(silent.id);
    const res = await send(silent.id, 'cancelation');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('noCustomerEmail');
    expect(await recordsOf(silent.id)).toEqual([]);
    const anonymous = await bookFor(null);
    await end(anonymous.id);
    expect((await send(anonymous.id, 'opinionBooster')).body.code).toBe('noCustomerEmail');
  });

  it('asks for a review once the order is returned, with the review link of the settings', async () => {
    const customer = await makeCustomer(db, companyId, { firstName: 'Rui', language: 'en' });
    const order = await bookFor(customer);
    const before = await send(order.id, 'opinionBooster');
    expect(before.status).toBe(409);
    expect(before.body.message).toContain('returned');
    await end(order.id);
    const { status, body } = await send(order.id, 'opinionBooster');
    expect(status).toBe(200);
    expect(body.subject).toBe('Your opinion matters to Surf Café');
    const mail = await outboxOf(body.mailId);
    expect(mail.html).toContain('href="https://g.page/r/surf/review"');
    expect(mail.text).toContain('Leave a review: https://g.page/r/surf/review');
  });

  it("needs the orders write right, and answers 404 for another company's order", async () => {
    const order = await bookFor(await makeCustomer(db, companyId));
    const reader = await makeEmployee(db, companyId, { access: { orders: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await send(order.id, 'cancelation', {}, headers)).status).toBe(403);
    const other = await makeShop(app, db);
    expect((await send(order.id, 'cancelation', {}, other.headers)).status).toBe(404);
  });
});
