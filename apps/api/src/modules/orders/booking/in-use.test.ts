import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makePack, makeProduct, makeProductWithUnits, makeService } from '../../../../test/factories/catalogue.ts';
import { makeOrder, ordersApi } from '../../../../test/factories/order-lifecycle.ts';
import { makePeriodicDiscount, makePriceRule, makePromoCode } from '../../../../test/factories/pricing.ts';
import { makeAdmin, makeShop } from '../../../../test/factories.ts';
import { orders } from '../tables.ts';
import { LISTED_ORDERS } from './in-use.ts';

const NOW = '2026-07-10T08:00:00.000Z';
/** A Saturday in summer: the default price rule of the factory (+15 % on summer weekends) applies. */
const SATURDAY = { startDate: '2026-07-11T09:00', endDate: '2026-07-11T18:00' };

describe('deleting what an order that has not ended needs', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db);
  const api = ordersApi(app, shop.headers);
  const companyId = shop.company.id;

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers: shop.headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const inUse = (entity: string, ids: string[], ...needing: { id: string; number: number }[]) => ({
    status: 409,
    body: {
      code: 'inUseByOrders',
      details: { entity, ids, total: needing.length, orders: needing.map((o) => ({ id: o.id, number: o.number })) },
    },
  });

  it('refuses a product with a booking ahead (the booking can still go out); once it ended, the product goes', async () => {
    clock.set(NOW);
    const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTT Enduro' });
    const order = await makeOrder(app, shop.headers, {
      ...SATURDAY,
      products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    const refused = await call('DELETE', `/products/delete/${product.id}`);
    expect(refused).toMatchObject(inUse('product', [product.id], order));
    expect(refused.body.message).toContain(`#${order.number}`);
    expect((await call('GET', `/products/byId/${product.id}`)).status).toBe(200);
    // the booking is whole: it goes out and comes back
    expect((await api.readyToGo(order.id)).status).toBe(200);
    expect((await call('DELETE', `/products/delete/${product.id}`)).status).toBe(409);
    expect((await api.setStatus(order.id, 'ENDED')).status).toBe(200);
    expect(await call('DELETE', `/products/delete/${product.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    // an ended order cannot come back to life with a deleted product
    expect((await api.setStatus(order.id, 'IN_PROGRESS')).status).toBe(409);
  });

  it('shows an ended order whole after its product and units are deleted: detail, list and CSV', async () => {
    clock.set(NOW);
    const { product, units } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Tandem Rétro' });
    const order = await makeOrder(app, shop.headers, {
      ...SATURDAY,
      customer: { firstName: 'Léa', lastName: 'Morel', email: 'lea.inuse@example.test' },
      products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
    });
    await api.readyToGo(order.id);
    await api.setStatus(order.id, 'ENDED');
    const before = (await api.get(order.id)).body;
    expect(before.lines).toHaveLength(1);
    expect((await call('DELETE', `/products/delete/${product.id}`)).status).toBe(200);

    const after = (await api.get(order.id)).body;
    expect(after.lines).toEqual(before.lines);
    expect(after.lines[0]).toMatchObject({ name: 'Tandem Rétro', itemId: product.id });
    expect(after.lines[0].unitPrice).toBeGreaterThan(0);
    expect(after).toMatchObject({ totalTTC: before.totalTTC, productNames: ['Tandem Rétro'] });
    expect(after.units).toMatchObject([{ subProductId: units[0].id, qrCodeValue: units[0].qrCodeValue }]);

    const list = await call('GET', '/order/list?startDate=2026-07-11&endDate=2026-07-11');
    expect(list.body.items.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      productNames: ['Tandem Rétro'],
      totalTTC: before.totalTTC,
    });
    const byItem = await call('GET', `/order/byItemId/${product.id}`);
    expect(byItem.body.map((o: { id: string }) => o.id)).toEqual([order.id]);

    const csv = await app.inject({
      method: 'GET',
      url: '/v2/order/listCsv?startDate=2026-07-11&endDate=2026-07-11',
      headers: shop.headers,
    });
    const row = csv.rawPayload
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .find((line) => line.startsWith(`${order.number};`));
    expect(row?.split(';')).toEqual(
      expect.arrayContaining([
        '1 x Tandem Rétro',
        units[0].qrCodeValue,
        before.totalTTC.toFixed(2).replace('.', ','),
        'Léa Morel',
      ]),
    );
  });

  it('refuses a unit given to an order, waiting or out; once it is back it goes', async () => {
    clock.set(NOW);
    const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'Gravel' });
    const order = await makeOrder(app, shop.headers, {
      ...SATURDAY,
      products: [{ productId: product.id, quantity: 2, subProductIds: [units[0].id] }],
    });
    const deleteUnit = (id: string) => call('PATCH', `/sub-products/${id}`, { deleted: true });
    // given at booking, not out yet
    expect(await deleteUnit(units[0].id)).toMatchObject(inUse('unit', [units[0].id], order));
    // not given to anyone: it may go (the order will take another one)
    expect((await api.readyToGo(order.id, { subProductIds: [units[1].id] })).status).toBe(200);
    expect(await deleteUnit(units[1].id)).toMatchObject(inUse('unit', [units[1].id], order));
    const back = await api.returnProducts(order.id, { subProductIds: [units[1].id] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // back from an order still running: that unit is free to go; the other one is still out
    expect((await deleteUnit(units[1].id)).status).toBe(200);
    expect((await deleteUnit(units[0].id)).status).toBe(409);
    expect((await api.returnProducts(order.id, { subProductIds: [units[0].id] })).status).toBe(200);
    expect((await deleteUnit(units[0].id)).status).toBe(200);
    // the ended order cannot be reopened without its units
    const reopen = await api.setStatus(order.id, 'IN_PROGRESS');
    expect(reopen).toMatchObject({ status: 409, body: { code: 'unitDeleted' } });
  });

  it('refuses packs, services and customers of orders that have not ended, pre-bookings and requests too', async () => {
    clock.set(NOW);
    const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 20 });
    const pack = await makePack(app, shop.headers, { name: 'Balade', items: [{ productId: helmets.id }] });
    const service = await makeService(app, shop.headers, { name: 'Antivol' });
    const customer = (await call('POST', '/customer', { type: 'individual', firstName: 'Marc', lastName: 'Blanc' }))
      .body;
    const body = {
      ...SATURDAY,
      customerId: customer.id,
      packs: [{ packId: pack.id, quantity: 1 }],
      services: [{ serviceId: service.id, quantity: 1 }],
    };
    const preBooking = await makeOrder(app, shop.headers, { ...body, type: 'PRE_BOOKING' });
    const request = await makeOrder(app, shop.headers, { ...body, isRequest: true });
    const both = [preBooking, request].sort((a, b) => a.number - b.number);
    expect(await call('DELETE', `/pack/delete/${pack.id}`)).toMatchObject(inUse('pack', [pack.id], ...both));
    expect(await call('DELETE', `/service/delete/${service.id}`)).toMatchObject(
      inUse('service', [service.id], ...both),
    );
    expect(await call('DELETE', `/customer/${customer.id}`)).toMatchObject(inUse('customer', [customer.id], ...both));
    // the product the pack gives them is needed too
    expect(await call('DELETE', `/products/delete/${helmets.id}`)).toMatchObject(
      inUse('product', [helmets.id], ...both),
    );

    expect((await api.cancel(preBooking.id)).status).toBe(200);
    expect((await call('DELETE', `/pack/delete/${pack.id}`)).body.details.orders).toEqual([
      { id: request.id, number: request.number },
    ]);
    expect((await api.send('DELETE', `/order/${request.id}`)).status).toBe(200);
    expect(await call('DELETE', `/pack/delete/${pack.id}`)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/service/delete/${service.id}`)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/customer/${customer.id}`)).toMatchObject({ status: 200 });
    // the cancelled pre-booking still shows them
    const kept = (await api.get(preBooking.id)).body;
    expect(kept.customer).toMatchObject({ id: customer.id, displayName: 'Marc Blanc' });
    expect(kept.lines.map((l: { name: string }) => l.name)).toEqual(['Balade', 'Casque', 'Antivol']);
  });

  it('refuses the price rules, periodic discounts and promo codes an order was priced with', async () => {
    clock.set(NOW);
    const bikes = await makeProduct(app, shop.headers, { name: 'Vélo ville', stockMode: 'QUANTITY', quantity: 5 });
    const rule = await makePriceRule(db, companyId, { title: 'Weekend' });
    const unused = await makePriceRule(db, companyId, { title: 'Other products', productIds: [shop.company.id] });
    const discount = await makePeriodicDiscount(db, companyId, { name: 'Été', scope: ['DASHBOARD'] });
    const promo = await makePromoCode(db, companyId);
    const order = await makeOrder(app, shop.headers, {
      ...SATURDAY,
      products: [{ productId: bikes.id, quantity: 1 }],
      promoCode: promo.code,
    });
    const [stored] = await db
      .select({ pricing: orders.pricing })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id)));
    expect(stored.pricing).toMatchObject({ priceRuleIds: [rule.id], periodicDiscountIds: [discount.id] });

    expect(await call('DELETE', `/price-rules/${rule.id}`)).toMatchObject(inUse('priceRule', [rule.id], order));
    expect(await call('DELETE', `/company/periodic-discounts/${discount.id}`)).toMatchObject(
      inUse('periodicDiscount', [discount.id], order),
    );
    expect(await call('DELETE', `/promo-code/company/${promo.id}`)).toMatchObject(
      inUse('promoCode', [promo.id], order),
    );
    // a rule the order was not priced with goes
    expect((await call('DELETE', `/price-rules/${unused.id}`)).status).toBe(200);

    expect((await api.cancel(order.id)).status).toBe(200);
    expect((await call('DELETE', `/price-rules/${rule.id}`)).status).toBe(200);
    expect((await call('DELETE', `/company/periodic-discounts/${discount.id}`)).status).toBe(200);
    expect((await call('DELETE', `/promo-code/company/${promo.id}`)).status).toBe(200);
    expect((await api.get(order.id)).body).toMatchObject({ promoCode: { code: promo.code }, totalTTC: order.totalTTC });
  });

  it('refuses a platform promo code used in any shop, naming the shop of each order', async () => {
    clock.set(NOW);
    const admin = await makeAdmin(app, db);
    const promo = await makePromoCode(db, null);
    const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
    const order = await makeOrder(app, shop.headers, {
      ...SATURDAY,
      products: [{ productId: helmets.id, quantity: 1 }],
      promoCode: promo.code,
    });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v2/promo-code/admin/${promo.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.orders).toEqual([{ id: order.id, number: order.number, companyId }]);
    expect((await api.cancel(order.id)).status).toBe(200);
    const done = await app.inject({
      method: 'DELETE',
      url: `/v2/promo-code/admin/${promo.id}`,
      headers: admin.headers,
    });
    expect(done.statusCode).toBe(200);
  });

  it(`lists the first ${LISTED_ORDERS} orders by start and counts them all`, async () => {
    clock.set(NOW);
    const service = await makeService(app, shop.headers, { name: 'Livraison' });
    const made = [];
    for (let i = 0; i < LISTED_ORDERS + 3; i++) {
      const day = String(12 + (i % 15)).padStart(2, '0');
      made.push(
        await makeOrder(app, shop.headers, {
          startDate: `2026-08-${day}T09:00`,
          endDate: `2026-08-${day}T18:00`,
          services: [{ serviceId: service.id, quantity: 1 }],
        }),
      );
    }
    const refused = await call('DELETE', `/service/delete/${service.id}`);
    expect(refused.body.details.total).toBe(LISTED_ORDERS + 3);
    expect(refused.body.details.orders).toHaveLength(LISTED_ORDERS);
    const byStart = [...made].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.number - b.number);
    expect(refused.body.details.orders.map((o: { id: string }) => o.id)).toEqual(
      byStart.slice(0, LISTED_ORDERS).map((o) => o.id),
    );
    expect(refused.body.message).toContain('and 3 more');
  });
});
