import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../../test/factories.ts';
import { orders } from '../tables.ts';
import { cancelOverdueOrders } from './auto-cancel.ts';

describe('DELETE /v2/order/cancel/{orderId}', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-09-01T07:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  await giveSettings(db, companyId, { cancellation: { policy: 'MODERATE', customRules: [] } });
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Tandem' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 1 });
  const tandem = (values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-09-04T09:00',
      endDate: '2026-09-05T18:00',
      products: [
        { productId: bike.id, quantity: 1, subProductIds: [units[0].id] },
        { productId: helmets.id, quantity: 1 },
      ],
      ...values,
    });

  /** What the payment ledger will record once payments exist: the order's paid total. */
  const pay = (orderId: string, cents: number) =>
    db
      .update(orders)
      .set({ paidCents: cents })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  const previewOf = async (orderId: string) =>
    (await app.inject({ method: 'GET', url: `/v2/order/cancel-preview/${orderId}`, headers: shop.headers })).json();

  it('refunds nothing on an unpaid order: the fee is due, no refund', async () => {
    clock.set('2026-09-01T08:00:00Z');
    const order = await tandem();
    const total = Math.round(order.totalTTC * 100);
    expect(await previewOf(order.id)).toMatchObject({ paid: 0, refund: 0, fee: (total - Math.round(total / 2)) / 100 });
    const res = await api.cancel(order.id);
    expect(res.body.cancelInfo).toMatchObject({ refund: 0, fee: (total - Math.round(total / 2)) / 100 });
  });

  it('refunds what was paid beyond the fee, never more than was paid', async () => {
    clock.set('2026-09-01T08:00:00Z');
    const order = await tandem();
    const total = Math.round(order.totalTTC * 100);
    const fee = total - Math.round(total / 2);
    await pay(order.id, fee - 100);
    expect(await previewOf(order.id)).toMatchObject({ paid: (fee - 100) / 100, refund: 0 });
    await pay(order.id, fee + 250);
    expect(await previewOf(order.id)).toMatchObject({ paid: (fee + 250) / 100, refund: 2.5, fee: fee / 100 });
    await api.cancel(order.id);
  });

  it('cancels 71 hours before the start: half refunded under MODERATE, holds and units released', async () => {
    clock.set('2026-09-01T08:00:00Z');
    const order = await tandem();
    const total = Math.round(order.totalTTC * 100);
    const refund = Math.round(total / 2);
    await pay(order.id, total);
    expect(await previewOf(order.id)).toEqual({
      cancellable: true,
      reason: null,
      policy: 'MODERATE',
      total: order.totalTTC,
      paid: order.totalTTC,
      refund: refund / 100,
      fee: (total - refund) / 100,
    });
    const res = await api.cancel(order.id, 'Customer ill');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      type: 'CANCELED',
      status: 'TO_COME',
      units: [],
      cancelInfo: {
        at: '2026-09-01T08:00:00.000Z',
        by: 'SHOP',
        reason: 'Customer ill',
        policy: 'MODERATE',
        refund: refund / 100,
        fee: (total - refund) / 100,
      },
    });
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.holds).toEqual([]);
    expect(rows.units).toEqual([]);
    expect(rows.order.cancelInfo).toMatchObject({ refundCents: refund, feeCents: total - refund });
    const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.cancel');
    expect(audit).toMatchObject({ fromState: 'TO_COME', toState: 'CANCELED', data: { refundCents: refund } });
    // the stock is free again
    const again = await tandem();
    expect(again.units).toHaveLength(1);

    const twice = await api.cancel(order.id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('alreadyCanceled');
    await api.cancel(again.id);
  });

  it('keeps everything with less than 48 hours of notice, and refuses orders that have started', async () => {
    clock.set('2026-09-03T08:00:00Z');
    const order = await tandem();
    const res = await api.cancel(order.id);
    expect(res.body.cancelInfo).toMatchObject({ refund: 0, fee: order.totalTTC, reason: null });

    const started = await tandem();
    await api.readyToGo(started.id);
    const refused = await api.cancel(started.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'invalidTransition', details: { from: 'IN_PROGRESS', to: 'CANCELED' } });
    expect((await orderRows(db, companyId, started.id)).holds).toHaveLength(2);
    const preview = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/v2/order/cancel-preview/${started.id}`, headers });
    expect((await preview(shop.headers)).json()).toMatchObject({ cancellable: false, reason: 'alreadyStarted' });
    const other = await makeShop(app, db);
    expect((await ordersApi(app, other.headers).cancel(started.id)).status).toBe(404);
    expect((await preview(other.headers)).statusCode).toBe(404);
    await api.setStatus(started.id, 'ENDED');
  });

  it('cancels a pre-booking (it held nothing)', async () => {
    const pre = await tandem({ type: 'PRE_BOOKING', products: [{ productId: helmets.id, quantity: 1 }] });
    const res = await api.cancel(pre.id);
    expect(res.body.type).toBe('CANCELED');
    const [audit] = (await auditOf(db, pre.id)).filter((a) => a.action === 'order.cancel');
    expect(audit.fromState).toBe('PRE_BOOKING');
  });
});

describe('auto-cancel of unpaid online orders', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-10-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  await giveSettings(db, companyId, {
    // the policy lets customers cancel themselves only 30 days ahead: here only the unpaid online order rules apply
    cancellation: { policy: 'CUSTOM', customRules: [{ hoursBeforeStart: 720, refundPercent: 100 }] },
    orders: {
      autoCancelMinutes: 45,
      quickOrderModes: {
        booking: 'MANUAL',
        bookingUpdate: 'MANUAL',
        exchange: 'MANUAL',
        readyToGo: 'MANUAL',
        return: 'MANUAL',
      },
    },
  });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 20 });
  const online = (values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-10-10T09:00',
      endDate: '2026-10-10T18:00',
      createdFrom: 'ONLINE_STORE',
      products: [{ productId: helmets.id, quantity: 1 }],
      ...values,
    });
  const linkToken = async (id: string) =>
    (await db.select({ key: orders.linkKey }).from(orders).where(eq(orders.id, id)))[0]?.key;
  /** As the customer's page does, with the token of the order's mailed link (or the one given). */
  const autoCancel = async (id: string, payload: object = {}, token?: string | null, headers = {}) => {
    const key = token === undefined ? await linkToken(id) : token;
    const query = key ? `?token=${key}` : '';
    return app.inject({ method: 'POST', url: `/v2/your-order/order/auto-cancel/${id}${query}`, payload, headers });
  };

  it('gives online orders a payment delay from the settings', async () => {
    clock.set('2026-10-01T08:00:00Z');
    const order = await online();
    expect(order.payBefore).toBe('2026-10-01T08:45:00.000Z');
    const counter = await online({ createdFrom: 'DASHBOARD' });
    expect(counter.payBefore).toBeNull();
  });

  it('cancels from the order link once the delay is over, or at once when the checkout is abandoned', async () => {
    clock.set('2026-10-01T09:00:00Z');
    const order = await online();
    const early = await autoCancel(order.id, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('notAutoCancelable');
    expect((await orderRows(db, companyId, order.id)).order.type).toBe('ORDER');

    const abandoned = await online();
    const now = await autoCancel(abandoned.id, { abandoned: true });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({
      id: abandoned.id,
      type: 'CANCELED',
      cancelInfo: { by: 'AUTO', reason: 'Checkout abandoned', refund: 0, fee: 0, policy: 'CUSTOM' },
    });
    expect((await orderRows(db, companyId, abandoned.id)).holds).toEqual([]);

    clock.set('2026-10-01T09:46:00Z');
    const due = await autoCancel(order.id, { reason: 'Card declined' });
    expect(due.statusCode).toBe(200);
    expect(due.json().cancelInfo.reason).toBe('Card declined');
    const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.autoCancel');
    expect(audit).toMatchObject({ companyId, actorKind: 'anonymous', fromState: 'TO_COME', toState: 'CANCELED' });
    expect((await autoCancel(order.id, {})).json().code).toBe('notAutoCancelable');
  });

  it('refuses counter orders and paid orders, and answers 404 for an unknown order', async () => {
    clock.set('2026-10-02T08:00:00Z');
    const counter = await online({ createdFrom: 'DASHBOARD' });
    expect((await autoCancel(counter.id, { abandoned: true })).statusCode).toBe(409);
    const paid = await online();
    await db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, paid.id)));
    expect((await autoCancel(paid.id, { abandoned: true })).statusCode).toBe(409);
    expect((await autoCancel('019f0000-0000-7000-8000-000000000000', {})).statusCode).toBe(404);
  });

  it('answers the 404 of an unknown order to a call without the order link, and cancels nothing', async () => {
    clock.set('2026-10-04T08:00:00Z');
    const order = await online();
    const other = await online();
    const unknown = await autoCancel('019f0000-0000-7000-8000-000000000000', { abandoned: true }, null);
    expect(unknown.statusCode).toBe(404);
    const attempts = [
      await autoCancel(order.id, { abandoned: true, reason: 'pwned' }, null),
      await autoCancel(order.id, { abandoned: true }, (await linkToken(other.id))!),
      await autoCancel(order.id, { abandoned: true }, 'x'.repeat(60)),
      // a marketplace customer who is not this order's customer
      await autoCancel(order.id, { abandoned: true }, null, {
        'x-access-token': await login(
          app,
          (await makeMarketplaceCustomer(app)).email,
          PASSWORD,
          '/v2/login/rental-place',
        ),
      }),
      // a staff session of the shop is no customer link either
      await autoCancel(order.id, { abandoned: true }, null, shop.headers),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ...unknown.json(), message: expect.any(String), requestId: expect.any(String) });
    }
    expect((await orderRows(db, companyId, order.id)).order.type).toBe('ORDER');
    expect((await autoCancel(order.id, { abandoned: true })).statusCode).toBe(200);
  });

  it('lets the marketplace customer the order was booked for cancel it with their session', async () => {
    clock.set('2026-10-05T08:00:00Z');
    const { email, account } = await makeMarketplaceCustomer(app);
    const customer = await makeCustomer(db, companyId, { email, rentalPlaceUserId: account.id });
    const order = await online({ customerId: customer.id });
    const token = await login(app, email, PASSWORD, '/v2/login/rental-place');
    const res = await autoCancel(order.id, { abandoned: true }, null, { 'x-access-token': token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRows(db, companyId, order.id)).order.type).toBe('CANCELED');
  });

  it('the job cancels exactly the unpaid online orders past their delay', async () => {
    clock.set('2026-10-03T08:00:00Z');
    const overdue = await online();
    const paid = await online();
    await db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, paid.id)));
    const counter = await online({ createdFrom: 'DASHBOARD' });
    clock.set('2026-10-03T08:30:00Z');
    const recent = await online();
    const started = await online({ startDate: '2026-10-03T08:30', endDate: '2026-10-03T18:00' });
    await api.readyToGo(started.id);

    const cancelled = await cancelOverdueOrders(db, new Date('2026-10-03T09:00:00Z'), {
      deps: app.deps,
      log: app.log,
    });
    expect(cancelled).toContain(overdue.id);
    expect(cancelled).not.toContain(paid.id);
    expect(cancelled).not.toContain(counter.id);
    expect(cancelled).not.toContain(recent.id);
    expect(cancelled).not.toContain(started.id);
    const rows = await orderRows(db, companyId, overdue.id);
    expect(rows.order).toMatchObject({ type: 'CANCELED', cancelInfo: { by: 'AUTO', refundCents: 0, feeCents: 0 } });
    expect(rows.holds).toEqual([]);
    const again = await cancelOverdueOrders(db, new Date('2026-10-03T09:00:00Z'), { deps: app.deps, log: app.log });
    expect(again).not.toContain(overdue.id);
    expect(await cancelOverdueOrders(db, new Date('2026-10-03T09:20:00Z'), { deps: app.deps, log: app.log })).toEqual([
      recent.id,
    ]);
  });
});
