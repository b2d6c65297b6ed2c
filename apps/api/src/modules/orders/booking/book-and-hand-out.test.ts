import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counterShop } from '../../../../test/factories/counter-shop.ts';
import { auditOf, makeOrder, orderRows } from '../../../../test/factories/order-lifecycle.ts';
import { orders } from '../tables.ts';

const NOW = '2026-07-09T08:00:00.000Z';

describe('a walk-in priced before booking, booked and handed out in one step', async () => {
  const { app, db, shop, companyId, api, bike, units, helmets } = await counterShop(NOW, {
    bike: { deposit: 150 },
    helmets: { deposit: 12.5 },
  });
  const orderCount = async () => (await db.select().from(orders).where(eq(orders.companyId, companyId))).length;
  const walkIn = (unitIds: string[], values: object = {}) => ({
    startDate: '2026-07-09T10:00',
    endDate: '2026-07-09T18:00',
    customer: { lastName: 'Passant' },
    products: [{ productId: bike.id, quantity: 2, subProductIds: unitIds }],
    createdFrom: 'QUICK_ORDER',
    handOut: true,
    ...values,
  });

  it("previews total, VAT and the deposit to take from the products' deposits, within the shop's ceiling", async () => {
    const body = {
      items: [
        { kind: 'product', id: bike.id, quantity: 2 },
        { kind: 'product', id: helmets.id, quantity: 2 },
      ],
      start: '2026-07-09T10:00',
      end: '2026-07-09T18:00',
    };
    const res = await api.send('POST', '/pricing/preview', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deposit).toBe(325);
    expect(res.body.totalTTC).toBeGreaterThan(0);
    expect(res.body.vat).toBeGreaterThan(0);
    expect(res.body.totalHT + res.body.vat).toBeCloseTo(res.body.totalTTC, 2);

    const ceiling = await api.send('PUT', '/company/internalBailMax', { amount: 200 });
    expect(ceiling.status, JSON.stringify(ceiling.body)).toBe(200);
    expect((await api.send('POST', '/pricing/preview', body)).body.deposit).toBe(200);
    expect((await api.send('POST', '/pricing/preview', { ...body, channel: 'ONLINE_STORE' })).body.deposit).toBe(325);
    await api.send('PUT', '/company/internalBailMax', { amount: null });
  });

  it('books the scanned units and hands them out in one call', async () => {
    const res = await api.create(walkIn([units[0].id, units[1].id]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'IN_PROGRESS', departedAt: NOW, createdFrom: 'QUICK_ORDER' });
    const rows = await orderRows(db, companyId, res.body.id);
    expect(rows.units.map((u) => [u.subProductId, u.status])).toEqual(
      expect.arrayContaining([
        [units[0].id, 'USED'],
        [units[1].id, 'USED'],
      ]),
    );
    expect(rows.holds.every((h) => h.departedAt?.toISOString() === NOW)).toBe(true);
    const actions = (await auditOf(db, res.body.id)).map((a) => a.action);
    expect(actions).toEqual(['order.create', 'order.readyToGo']);
    expect((await api.returnProducts(res.body.id, { subProductIds: [units[0].id, units[1].id] })).status).toBe(200);
  });

  it('writes nothing when the hand-out is refused: a unit still to give, or a unit out with another order', async () => {
    const before = await orderCount();
    const missing = await api.create(walkIn([units[2].id]));
    expect(missing.status).toBe(400);
    expect(missing.body.details).toMatchObject({ reason: 'unitsMissing' });

    const other = await makeOrder(app, shop.headers, {
      startDate: '2026-07-09T09:00',
      endDate: '2026-07-09T12:00',
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[3].id] }],
    });
    expect((await api.readyToGo(other.id)).status).toBe(200);
    const taken = await api.create(walkIn([units[2].id, units[3].id], { customer: { lastName: 'Second' } }));
    expect(taken.status).toBe(409);
    expect(taken.body.details).toMatchObject({ qrCodeValue: units[3].qrCodeValue });
    expect(await orderCount()).toBe(before + 1);
    const unitsOfWalkIns = await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.createdFrom, 'QUICK_ORDER')));
    expect(unitsOfWalkIns).toHaveLength(1);
  });

  it('refuses to hand out at booking an order that starts later, or a request', async () => {
    const before = await orderCount();
    const later = await api.create(
      walkIn([units[0].id, units[1].id], { startDate: '2026-07-10T10:00', endDate: '2026-07-10T18:00' }),
    );
    expect(later.status).toBe(400);
    expect(later.body.details.field).toBe('startDate');
    const request = await api.create(walkIn([units[0].id, units[1].id], { isRequest: true }));
    expect(request.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});
