import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';

describe('POST /v2/order/set-status/{orderId}/{status}', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-08-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Gravel' });
  const kayaks = await makeProduct(app, shop.headers, { name: 'Kayak', stockMode: 'QUANTITY', quantity: 2 });
  const book = (values: object) =>
    makeOrder(app, shop.headers, { startDate: '2026-08-01T09:00', endDate: '2026-08-03T18:00', ...values });

  it('departs, undoes the departure, departs again, ends and reopens, with an audit row each time', async () => {
    clock.set('2026-08-01T07:30:00Z');
    const order = await book({
      products: [
        { productId: bike.id, quantity: 1, subProductIds: [units[0].id] },
        { productId: kayaks.id, quantity: 1 },
      ],
    });
    const out = await api.setStatus(order.id, 'IN_PROGRESS');
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ status: 'IN_PROGRESS', departedAt: '2026-08-01T07:30:00.000Z' });

    clock.set('2026-08-01T07:35:00Z');
    const undone = await api.setStatus(order.id, 'TO_COME', { note: 'wrong customer' });
    expect(undone.body).toMatchObject({ status: 'TO_COME', departedAt: null });
    let rows = await orderRows(db, companyId, order.id);
    expect(rows.units.map((u) => [u.status, u.departedAt])).toEqual([['WAITING', null]]);
    expect(rows.holds.every((h) => h.departedAt === null)).toBe(true);

    clock.set('2026-08-01T07:40:00Z');
    await api.setStatus(order.id, 'IN_PROGRESS');
    clock.set('2026-08-02T10:00:00Z');
    const ended = await api.setStatus(order.id, 'ENDED');
    expect(ended.body).toMatchObject({ status: 'ENDED', endedAt: '2026-08-02T10:00:00.000Z' });
    rows = await orderRows(db, companyId, order.id);
    expect(rows.units.map((u) => [u.status, u.to])).toEqual([['ENDED', '2026-08-02T10:00:00.000Z']]);
    expect(rows.holds.map((h) => h.to)).toEqual(['2026-08-02T10:00:00.000Z', '2026-08-02T10:00:00.000Z']);

    clock.set('2026-08-02T11:00:00Z');
    const reopened = await api.setStatus(order.id, 'IN_PROGRESS');
    expect(reopened.body).toMatchObject({ status: 'IN_PROGRESS', endedAt: null });
    rows = await orderRows(db, companyId, order.id);
    expect(rows.units.map((u) => [u.status, u.returnedAt, u.to])).toEqual([['USED', null, '2026-08-03T16:00:00.000Z']]);
    expect(rows.holds.every((h) => h.returnedAt === null && h.to === '2026-08-03T16:00:00.000Z')).toBe(true);

    const audits = (await auditOf(db, order.id)).filter((a) => a.action === 'order.setStatus');
    expect(audits.map((a) => [a.fromState, a.toState])).toEqual([
      ['TO_COME', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'TO_COME'],
      ['TO_COME', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'ENDED'],
      ['ENDED', 'IN_PROGRESS'],
    ]);
    expect(audits[1].data).toMatchObject({ note: 'wrong customer' });
    await api.setStatus(order.id, 'ENDED');
  });

  it('reopens only while the units and quantities are still free', async () => {
    clock.set('2026-08-10T07:00:00Z');
    const first = await makeOrder(app, shop.headers, {
      startDate: '2026-08-10T09:00',
      endDate: '2026-08-12T18:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[1].id] }],
    });
    await api.readyToGo(first.id);
    clock.set('2026-08-11T08:00:00Z');
    await api.setStatus(first.id, 'ENDED');
    const second = await makeOrder(app, shop.headers, {
      startDate: '2026-08-11T12:00',
      endDate: '2026-08-11T18:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[1].id] }],
    });
    const refused = await api.setStatus(first.id, 'IN_PROGRESS');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'unitTaken', details: { orderNumber: second.number } });
    expect((await orderRows(db, companyId, first.id)).order.status).toBe('ENDED');
    await api.cancel(second.id);

    const boats = await makeOrder(app, shop.headers, {
      startDate: '2026-08-10T09:00',
      endDate: '2026-08-12T18:00',
      products: [{ productId: kayaks.id, quantity: 2 }],
    });
    await api.setStatus(boats.id, 'IN_PROGRESS');
    await api.setStatus(boats.id, 'ENDED');
    const taken = await makeOrder(app, shop.headers, {
      startDate: '2026-08-11T12:00',
      endDate: '2026-08-11T18:00',
      products: [{ productId: kayaks.id, quantity: 1 }],
    });
    const full = await api.setStatus(boats.id, 'IN_PROGRESS');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'notAvailable',
      details: { conflicts: [{ productId: kayaks.id, available: 1 }] },
    });
    await api.cancel(taken.id);
  });

  it('refuses every other transition with 409 naming from and to, and other statuses with 400', async () => {
    clock.set('2026-08-20T07:00:00Z');
    const order = await book({
      startDate: '2026-08-20T09:00',
      endDate: '2026-08-20T18:00',
      products: [{ productId: kayaks.id, quantity: 1 }],
    });
    const toEnded = await api.setStatus(order.id, 'ENDED');
    expect(toEnded.status).toBe(409);
    expect(toEnded.body).toMatchObject({ code: 'invalidTransition', details: { from: 'TO_COME', to: 'ENDED' } });
    const same = await api.setStatus(order.id, 'TO_COME');
    expect(same.body.details).toMatchObject({ from: 'TO_COME', to: 'TO_COME' });
    const today = await api.setStatus(order.id, 'TODAY');
    expect(today.status).toBe(400);
    expect((await api.setStatus(order.id, 'IN_PROGRESS')).status).toBe(200);
    await api.setStatus(order.id, 'ENDED');
    expect((await api.setStatus(order.id, 'TO_COME')).body.details).toMatchObject({ from: 'ENDED', to: 'TO_COME' });

    const pre = await book({ type: 'PRE_BOOKING', products: [{ productId: kayaks.id, quantity: 1 }] });
    expect((await api.setStatus(pre.id, 'IN_PROGRESS')).body.code).toBe('notConfirmed');

    const other = await makeShop(app, db);
    expect((await ordersApi(app, other.headers).setStatus(order.id, 'IN_PROGRESS')).status).toBe(404);
    expect((await orderRows(db, companyId, order.id)).order.status).toBe('ENDED');
  });

  it('does not undo a departure once some units are back', async () => {
    clock.set('2026-08-25T07:00:00Z');
    const order = await book({
      startDate: '2026-08-25T09:00',
      endDate: '2026-08-26T18:00',
      products: [{ productId: kayaks.id, quantity: 2 }],
    });
    await api.readyToGo(order.id);
    await api.returnProducts(order.id, { quantities: [{ productId: kayaks.id, quantity: 1 }] });
    const res = await api.setStatus(order.id, 'TO_COME');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('partlyReturned');
  });

  it('takes the call without a body (the note is optional)', async () => {
    clock.set('2026-08-10T08:00:00Z');
    const paddles = await makeProduct(app, shop.headers, { name: 'Pagaie', stockMode: 'QUANTITY', quantity: 1 });
    const order = await book({
      startDate: '2026-08-10T09:00',
      endDate: '2026-08-10T18:00',
      products: [{ productId: paddles.id, quantity: 1 }],
    });
    const bare = await app.inject({
      method: 'POST',
      url: `/v2/order/set-status/${order.id}/IN_PROGRESS`,
      headers: shop.headers,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().status).toBe('IN_PROGRESS');
    expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);
  });
});
