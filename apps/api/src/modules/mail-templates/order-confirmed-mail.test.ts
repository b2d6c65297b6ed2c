import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder, ordersApi } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { orders } from '../orders/tables.ts';
import { sendDueScheduledMails } from './schedule-sweep.ts';

describe('the confirmation mail of an order', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-07-01T08:00:00Z');
  const shop = await makeShop(app, db, { name: 'Vélos du Lac', timezone: 'Europe/Paris' });
  const companyId = shop.company.id;
  const api = ordersApi(app, shop.headers);
  const bike = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 20 });
  const period = { startDate: '2026-07-10T09:00', endDate: '2026-07-12T18:00' };

  const customer = async (language: string) => {
    const c = await makeCustomer(db, companyId, { firstName: 'Léa', language });
    return { id: c.id, email: c.email as string };
  };
  const book = async (customerId: string, extra: object = {}) =>
    makeOrder(app, shop.headers, { ...period, customerId, products: [{ productId: bike.id, quantity: 1 }], ...extra });
  const confirmations = (to: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'order-ORDER_CONFIRMED')));
  const sweep = () => sendDueScheduledMails({ db, deps: app.deps }, clock.now());
  const linkKeyOf = async (orderId: string) =>
    (await db.select({ k: orders.linkKey }).from(orders).where(eq(orders.id, orderId)))[0].k;

  it("mails a booked order's customer once, in their language, with the order's link carrying its token", async () => {
    const lea = await customer('en');
    const order = await book(lea.id);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const mails = await confirmations(lea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Vélos du Lac: your booking #${order.number} is confirmed`);
    const link = mails[0].text.match(/https?:\/\/\S+\/your-order\/[^\s)]+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/your-order/${shop.company.slug}/${order.id}`);
    expect(url.searchParams.get('token')).toBe(await linkKeyOf(order.id));
  });

  it('confirms twice at once: one mail', async () => {
    const tom = await customer('fr');
    await book(tom.id);
    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await confirmations(tom.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Vélos du Lac/);
  });

  it('waits while the order is a request or a pre-booking, and mails once it is approved or turned into an order', async () => {
    const ana = await customer('es');
    const request = await book(ana.id, { isRequest: true });
    const sam = await customer('it');
    const pre = await book(sam.id, { type: 'PRE_BOOKING' });
    await sweep();
    expect(await confirmations(ana.email)).toHaveLength(0);
    expect(await confirmations(sam.email)).toHaveLength(0);
    clock.set('2026-07-01T09:00:00Z');
    const approved = await api.send('POST', `/order/approval-request/${request.id}`, { approve: true });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await api.convertPreBooking(pre.id)).status).toBe(200);
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    const [toAna] = await confirmations(ana.email);
    expect(toAna.subject).toBe(`Vélos du Lac: tu reserva n.º ${request.number} está confirmada`);
    const [it] = await confirmations(sam.email);
    expect(it.text).toContain('Léa');
  });

  it('does not mail a cancelled order, nor one confirmed long before and not touched since', async () => {
    const zoe = await customer('pt');
    const cancelled = await book(zoe.id);
    await db
      .update(orders)
      .set({ type: 'CANCELED' })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, cancelled.id)));
    const old = await customer('fr');
    await book(old.id);
    await db
      .update(orders)
      .set({ updatedAt: new Date('2026-06-29T09:00:00Z') })
      .where(and(eq(orders.companyId, companyId), eq(orders.customerId, old.id)));
    await sweep();
    expect(await confirmations(zoe.email)).toHaveLength(0);
    expect(await confirmations(old.email)).toHaveLength(0);
  });
});
