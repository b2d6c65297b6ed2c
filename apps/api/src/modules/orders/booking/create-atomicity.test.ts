import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../../test/factories/catalogue.ts';
import { makePromoCode } from '../../../../test/factories/pricing.ts';
import { makeShop } from '../../../../test/factories.ts';
import { customers } from '../../customers/tables.ts';
import { orderCounters, orders } from '../tables.ts';

/** A createOrder that fails part-way writes nothing: customer, order, lines, holds, units, promo use and audit go. */
describe('createOrder is all or nothing', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const companyId = shop.company.id;
  const promo = await makePromoCode(db, companyId);
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Gravel' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 1 });
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/v2/order/createOrder', headers: shop.headers, payload });
  const weekend = { startDate: '2027-05-08T09:00', endDate: '2027-05-09T18:00' };

  /** Rows of every table an order writes to, for this shop. */
  const TABLES = [
    'customers',
    'orders',
    'order_lines',
    'order_reservations',
    'unit_assignments',
    'order_messages',
    'promo_code_uses',
    'audit_log',
  ];
  async function footprint() {
    const counts = await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
        );
        return [table, (rows[0] as { n: number }).n] as const;
      }),
    );
    return Object.fromEntries(counts);
  }
  const lastNumber = async () => {
    const [row] = await db.select().from(orderCounters).where(eq(orderCounters.companyId, companyId));
    return row?.lastNumber ?? 0;
  };

  it('an inline customer and a first line that fits, then a second line that does not: nothing stays', async () => {
    const taken = await post({ ...weekend, products: [{ productId: helmets.id, quantity: 1 }] });
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await footprint();
    const res = await post({
      ...weekend,
      customer: { firstName: 'Inès', lastName: 'Garnier', email: 'ines@example.test' },
      products: [
        { productId: bike.id, quantity: 1 },
        { productId: helmets.id, quantity: 1 },
      ],
      promoCode: promo.code,
      message: 'Arrivée vers 9 h',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'notAvailable', details: { conflicts: [{ productId: helmets.id }] } });
    expect(await footprint()).toEqual(before);
    const [named] = await db.select().from(customers).where(eq(customers.email, 'ines@example.test'));
    expect(named).toBeUndefined();
  });

  it('a unit already given to another order: the whole order goes, its holds with it', async () => {
    const first = await post({
      ...weekend,
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await footprint();
    const res = await post({
      startDate: '2027-05-09T10:00',
      endDate: '2027-05-10T18:00',
      customer: { firstName: 'Paul', lastName: 'Roux', email: 'paul@example.test' },
      products: [{ productId: bike.id, quantity: 1, subProductIds: [units[0].id] }],
      promoCode: promo.code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'unitTaken', details: { subProductId: units[0].id } });
    expect(await footprint()).toEqual(before);
  });

  it('the same order, once it fits, writes a row in each of those tables', async () => {
    const before = await footprint();
    const res = await post({
      startDate: '2027-07-03T09:00',
      endDate: '2027-07-04T18:00',
      customer: { firstName: 'Inès', lastName: 'Garnier', email: 'ines@example.test' },
      products: [
        { productId: bike.id, quantity: 1, subProductIds: [units[1].id] },
        { productId: helmets.id, quantity: 1 },
      ],
      promoCode: promo.code,
      message: 'Arrivée vers 9 h',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await footprint();
    expect(after).toEqual({
      ...before,
      customers: before.customers + 1,
      orders: before.orders + 1,
      order_lines: before.order_lines + 2,
      order_reservations: before.order_reservations + 2,
      unit_assignments: before.unit_assignments + 1,
      order_messages: before.order_messages + 1,
      promo_code_uses: before.promo_code_uses + 1,
      audit_log: after.audit_log,
    });
    expect(after.audit_log).toBeGreaterThanOrEqual(before.audit_log + 2);
  });

  it('order numbers are never handed out twice, failed attempts included', async () => {
    const numbers = new Set<number>();
    const existing = await db.select({ number: orders.number }).from(orders).where(eq(orders.companyId, companyId));
    for (const o of existing) numbers.add(o.number);
    const before = await lastNumber();
    for (let i = 0; i < 3; i++) {
      const refused = await post({ ...weekend, products: [{ productId: helmets.id, quantity: 1 }] });
      expect(refused.statusCode).toBe(409);
      const ok = await post({
        startDate: `2027-06-0${i + 1}T09:00`,
        endDate: `2027-06-0${i + 1}T18:00`,
        products: [{ productId: helmets.id, quantity: 1 }],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const { number } = ok.json();
      expect(numbers.has(number)).toBe(false);
      expect(number).toBeGreaterThan(Math.max(before, ...numbers));
      numbers.add(number);
    }
    expect(await lastNumber()).toBeGreaterThanOrEqual(Math.max(...numbers));
  });
});
