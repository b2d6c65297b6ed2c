import { describe, expect, it } from 'vitest';
import { counterShop } from '../../../../test/factories/counter-shop.ts';
import { auditOf, makeOrder, orderRows } from '../../../../test/factories/order-lifecycle.ts';

// Thursday 9 July 2026, 10:00 in Paris; the orders are booked from Saturday 10:00
const THURSDAY = '2026-07-09T08:00:00.000Z';
const SATURDAY = '2026-07-11T08:00:00.000Z';

describe('handing out before the booked start', async () => {
  const { app, db, clock, shop, companyId, api, bike, units, helmets } = await counterShop(THURSDAY, { bikeUnits: 3 });
  const saturdayOrder = (unit = units[0]) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-07-11T10:00',
      endDate: '2026-07-12T18:00',
      products: [
        { productId: bike.id, quantity: 1, subProductIds: [unit.id] },
        { productId: helmets.id, quantity: 1 },
      ],
    });
  const preview = (orderId: string) => api.send('GET', `/order/earlyHandOut/${orderId}`);
  const priceOf = async (start: string, end: string) => {
    const res = await api.send('POST', '/pricing/preview', {
      items: [
        { kind: 'product', id: bike.id, quantity: 1 },
        { kind: 'product', id: helmets.id, quantity: 1 },
      ],
      start,
      end,
    });
    return res.body.totalTTC as number;
  };

  it('previews the start moved to now and the price of the longer rental, as the pricing prices it', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder();
    const res = await preview(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const longer = await priceOf(THURSDAY, '2026-07-12T18:00');
    expect(res.body).toEqual({
      early: true,
      bookedStart: SATURDAY,
      start: THURSDAY,
      end: '2026-07-12T16:00:00.000Z',
      oldTotal: order.totalTTC,
      newTotal: longer,
      difference: Math.round((longer - order.totalTTC) * 100) / 100,
    });
    expect(longer).toBeGreaterThan(order.totalTTC);
    expect((await orderRows(db, companyId, order.id)).order.startAt.toISOString()).toBe(SATURDAY);
    await api.cancel(order.id);
  });

  it('an order whose start has come is not early: nothing moves, nothing is repriced', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder();
    clock.set('2026-07-11T08:30:00Z');
    const res = await preview(order.id);
    expect(res.body).toMatchObject({ early: false, start: SATURDAY, difference: 0, newTotal: order.totalTTC });
    clock.set(THURSDAY);
    await api.cancel(order.id);
  });

  it('moves the start to now, reprices and hands out in one go', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder();
    const seen = (await preview(order.id)).body;
    const res = await api.readyToGo(order.id, { startNow: true, expectedTotal: seen.newTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'IN_PROGRESS',
      startDate: THURSDAY,
      endDate: '2026-07-12T16:00:00.000Z',
      totalTTC: seen.newTotal,
      departedAt: THURSDAY,
    });
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.order.totalTtcCents).toBe(Math.round(seen.newTotal * 100));
    expect(rows.holds.every((h) => h.from <= THURSDAY && h.departedAt?.toISOString() === THURSDAY)).toBe(true);
    expect(rows.units).toMatchObject([{ subProductId: units[0].id, status: 'USED' }]);
    expect(rows.units[0].from <= THURSDAY).toBe(true);
    const [handedOut] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.readyToGo');
    expect(handedOut).toMatchObject({ fromState: 'TO_COME', toState: 'IN_PROGRESS' });
    expect(handedOut.data).toMatchObject({ startMoved: { from: SATURDAY, to: THURSDAY } });
    expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);
  });

  it("keeps the delivery's address, price and position when the start moves", async () => {
    clock.set(THURSDAY);
    const lake = { address: '12 rue du Lac, Talloires', price: 14.5, at: null, lat: 45.8408, lng: 6.2138 };
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-07-11T10:00',
      endDate: '2026-07-12T18:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[2].id] }],
      delivery: { departure: lake, arrival: null },
    });
    const res = await api.readyToGo(order.id, { startNow: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      startDate: THURSDAY,
      delivery: { departure: lake, arrival: null },
    });
    expect((await orderRows(db, companyId, order.id)).order.delivery?.departure).toMatchObject({
      lat: lake.lat,
      lng: lake.lng,
    });
    const ended = await api.setStatus(order.id, 'ENDED');
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  });

  it('refuses when the price is no longer the one confirmed, and writes nothing', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder();
    const seen = (await preview(order.id)).body;
    const res = await api.readyToGo(order.id, { startNow: true, expectedTotal: seen.newTotal - 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'pricesChanged', details: { total: seen.newTotal } });
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.order).toMatchObject({ status: 'TO_COME', totalTtcCents: Math.round(order.totalTTC * 100) });
    expect(rows.order.startAt.toISOString()).toBe(SATURDAY);
    expect(rows.units).toMatchObject([{ status: 'WAITING', from: expect.any(String) }]);
    expect(rows.units[0].from >= '2026-07-11').toBe(true);
    await api.cancel(order.id);
  });

  it('answers 409 naming the unit another order has over the earlier hours, and writes nothing', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder(units[1]);
    const other = await makeOrder(app, shop.headers, {
      startDate: '2026-07-09T14:00',
      endDate: '2026-07-10T12:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[1].id] }],
    });
    const before = await orderRows(db, companyId, order.id);
    const res = await api.readyToGo(order.id, { startNow: true });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({
      code: 'unitTaken',
      details: { qrCodeValue: units[1].qrCodeValue, orderNumber: other.number },
    });
    expect(res.body.message).toContain(units[1].qrCodeValue);
    const after = await orderRows(db, companyId, order.id);
    expect(after.order).toEqual(before.order);
    expect(after.holds).toEqual(before.holds);
    expect(after.units).toEqual(before.units);
    expect(after.lines).toEqual(before.lines);
    expect((await auditOf(db, order.id)).map((a) => a.action)).toEqual(['order.create']);
    await api.cancel(order.id);
    await api.cancel(other.id);
  });

  it('refuses an order that is not waiting to leave', async () => {
    clock.set(THURSDAY);
    const order = await saturdayOrder(units[2]);
    await api.cancel(order.id);
    const res = await api.readyToGo(order.id, { startNow: true });
    expect(res.status).toBe(409);
    expect((await orderRows(db, companyId, order.id)).order.startAt.toISOString()).toBe(SATURDAY);
  });
});
