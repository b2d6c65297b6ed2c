import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeCustomer } from '../../../../test/factories/customers.ts';
import { makeOrder } from '../../../../test/factories/order-lifecycle.ts';
import { sevenOrders } from '../../../../test/factories/order-list-fixture.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { subProducts } from '../../catalogue/tables.ts';
import { orderSummaries, SUMMARY_COLUMNS } from '../details/read-order.ts';
import { orderLines, orderReservations, orders, unitAssignments } from '../tables.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isoOfMs = (ms: number) => new Date(ms).toISOString();
const lowerMs = (range: unknown) => sql<number>`extract(epoch from lower(${range})) * 1000`.mapWith(Number);
const upperMs = (range: unknown) => sql<number>`extract(epoch from upper(${range})) * 1000`.mapWith(Number);

/**
 * The planning's orders as the API wrote them before the database wrote the answer: rows read with Drizzle, every
 * summary by `orderSummaries` (the function every order list uses), holds and units mapped in the API process.
 */
async function reference(db: Db, companyId: string, from: Date, to: Date, now: Date, productIds?: string[]) {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        isNull(orders.deletedAt),
        ne(orders.type, 'CANCELED'),
        lt(orders.startAt, to),
        or(gt(orders.endAt, from), and(eq(orders.status, 'IN_PROGRESS'), eq(orders.type, 'ORDER'))),
        productIds
          ? sql`exists (select 1 from ${orderLines} where ${orderLines.companyId} = ${orders.companyId}
              and ${orderLines.orderId} = ${orders.id} and ${inArray(orderLines.itemId, productIds)})`
          : undefined,
      ),
    )
    .orderBy(asc(orders.startAt), asc(orders.id));
  if (rows.length === 0) return { orders: [] };
  const ids = rows.map((r) => r.id);
  const summaries = await orderSummaries(db, companyId, rows, now);
  const holds = await db
    .select({
      orderId: orderReservations.orderId,
      productId: orderReservations.productId,
      quantity: orderReservations.quantity,
      start: lowerMs(orderReservations.period),
      end: upperMs(orderReservations.period),
      departedAt: orderReservations.departedAt,
      returnedAt: orderReservations.returnedAt,
    })
    .from(orderReservations)
    .where(
      and(
        eq(orderReservations.companyId, companyId),
        inArray(orderReservations.orderId, ids),
        productIds ? inArray(orderReservations.productId, productIds) : undefined,
      ),
    )
    .orderBy(asc(orderReservations.productId), sql`lower(${orderReservations.period})`, asc(orderReservations.id));
  const units = await db
    .select({
      a: unitAssignments,
      qr: subProducts.qrCodeValue,
      start: lowerMs(unitAssignments.period),
      end: upperMs(unitAssignments.period),
    })
    .from(unitAssignments)
    .innerJoin(
      subProducts,
      and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
    )
    .where(
      and(
        eq(unitAssignments.companyId, companyId),
        inArray(unitAssignments.orderId, ids),
        productIds ? inArray(unitAssignments.productId, productIds) : undefined,
      ),
    )
    .orderBy(asc(subProducts.qrCodeValue), sql`lower(${unitAssignments.period})`, asc(unitAssignments.id));
  return {
    orders: summaries.map((summary) => ({
      ...summary,
      holds: holds
        .filter((h) => h.orderId === summary.id)
        .map((h) => ({
          productId: h.productId,
          quantity: h.quantity,
          start: isoOfMs(h.start),
          end: isoOfMs(h.end),
          departedAt: iso(h.departedAt),
          returnedAt: iso(h.returnedAt),
        })),
      units: units
        .filter((u) => u.a.orderId === summary.id)
        .map(({ a, qr, start, end }) => ({
          subProductId: a.subProductId,
          productId: a.productId,
          qrCodeValue: qr,
          start: isoOfMs(start),
          end: isoOfMs(end),
          status: a.status,
        })),
    })),
  };
}

