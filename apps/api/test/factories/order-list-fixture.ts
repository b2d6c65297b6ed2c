import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { orders } from '../../src/modules/orders/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import type { TestApp } from '../app.ts';
import { makeShop } from '../factories.ts';
import { makeProduct, makeProductWithUnits } from './catalogue.ts';
import { makeCustomer } from './customers.ts';
import { makeOrder } from './order-lifecycle.ts';

const MINUTE = 60_000;

/**
 * Seven orders of one shop, made at 2026-07-10T08:00Z + 1 minute each, for the list tests.
 * A: today, Léa, unit 0 given. B: helmets from the 12th, quick order. C: Léa, out and late. D: pre-booking.
 * E: a request without customer. F: ended in June. G: cancelled in August.
 */
export async function sevenOrders(app: App, db: Db, clock: TestApp['clock']) {
  clock.set('2026-07-10T08:00:00.000Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTT' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
  const lea = await makeCustomer(db, companyId, {
    firstName: 'Léa',
    lastName: 'Morel',
    email: 'lea.morel@example.test',
    phone: '+33 6 11 22 33 44',
  });
  const marc = await makeCustomer(db, companyId, { firstName: 'Marc', lastName: 'Petit' });
  const book = async (values: object) => {
    clock.advance(MINUTE);
    return makeOrder(app, shop.headers, values);
  };
  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    db
      .update(orders)
      .set(values)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));

  const a = await book({
    startDate: '2026-07-10T09:00',
    endDate: '2026-07-10T18:00',
    customerId: lea.id,
    products: [{ productId: bike.id, quantity: 1, subProductIds: [units[0].id] }],
  });
  const b = await book({
    startDate: '2026-07-12T00:00',
    endDate: '2026-07-14T00:00',
    customerId: marc.id,
    createdFrom: 'QUICK_ORDER',
    products: [{ productId: helmets.id, quantity: 2 }],
  });
  const c = await book({
    startDate: '2026-07-01T09:00',
    endDate: '2026-07-03T18:00',
    customerId: lea.id,
    products: [{ productId: bike.id, quantity: 1 }],
  });
  const d = await book({
    startDate: '2026-07-20T00:00',
    endDate: '2026-07-21T00:00',
    customerId: marc.id,
    type: 'PRE_BOOKING',
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  const e = await book({
    startDate: '2026-07-25T00:00',
    endDate: '2026-07-26T00:00',
    isRequest: true,
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  const f = await book({
    startDate: '2026-06-01T09:00',
    endDate: '2026-06-02T18:00',
    customerId: marc.id,
    products: [{ productId: bike.id, quantity: 1 }],
  });
  const g = await book({
    startDate: '2026-08-01T00:00',
    endDate: '2026-08-02T00:00',
    customerId: marc.id,
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  await setRow(c.id, { status: 'IN_PROGRESS' });
  await setRow(f.id, { status: 'ENDED' });
  await setRow(g.id, { type: 'CANCELED' });
  const all = [a, b, c, d, e, f, g];
  return { shop, other, companyId, bike, units, helmets, lea, marc, a, b, c, d, e, f, g, all };
}
