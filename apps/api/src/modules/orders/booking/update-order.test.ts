import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';

describe('PUT /v2/order/updateOrder/{id}', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-05-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Route' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 3 });
  let customers = 0;
  const body = (values: object = {}) => ({
    startDate: '2026-05-02T09:00',
    endDate: '2026-05-03T18:00',
    customer: { firstName: 'Noé', lastName: 'Petit', email: `noe${customers++}@example.test` },
    products: [
      { productId: bike.id, quantity: 1, subProductIds: [units[0].id] },
      { productId: helmets.id, quantity: 1 },
    ],
    ...values,
  });

  it('extends the rental and adds a helmet: stock re-checked, unit kept over the new period, repriced, audited', async () => {
    const order = await makeOrder(app, shop.headers, body());
    const res = await api.update(order.id, {
      ...body(),
      customerId: order.customer.id,
      customer: undefined,
      endDate: '2026-05-05T18:00',
      products: [
        { productId: bike.id, quantity: 1 },
        { productId: helmets.id, quantity: 2 },
      ],
      notes: 'Roof rack',
      discount: 5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      endDate: '2026-05-05T16:00:00.000Z',
      notes: 'Roof rack',
      manualDiscount: 5,
      customer: { id: order.customer.id },
    });
    expect(res.body.totalTTC).toBeGreaterThan(order.totalTTC);
    expect(res.body.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['Route', 1],
      ['Casque', 2],
    ]);
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.holds.map((h) => [h.productId, h.quantity, h.from, h.to])).toEqual(
      expect.arrayContaining([
        [bike.id, 1, '2026-05-02T07:00:00.000Z', '2026-05-05T16:00:00.000Z'],
        [helmets.id, 2, '2026-05-02T07:00:00.000Z', '2026-05-05T16:00:00.000Z'],
      ]),
    );
    expect(rows.holds).toHaveLength(2);
    const bikeHold = rows.holds.find((h) => h.productId === bike.id)!;
    expect(rows.units.map((u) => [u.subProductId, u.status, u.reservationId, u.to])).toEqual([
      [units[0].id, 'WAITING', bikeHold.id, '2026-05-05T16:00:00.000Z'],
    ]);
    const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.update');
    expect(audit).toMatchObject({
      fromState: '2026-05-02T07:00:00.000Z/2026-05-03T16:00:00.000Z',
      toState: '2026-05-02T07:00:00.000Z/2026-05-05T16:00:00.000Z',
    });
    await api.cancel(order.id);
  });

  it('leaves the order exactly as it was when its second product no longer fits', async () => {
    const order = await makeOrder(app, shop.headers, body());
    const blocker = await makeOrder(app, shop.headers, {
      startDate: '2026-05-04T09:00',
      endDate: '2026-05-04T18:00',
      products: [{ productId: helmets.id, quantity: 3 }],
    });
    const before = await orderRows(db, companyId, order.id);
    const res = await api.update(order.id, body({ endDate: '2026-05-04T18:00' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'notAvailable',
      details: { conflicts: [{ productId: helmets.id, requested: 1, available: 0 }] },
    });
    expect(await orderRows(db, companyId, order.id)).toEqual(before);
    expect((await auditOf(db, order.id)).map((a) => a.action)).toEqual(['order.create']);
    await api.cancel(blocker.id);
    await api.cancel(order.id);
  });

  it('refuses to keep a unit that another order has over the new period, naming that order', async () => {
    const order = await makeOrder(app, shop.headers, body());
    const next = await makeOrder(app, shop.headers, {
      startDate: '2026-05-04T09:00',
      endDate: '2026-05-04T18:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    const before = await orderRows(db, companyId, order.id);
    const res = await api.update(order.id, body({ endDate: '2026-05-04T18:00' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'unitTaken', details: { orderNumber: next.number } });
    expect(await orderRows(db, companyId, order.id)).toEqual(before);
    await api.cancel(next.id);
    await api.cancel(order.id);
  });

  it('changes an order that is out: its units stay out, and it cannot end before now', async () => {
    clock.set('2026-05-10T07:00:00Z');
    const order = await makeOrder(
      app,
      shop.headers,
      body({
        startDate: '2026-05-10T09:00',
        endDate: '2026-05-11T18:00',
      }),
    );
    await api.readyToGo(order.id);
    clock.set('2026-05-11T10:00:00Z');
    const tooShort = await api.update(order.id, body({ startDate: '2026-05-10T09:00', endDate: '2026-05-11T11:00' }));
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.details.field).toBe('endDate');
    const dropOut = await api.update(
      order.id,
      body({
        startDate: '2026-05-10T09:00',
        endDate: '2026-05-12T18:00',
        products: [{ productId: helmets.id, quantity: 1 }],
      }),
    );
    expect(dropOut.status).toBe(400);
    expect(dropOut.body.details).toMatchObject({ field: 'products', subProductId: units[0].id });
    const longer = await api.update(order.id, body({ startDate: '2026-05-10T09:00', endDate: '2026-05-12T18:00' }));
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body).toMatchObject({ status: 'IN_PROGRESS', departedAt: '2026-05-10T07:00:00.000Z' });
    const rows = await orderRows(db, companyId, order.id);
    expect(rows.units.map((u) => [u.status, u.departedAt?.toISOString(), u.to])).toEqual([
      ['USED', '2026-05-10T07:00:00.000Z', '2026-05-12T16:00:00.000Z'],
    ]);
    expect(rows.holds.every((h) => h.departedAt?.toISOString() === '2026-05-10T07:00:00.000Z')).toBe(true);
    await api.setStatus(order.id, 'ENDED');
    const ended = await api.update(order.id, body({ startDate: '2026-05-10T09:00', endDate: '2026-05-12T18:00' }));
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'notEditable', details: { state: 'ENDED' } });
  });

  it('extends an order out after part of it came back: only what is still out is held, lines keep their returns', async () => {
    clock.set('2026-05-13T07:00:00Z');
    const both = {
      startDate: '2026-05-13T09:00',
      endDate: '2026-05-14T18:00',
      products: [
        { productId: bike.id, quantity: 2, subProductIds: [units[0].id, units[1].id] },
        { productId: helmets.id, quantity: 2 },
      ],
    };
    const order = await makeOrder(app, shop.headers, body(both));
    await api.readyToGo(order.id);
    clock.set('2026-05-14T10:00:00Z');
    const back = await api.returnProducts(order.id, {
      subProductIds: [units[1].id],
      quantities: [{ productId: helmets.id, quantity: 1 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    // a helmet came back: the order cannot drop helmets
    const fewer = await api.update(
      order.id,
      body({ ...both, products: [{ productId: bike.id, quantity: 2, subProductIds: [units[0].id] }] }),
    );
    expect(fewer.status).toBe(400);
    expect(fewer.body.details).toMatchObject({ field: 'products', productId: helmets.id });

    const longer = await api.update(order.id, body({ ...both, endDate: '2026-05-16T18:00' }));
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body).toMatchObject({ status: 'IN_PROGRESS', endDate: '2026-05-16T16:00:00.000Z' });
    expect(
      longer.body.lines.map((l: { name: string; returnedQuantity: number }) => [l.name, l.returnedQuantity]),
    ).toEqual([
      ['Route', 1],
      ['Casque', 1],
    ]);
    const rows = await orderRows(db, companyId, order.id);
    const live = rows.holds.filter((h) => !h.returnedAt);
    expect(live.map((h) => [h.productId, h.quantity])).toEqual([
      [bike.id, 1],
      [helmets.id, 1],
    ]);
    expect(rows.units.map((u) => [u.subProductId, u.status]).sort()).toEqual(
      [
        [units[0].id, 'USED'],
        [units[1].id, 'ENDED'],
      ].sort(),
    );
    // the unit that came back is free for someone else over the extension
    const other = await makeOrder(
      app,
      shop.headers,
      body({
        startDate: '2026-05-15T09:00',
        endDate: '2026-05-15T18:00',
        products: [{ productId: bike.id, quantity: 1, subProductIds: [units[1].id] }],
      }),
    );
    expect(other.units).toHaveLength(1);
    await api.cancel(other.id);
    await api.setStatus(order.id, 'ENDED');
  });

  it("keeps the delivery's position the counter sends back with its address, both coordinates or none", async () => {
    clock.set('2026-05-01T08:00:00Z');
    const lake = { address: '3 rue du Lac', price: 15, lat: 45.8408, lng: 6.2138 };
    const order = await makeOrder(app, shop.headers, body({ delivery: { departure: lake, arrival: null } }));
    expect(order.delivery.departure).toEqual({ ...lake, at: null });
    const again = { ...body(), customerId: order.customer.id, customer: undefined };
    const kept = await api.update(order.id, { ...again, delivery: { departure: lake, arrival: lake } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.delivery.arrival).toEqual({ ...lake, at: null });
    const half = await api.update(order.id, {
      ...again,
      delivery: { departure: { address: lake.address, price: 15, lat: lake.lat }, arrival: null },
    });
    expect([half.status, half.body.details.field]).toEqual([400, 'delivery.departure.lng']);
    const moved = await api.update(order.id, { ...again, delivery: { departure: { address: 'Quai', price: 15 } } });
    expect(moved.body.delivery.departure).toEqual({ address: 'Quai', price: 15, at: null });
    await api.cancel(order.id);
  });

  it('refuses cancelled orders and other shops', async () => {
    clock.set('2026-05-01T08:00:00Z');
    const order = await makeOrder(app, shop.headers, body());
    const other = await makeShop(app, db);
    expect((await ordersApi(app, other.headers).update(order.id, body())).status).toBe(404);
    await api.cancel(order.id);
    const res = await api.update(order.id, body());
    expect(res.status).toBe(409);
    expect(res.body.details.state).toBe('CANCELED');
  });
});

describe('pre-booking to order', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-05-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  const { product: bike } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Route' });
  const period = { startDate: '2026-05-06T09:00', endDate: '2026-05-06T18:00' };

  it('checks without writing, refuses while the stock is short, then converts and holds', async () => {
    const pre = await makeOrder(app, shop.headers, {
      ...period,
      type: 'PRE_BOOKING',
      products: [{ productId: bike.id, quantity: 2 }],
    });
    const blocker = await makeOrder(app, shop.headers, { ...period, products: [{ productId: bike.id, quantity: 1 }] });
    const check = await api.checkPreBooking(pre.id);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      available: false,
      conflicts: [{ productId: bike.id, name: 'Route', requested: 2, available: 1 }],
    });
    expect((await orderRows(db, companyId, pre.id)).holds).toEqual([]);
    const refused = await api.convertPreBooking(pre.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('notAvailable');
    expect((await orderRows(db, companyId, pre.id)).order.type).toBe('PRE_BOOKING');

    await api.cancel(blocker.id);
    expect((await api.checkPreBooking(pre.id)).body).toEqual({ available: true, conflicts: [] });
    const converted = await api.convertPreBooking(pre.id);
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ type: 'ORDER', status: 'TO_COME' });
    const rows = await orderRows(db, companyId, pre.id);
    expect(rows.holds.map((h) => [h.productId, h.quantity])).toEqual([[bike.id, 2]]);
    const [audit] = (await auditOf(db, pre.id)).filter((a) => a.action === 'order.preBookingToOrder');
    expect(audit).toMatchObject({ fromState: 'PRE_BOOKING', toState: 'TO_COME' });

    const again = await api.convertPreBooking(pre.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('notPreBooking');
    const other = await makeShop(app, db);
    expect((await ordersApi(app, other.headers).checkPreBooking(pre.id)).status).toBe(404);
    expect((await ordersApi(app, other.headers).convertPreBooking(pre.id)).status).toBe(404);
  });
});