describe('GET /v2/order/insideRange answers what the order lists say of each order', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  const { shop, companyId, bike, units, helmets, a, b, c } = await sevenOrders(app, db, clock);
  // customers shown by company name, by name alone, or by nothing; a name to escape; cents; microseconds
  const firm = await makeCustomer(db, companyId, {
    type: 'entreprise',
    companyName: 'Vélos "Alpins" \\ Cie',
    firstName: 'Jo',
    lastName: null,
    email: null,
    phone: null,
  });
  const nameless = await makeCustomer(db, companyId, {
    firstName: '',
    lastName: null,
    companyName: null,
    email: 'x@example.test',
  });
  const h = await makeOrder(app, shop.headers, {
    startDate: '2026-07-11T10:00',
    endDate: '2026-07-13T10:00',
    customerId: firm.id,
    products: [
      { productId: bike.id, quantity: 1, subProductIds: [units[1].id] },
      { productId: helmets.id, quantity: 3 },
    ],
  });
  const i = await makeOrder(app, shop.headers, {
    startDate: '2026-07-11T12:00',
    endDate: '2026-07-12T12:00',
    customerId: nameless.id,
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  await db.execute(sql`update orders set total_ttc_cents = 12345,
      created_at = '2026-07-10 08:03:04.567891+00' where company_id = ${companyId} and id = ${h.id}`);
  await db.execute(sql`update order_reservations set departed_at = '2026-07-11 08:01:02.345678+00',
      returned_at = '2026-07-12 09:00:00+00' where company_id = ${companyId} and order_id = ${i.id}`);
  const now = new Date('2026-07-10T08:30:00.000Z');
  clock.set(now.toISOString());

  const inside = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/order/insideRange?${query}`, headers: shop.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json();
  };
  // the shop is in Europe/Paris: whole days start at 22:00Z the day before
  const day = (d: string) => new Date(`${d}T00:00:00+02:00`);

  it.each([
    ['2026-07-10', '2026-07-10'],
    ['2026-07-01', '2026-07-31'],
    ['2026-07-11', '2026-07-12'],
    ['2026-06-01', '2026-08-31'],
  ])('from %s to %s, field by field', async (first, last) => {
    const answer = await inside(`startDate=${first}&endDate=${last}`);
    const to = new Date(day(last).getTime() + 86_400_000);
    expect(answer).toEqual(await reference(db, companyId, day(first), to, now));
    expect(answer.orders.length).toBeGreaterThan(0);
  });

  it('of some products, field by field (the unit count stays the whole order’s)', async () => {
    const answer = await inside(`startDate=2026-07-01&endDate=2026-07-31&productIds=${helmets.id}`);
    const expected = await reference(db, companyId, day('2026-07-01'), day('2026-08-01'), now, [helmets.id]);
    expect(answer).toEqual(expected);
    const ofH = answer.orders.find((o: { id: string }) => o.id === h.id);
    expect(ofH).toMatchObject({ unitCount: 1, units: [], totalTTC: 123.45, createdAt: '2026-07-10T08:03:04.567Z' });
    expect(ofH.customer).toEqual({ id: firm.id, displayName: 'Vélos "Alpins" \\ Cie', email: null, phone: null });
  });

  it('shows holds out and back, late orders and customers without a name as the lists do', async () => {
    const answer = await inside('startDate=2026-07-01&endDate=2026-07-31');
    const byId = new Map(answer.orders.map((o: { id: string }) => [o.id, o]));
    expect(byId.get(i.id)).toMatchObject({
      customer: { id: nameless.id, displayName: '', email: 'x@example.test', phone: null },
      holds: [{ departedAt: '2026-07-11T08:01:02.345Z', returnedAt: '2026-07-12T09:00:00.000Z' }],
    });
    expect(byId.get(c.id)).toMatchObject({ isLate: true, status: 'IN_PROGRESS' });
    expect(byId.get(a.id)).toMatchObject({ isLate: false, unitCount: 1 });
    expect(byId.get(b.id)).toMatchObject({ productNames: ['Casque'] });
  });
});
