import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { countOf, racing, winnerFirst } from '../../../../test/concurrency.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { isNoShow } from '../index.ts';

describe('no-shows', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-07-10T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
  const book = () =>
    makeOrder(app, shop.headers, {
      startDate: '2026-07-11T09:00',
      endDate: '2026-07-11T18:00',
      products: [{ productId: helmets.id, quantity: 2 }],
    });
  const noShows = async () =>
    (await api.send('GET', '/order/list?state=NO_SHOW&limit=50')).body.items.map((o: { id: string }) => o.id);

  it('a confirmed order that never left and is past its end; not a request, not one out, not one still to come', () => {
    const now = new Date('2026-07-12T08:00:00Z');
    const order = { type: 'ORDER', isRequest: false, status: 'TO_COME', endAt: new Date('2026-07-11T18:00:00Z') };
    expect(isNoShow(order, now)).toBe(true);
    expect(isNoShow({ ...order, endAt: new Date('2026-07-12T09:00:00Z') }, now)).toBe(false);
    expect(isNoShow({ ...order, status: 'IN_PROGRESS' }, now)).toBe(false);
    expect(isNoShow({ ...order, isRequest: true }, now)).toBe(false);
    expect(isNoShow({ ...order, type: 'PRE_BOOKING' }, now)).toBe(false);
    expect(isNoShow({ ...order, type: 'CANCELED' }, now)).toBe(false);
  });

  it('lists the orders that never left once their end has passed, and closes one as a no-show', async () => {
    clock.set('2026-07-10T08:00:00Z');
    const missed = await book();
    const left = await book();
    expect((await api.readyToGo(left.id)).status).toBe(200);
    expect(await noShows()).not.toContain(missed.id);
    const early = await api.send('POST', `/order/noShow/${missed.id}`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('notNoShow');

    clock.set('2026-07-12T08:00:00Z');
    const listed = await noShows();
    expect(listed).toContain(missed.id);
    expect(listed).not.toContain(left.id);

    const closed = await api.send('POST', `/order/noShow/${missed.id}`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ type: 'CANCELED', status: 'TO_COME', cancelInfo: { by: 'NO_SHOW' } });
    expect((await orderRows(db, shop.company.id, missed.id)).holds).toEqual([]);
    const [audit] = (await auditOf(db, missed.id)).filter((a) => a.action === 'order.noShow');
    expect(audit).toMatchObject({ fromState: 'TO_COME', toState: 'CANCELED' });
    expect(await noShows()).not.toContain(missed.id);
    expect((await api.send('POST', `/order/noShow/${missed.id}`)).status).toBe(409);
    expect((await api.send('POST', `/order/noShow/${left.id}`)).status).toBe(409);
  });

  it("answers 404 for another shop's order and leaves it as it was", async () => {
    clock.set('2026-07-10T08:00:00Z');
    const order = await book();
    clock.set('2026-07-12T08:00:00Z');
    const other = ordersApi(app, (await makeShop(app, db)).headers);
    expect((await other.send('POST', `/order/noShow/${order.id}`)).status).toBe(404);
    expect((await orderRows(db, shop.company.id, order.id)).order.type).toBe('ORDER');
  });

  it('two closes of the same no-show at once: one closes it, the other gets 409, one state change recorded', async () => {
    clock.set('2026-07-10T08:00:00Z');
    const order = await book();
    clock.set('2026-07-12T08:00:00Z');
    const race = racing(app, db);
    const close = race.send(shop.headers, 'POST', `/order/noShow/${order.id}`);
    const { answers, overlapped } = await race.all([close, close]);
    expect(overlapped).toBe(true);
    expect(countOf(answers, 200)).toBe(1);
    const [won, lost] = winnerFirst(...answers);
    expect(won.body).toMatchObject({ type: 'CANCELED', cancelInfo: { by: 'NO_SHOW' }, closedAsNoShow: true });
    expect(lost).toMatchObject({ status: 409, body: { code: 'notNoShow' } });
    const changes = (await auditOf(db, order.id)).filter((a) => a.toState === 'CANCELED');
    expect(changes.map((a) => a.action)).toEqual(['order.noShow']);
  });

  it('lists and shows an order closed as a no-show as such, and a plain cancellation as cancelled', async () => {
    clock.set('2026-07-10T08:00:00Z');
    const missed = await book();
    const cancelled = await book();
    expect((await api.cancel(cancelled.id)).status).toBe(200);
    clock.set('2026-07-12T08:00:00Z');
    expect((await api.send('POST', `/order/noShow/${missed.id}`)).status).toBe(200);
    const flag = (items: { id: string; closedAsNoShow: boolean }[], id: string) =>
      items.find((o) => o.id === id)?.closedAsNoShow;
    const list = (await api.send('GET', '/order/list?limit=200')).body.items;
    expect(flag(list, missed.id)).toBe(true);
    expect(flag(list, cancelled.id)).toBe(false);
    expect((await api.get(missed.id)).body.closedAsNoShow).toBe(true);
    expect((await api.get(cancelled.id)).body.closedAsNoShow).toBe(false);
  });
});
