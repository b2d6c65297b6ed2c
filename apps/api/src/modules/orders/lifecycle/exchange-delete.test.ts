import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { auditOf, makeOrder, orderRows, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../../test/factories.ts';
import { orderMessages, orders } from '../tables.ts';

describe('exchanging units and deleting orders', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-06-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 3, { name: 'Cargo' });
  const { units: others } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Trottinette' });
  const cargo = (unitIds: string[], values: object = {}) =>
    makeOrder(app, shop.headers, {
      startDate: '2026-06-02T09:00',
      endDate: '2026-06-03T18:00',
      products: [{ productId: bike.id, quantity: unitIds.length || 1, subProductIds: unitIds }],
      ...values,
    });

  describe('PUT /v2/order/exchangeUnit/{orderId}', () => {
    it('swaps a unit that is out for a free one by QR code, keeping its status and period', async () => {
      const order = await cargo([units[0].id]);
      await api.readyToGo(order.id);
      const before = (await orderRows(db, companyId, order.id)).units[0];
      const res = await api.exchange(order.id, { from: units[0].qrCodeValue, to: units[1].qrCodeValue.toLowerCase() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.units.map((u: { subProductId: string; status: string }) => [u.subProductId, u.status])).toEqual([
        [units[1].id, 'USED'],
      ]);
      const after = (await orderRows(db, companyId, order.id)).units[0];
      expect(after).toMatchObject({ id: before.id, period: before.period, status: 'USED', subProductId: units[1].id });
      const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.exchangeUnit');
      expect(audit.data).toMatchObject({ from: { subProductId: units[0].id }, to: { subProductId: units[1].id } });
      await api.setStatus(order.id, 'ENDED');
    });

    it('refuses a unit taken by another order (naming it), of another product, or not in the order', async () => {
      const first = await cargo([units[0].id]);
      const second = await cargo([units[1].id]);
      const taken = await api.exchange(first.id, { from: units[0].id, to: units[1].id });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'unitTaken', details: { orderNumber: second.number } });
      const product = await api.exchange(first.id, { from: units[0].id, to: others[0].id });
      expect(product.body.details.field).toBe('to');
      const notMine = await api.exchange(first.id, { from: units[2].id, to: units[0].id });
      expect(notMine.body.details.field).toBe('from');
      const unknown = await api.exchange(first.id, { from: 'NOPE', to: units[2].id });
      expect(unknown.body.details.field).toBe('from');
      expect((await orderRows(db, companyId, first.id)).units.map((u) => u.subProductId)).toEqual([units[0].id]);
      const other = await makeShop(app, db);
      expect((await ordersApi(app, other.headers).exchange(first.id, { from: 'a', to: 'b' })).status).toBe(404);
      await api.cancel(first.id);
      await api.cancel(second.id);
    });
  });

  describe('DELETE /v2/order/{id}', () => {
    it('hides an order to come and frees its stock; refuses one that has started', async () => {
      const order = await cargo([units[0].id]);
      const res = await api.remove(order.id);
      expect(res.status).toBe(200);
      const rows = await orderRows(db, companyId, order.id);
      expect(rows.order.deletedAt?.toISOString()).toBe('2026-06-01T08:00:00.000Z');
      expect(rows.holds).toEqual([]);
      expect(rows.units).toEqual([]);
      expect((await api.get(order.id)).status).toBe(404);
      expect((await api.remove(order.id)).status).toBe(404);
      const [audit] = (await auditOf(db, order.id)).filter((a) => a.action === 'order.delete');
      expect(audit).toMatchObject({ fromState: 'TO_COME', toState: 'DELETED' });

      const started = await cargo([units[0].id]);
      await api.readyToGo(started.id);
      const refused = await api.remove(started.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('orderStarted');
      const other = await makeShop(app, db);
      expect((await ordersApi(app, other.headers).remove(started.id)).status).toBe(404);
      await api.setStatus(started.id, 'ENDED');
    });
  });

  describe('DELETE /v2/order/deletePermanently/{orderId}', () => {
    it('removes the order and its rows for managers only; the audit log keeps its trace', async () => {
      const order = await cargo([units[2].id], { message: 'Please oil the chain' });
      expect((await orderRows(db, companyId, order.id)).lines).toHaveLength(1);
      const messagesOf = () =>
        db
          .select()
          .from(orderMessages)
          .where(and(eq(orderMessages.companyId, companyId), eq(orderMessages.orderId, order.id)));
      expect(await messagesOf()).toHaveLength(1);
      const employee = await makeEmployee(db, companyId, { access: { orders: 'write' } });
      const staff = ordersApi(app, { 'x-access-token': await login(app, employee.email) });
      expect((await staff.removePermanently(order.id)).status).toBe(403);

      clock.advance(60_000);
      const res = await api.removePermanently(order.id);
      expect(res.status).toBe(200);
      const rows = await orderRows(db, companyId, order.id);
      expect(rows).toMatchObject({ order: undefined, lines: [], holds: [], units: [] });
      expect(await messagesOf()).toEqual([]);
      const audits = await auditOf(db, order.id);
      expect(audits.map((a) => a.action)).toEqual(['order.create', 'order.deletePermanently']);
      expect(audits[1]).toMatchObject({ fromState: 'TO_COME', toState: null });
      expect((await api.removePermanently(order.id)).status).toBe(404);

      const hidden = await cargo([units[2].id]);
      await api.remove(hidden.id);
      expect((await api.removePermanently(hidden.id)).status).toBe(200);
      expect(await db.select().from(orders).where(eq(orders.id, hidden.id))).toEqual([]);

      const other = await makeShop(app, db);
      const mine = await cargo([units[2].id]);
      expect((await ordersApi(app, other.headers).removePermanently(mine.id)).status).toBe(404);
      await api.readyToGo(mine.id);
      expect((await api.removePermanently(mine.id)).body.code).toBe('orderStarted');
      await api.setStatus(mine.id, 'ENDED');
    });
  });
});
