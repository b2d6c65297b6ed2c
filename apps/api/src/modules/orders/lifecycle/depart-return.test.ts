import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { counterShop } from '../../../../test/factories/counter-shop.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../../test/factories.ts';
import { productHistoryEvents } from '../../catalogue/tables.ts';

const NOW = '2026-07-10T08:00:00.000Z';

describe('handing out and taking back', async () => {
  const { app, db, clock, shop, companyId, api, bike, units, helmets } = await counterShop(NOW);
  const bikesAndHelmets = (values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-07-11T09:00',
      endDate: '2026-07-13T18:00',
      products: [
        { productId: bike.id, quantity: 2, subProductIds: [units[0].id] },
        { productId: helmets.id, quantity: 3 },
      ],
      ...values,
    });
  const history = (unitId: string) =>
    db
      .select()
      .from(productHistoryEvents)
      .where(and(eq(productHistoryEvents.companyId, companyId), eq(productHistoryEvents.subProductId, unitId)));

  describe('POST /v2/order/readyToGo/{orderId}', () => {
    it('hands out the unit given by QR code (any case) with the one given at booking', async () => {
      clock.set(NOW);
      const order = await bikesAndHelmets();
      const res = await api.readyToGo(order.id, { qrCodeValues: [units[1].qrCodeValue.toLowerCase()] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'IN_PROGRESS', departedAt: NOW });
      expect(res.body.units.map((u: { subProductId: string; status: string }) => [u.subProductId, u.status])).toEqual(
        expect.arrayContaining([
          [units[0].id, 'USED'],
          [units[1].id, 'USED'],
        ]),
      );
      const rows = await orderRows(db, companyId, order.id);
      expect(rows.order).toMatchObject({ status: 'IN_PROGRESS', departedAt: new Date(NOW) });
      expect(rows.holds.map((h) => h.departedAt?.toISOString())).toEqual([NOW, NOW]);
      expect(rows.units.every((u) => u.status === 'USED' && u.departedAt?.toISOString() === NOW)).toBe(true);
      const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.readyToGo');
      expect(audit).toMatchObject({ fromState: 'TO_COME', toState: 'IN_PROGRESS', companyId });
      expect((await history(units[1].id)).map((e) => e.kind)).toContain('departure');
      expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);
    });

    it('refuses to leave while a serialised product lacks units, and writes nothing', async () => {
      const order = await bikesAndHelmets();
      const res = await api.readyToGo(order.id, {});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validationFailed',
        details: { field: 'subProductIds', missing: [{ productId: bike.id, booked: 2, missing: 1 }] },
      });
      const rows = await orderRows(db, companyId, order.id);
      expect(rows.order.status).toBe('TO_COME');
      expect(rows.units.map((u) => u.status)).toEqual(['WAITING']);
      expect(rows.holds.every((h) => h.departedAt === null)).toBe(true);
      await api.cancel(order.id);
    });

    it('names the unknown QR code, and refuses a unit out with a late order', async () => {
      const unknown = await bikesAndHelmets();
      const res = await api.readyToGo(unknown.id, { qrCodeValues: ['NOPE-123'] });
      expect(res.status).toBe(400);
      expect(res.body.details.field).toBe('qrCodeValues[0]');
      await api.cancel(unknown.id);

      clock.set('2026-07-20T08:00:00Z');
      const late = await makeOrder(app, shop.headers, {
        startDate: '2026-07-20T09:00',
        endDate: '2026-07-20T12:00',
        products: [{ productId: bike.id, quantity: 1, subProductIds: [units[3].id] }],
      });
      expect((await api.readyToGo(late.id)).status).toBe(200);
      clock.set('2026-07-21T08:00:00Z');
      const next = await makeOrder(app, shop.headers, {
        startDate: '2026-07-21T09:00',
        endDate: '2026-07-21T18:00',
        products: [{ productId: bike.id, quantity: 1 }],
      });
      const refused = await api.readyToGo(next.id, { subProductIds: [units[3].id] });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'unitOut', details: { orderNumber: late.number } });
      expect((await orderRows(db, companyId, next.id)).units).toEqual([]);
      await api.cancel(next.id);
      expect((await api.setStatus(late.id, 'ENDED')).status).toBe(200);
      clock.set(NOW);
    });

    it('says why each refused unit is refused, with its code and product, for the counter to word', async () => {
      const order = await bikesAndHelmets();
      const unknown = await api.readyToGo(order.id, { qrCodeValues: [` ${units[1].qrCodeValue}`, 'NOPE-9 '] });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        code: 'validationFailed',
        details: { field: 'qrCodeValues[1]', reason: 'unknownUnit', qrCodeValue: 'NOPE-9' },
      });
      const tooMany = await api.readyToGo(order.id, { qrCodeValues: [units[1].qrCodeValue, units[2].qrCodeValue] });
      expect(tooMany.body).toMatchObject({
        details: {
          field: 'qrCodeValues[1]',
          reason: 'unitTooMany',
          qrCodeValue: units[2].qrCodeValue,
          productName: 'VTT',
        },
      });
      const twice = await api.readyToGo(order.id, { qrCodeValues: [units[1].qrCodeValue, units[1].qrCodeValue] });
      expect(twice.body).toMatchObject({ details: { reason: 'unitNamedTwice', qrCodeValue: units[1].qrCodeValue } });
      const missing = await api.readyToGo(order.id, {});
      expect(missing.body).toMatchObject({
        details: { reason: 'unitsMissing', missing: [{ productId: bike.id, name: 'VTT', booked: 2, missing: 1 }] },
      });
      const [trailerUnit] = (await makeProductWithUnits(app, shop.headers, 1, { name: 'Remorque 2' })).units;
      const notInOrder = await api.readyToGo(order.id, { qrCodeValues: [trailerUnit.qrCodeValue] });
      expect(notInOrder.body).toMatchObject({
        details: { reason: 'unitNotInOrder', qrCodeValue: trailerUnit.qrCodeValue, productName: 'Remorque 2' },
      });
      expect((await orderRows(db, companyId, order.id)).order.status).toBe('TO_COME');
      await api.cancel(order.id);
    });

    it('only from TO_COME, and never for pre-bookings, requests or cancelled orders', async () => {
      const order = await makeOrder(app, shop.headers, {
        startDate: '2026-07-11T09:00',
        endDate: '2026-07-11T18:00',
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      expect((await api.readyToGo(order.id)).status).toBe(200);
      const again = await api.readyToGo(order.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'invalidTransition',
        details: { from: 'IN_PROGRESS', to: 'IN_PROGRESS' },
      });
      expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);

      const pre = await makeOrder(app, shop.headers, {
        type: 'PRE_BOOKING',
        startDate: '2026-07-11T09:00',
        endDate: '2026-07-11T18:00',
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      expect((await api.readyToGo(pre.id)).body).toMatchObject({ code: 'notConfirmed' });
      const cancelled = await makeOrder(app, shop.headers, {
        startDate: '2026-07-11T09:00',
        endDate: '2026-07-11T18:00',
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      await api.cancel(cancelled.id);
      const refused = await api.readyToGo(cancelled.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('orderCanceled');
    });

    it("answers 404 for another shop's order", async () => {
      const other = await makeShop(app, db);
      const order = await bikesAndHelmets();
      const res = await ordersApi(app, other.headers).readyToGo(order.id);
      expect(res.status).toBe(404);
      expect((await orderRows(db, companyId, order.id)).order.status).toBe('TO_COME');
      await api.cancel(order.id);
    });
  });

  describe('PUT /v2/order/allocateMaterial/returnProducts/{orderId}', () => {
    it('takes back one bike and some helmets early: holds split and shortened, answers stored, then ENDED', async () => {
      clock.set(NOW);
      const buffered = await makeProductWithUnits(app, shop.headers, 2, { name: 'E-bike', bufferAfterMinutes: 60 });
      const order = await makeOrder(app, shop.headers, {
        startDate: '2026-07-11T09:00',
        endDate: '2026-07-13T18:00',
        products: [
          {
            productId: buffered.product.id,
            quantity: 2,
            subProductIds: buffered.units.map((u: { id: string }) => u.id),
          },
          { productId: helmets.id, quantity: 3 },
        ],
      });
      clock.set('2026-07-11T07:00:00Z');
      expect((await api.readyToGo(order.id)).status).toBe(200);
      clock.set('2026-07-12T10:00:00Z');
      const first = await api.returnProducts(order.id, {
        qrCodeValues: [buffered.units[0].qrCodeValue],
        quantities: [{ productId: helmets.id, quantity: 2 }],
        stateAnswers: { [buffered.units[0].id]: { tyres: 'worn' } },
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.status).toBe('IN_PROGRESS');
      let rows = await orderRows(db, companyId, order.id);
      const bikeHolds = rows.holds.filter((h) => h.productId === buffered.product.id);
      expect(bikeHolds.map((h) => [h.quantity, h.returnedAt?.toISOString() ?? null, h.to])).toEqual([
        [1, null, '2026-07-13T17:00:00.000Z'],
        [1, '2026-07-12T10:00:00.000Z', '2026-07-12T11:00:00.000Z'],
      ]);
      const helmetHolds = rows.holds.filter((h) => h.productId === helmets.id);
      expect(helmetHolds.map((h) => [h.quantity, h.returnedAt?.toISOString() ?? null, h.to])).toEqual([
        [1, null, '2026-07-13T16:00:00.000Z'],
        [2, '2026-07-12T10:00:00.000Z', '2026-07-12T10:00:00.000Z'],
      ]);
      const back = rows.units.find((u) => u.subProductId === buffered.units[0].id)!;
      expect(back).toMatchObject({
        status: 'ENDED',
        returnedAt: new Date('2026-07-12T10:00:00Z'),
        reservationId: bikeHolds[1].id,
        stateAnswers: { tyres: 'worn' },
        to: '2026-07-12T11:00:00.000Z',
      });
      expect(first.body.lines.map((l: { returnedQuantity: number }) => l.returnedQuantity)).toEqual([1, 2]);
      const [event] = (await history(buffered.units[0].id)).filter((e) => e.kind === 'return');
      expect(event.data).toMatchObject({ orderId: order.id, late: false, stateAnswers: { tyres: 'worn' } });

      // the bike back early can be booked again once its turnaround is over
      const rebook = await api.create({
        startDate: '2026-07-12T13:00',
        endDate: '2026-07-12T17:00',
        products: [{ productId: buffered.product.id, quantity: 1, subProductIds: [buffered.units[0].id] }],
      });
      expect(rebook.status, JSON.stringify(rebook.body)).toBe(200);
      await api.cancel(rebook.body.id);

      clock.set('2026-07-14T09:00:00Z');
      const rest = await api.returnProducts(order.id, {
        subProductIds: [buffered.units[1].id],
        quantities: [{ productId: helmets.id, quantity: 1 }],
      });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ status: 'ENDED', endedAt: '2026-07-14T09:00:00.000Z', isLate: false });
      rows = await orderRows(db, companyId, order.id);
      expect(rows.holds.every((h) => h.returnedAt)).toBe(true);
      // late: the period is never lengthened
      expect(rows.holds.find((h) => h.quantity === 1 && h.productId === helmets.id)?.to).toBe(
        '2026-07-13T16:00:00.000Z',
      );
      const audits = (await auditOf(db, order.id)).filter((a) => a.action === 'order.return');
      expect(audits.map((a) => [a.fromState, a.toState])).toEqual([
        ['IN_PROGRESS', 'IN_PROGRESS'],
        ['IN_PROGRESS', 'ENDED'],
      ]);
      expect(audits[1].data).toMatchObject({ late: true, units: [buffered.units[1].id] });
      clock.set(NOW);
    });

    it('refuses a unit not out with this order, too many helmets, and state answers of another unit', async () => {
      // a minute on: the first test handed units[0] out and back at NOW
      clock.set('2026-07-10T08:01:00.000Z');
      const order = await bikesAndHelmets({
        products: [
          { productId: bike.id, quantity: 1, subProductIds: [units[0].id] },
          { productId: helmets.id, quantity: 3 },
        ],
      });
      expect((await api.returnProducts(order.id, { subProductIds: [units[0].id] })).body.code).toBe('notOut');
      expect((await api.readyToGo(order.id)).status).toBe(200);
      const notOurs = await api.returnProducts(order.id, { subProductIds: [units[0].id, units[2].id] });
      expect(notOurs.status).toBe(400);
      expect(notOurs.body.details.field).toBe('subProductIds[1]');
      const tooMany = await api.returnProducts(order.id, { quantities: [{ productId: helmets.id, quantity: 4 }] });
      expect(tooMany.body.details.field).toBe('quantities[0].quantity');
      const bikeByQuantity = await api.returnProducts(order.id, { quantities: [{ productId: bike.id, quantity: 1 }] });
      expect(bikeByQuantity.body.details.field).toBe('quantities[0].productId');
      const answers = await api.returnProducts(order.id, {
        subProductIds: [units[0].id],
        stateAnswers: { [units[1].id]: { ok: true } },
      });
      expect(answers.body.details.field).toBe(`stateAnswers.${units[1].id}`);
      const nothing = await api.returnProducts(order.id, {});
      expect(nothing.status).toBe(400);
      const rows = await orderRows(db, companyId, order.id);
      expect(rows.units.map((u) => u.status)).toEqual(['USED']);
      expect(rows.holds.every((h) => !h.returnedAt)).toBe(true);
      expect((await ordersApi(app, (await makeShop(app, db)).headers).returnProducts(order.id, {})).status).toBe(404);
      expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);
    });
  });
});
