import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { type Answer, interleave, racing } from '../../../../test/concurrency.ts';
import { makePack, makeProduct, makeProductWithUnits, makeService } from '../../../../test/factories/catalogue.ts';
import { makePriceRule, makePromoCode } from '../../../../test/factories/pricing.ts';
import { makeShop } from '../../../../test/factories.ts';

/*
 * Deletes racing the orders that would need what they delete, through the app on real PostgreSQL. Whatever the
 * timing, a delete that succeeds leaves no order that has not ended needing what it deleted, and a delete refused
 * leaves it there for the orders that took it. The delete starts a little later in each round, to land before,
 * among and after the orders' own locks.
 */

const DELAYS = [0, 30, 100, 250, 600];
const ORDERS = 8;
/** A Saturday in summer (the price rule of the factory applies), a different hour for each order. */
const saturday = (i: number) => ({
  startDate: `2026-07-11T${String(8 + (i % 8)).padStart(2, '0')}:00`,
  endDate: `2026-07-11T${String(9 + (i % 8)).padStart(2, '0')}:00`,
});

describe('deletes racing the orders that need what they delete', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2026-07-10T08:00:00Z');
  const shop = await makeShop(app, db);
  const companyId = shop.company.id;
  const race = racing(app, db);
  const createOrder = (body: object) => race.send(shop.headers, 'POST', '/order/createOrder', body);
  const remove = (method: 'DELETE' | 'PATCH', url: string, payload?: object) =>
    race.send(shop.headers, method, url, payload);

  /** Orders, then the deletes a little later; answers split, after checking the requests overlapped. */
  async function raceOf(orderBodies: object[], deletes: (() => Promise<Answer>)[], delay: number) {
    const { answers, overlapped } = await race.all([
      ...orderBodies.map(createOrder),
      ...deletes.map((d) => race.after(delay, d)),
    ]);
    expect(overlapped, 'requests ran on several connections at once').toBe(true);
    const placed = answers.slice(0, orderBodies.length);
    return { placed, booked: placed.filter((a) => a.status === 200), deletes: answers.slice(orderBodies.length) };
  }

  /** The delete won (and every order was refused) or lost to orders that took it (and every order was placed). */
  function oneWinner(deleted: Answer, placed: Answer[], refusal: object) {
    if (deleted.status === 200) {
      for (const a of placed) expect(a).toMatchObject({ status: 400, body: refusal });
    } else {
      expect(deleted).toMatchObject({ status: 409, body: { code: 'inUseByOrders' } });
      for (const a of placed) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(deleted.body.details?.total).toBeGreaterThan(0);
    }
  }

  const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0].n);
  const liveOrdersWithItem = (itemId: string) =>
    count(sql`select count(distinct o.id) as n from orders o join order_lines l
              on l.company_id = o.company_id and l.order_id = o.id
              where o.company_id = ${companyId} and l.item_id = ${itemId}
                and o.deleted_at is null and o.type <> 'CANCELED'`);
  const isDeleted = async (table: string, id: string) =>
    (await count(sql`select count(*) as n from ${sql.raw(table)}
                     where company_id = ${companyId} and id = ${id} and deleted_at is not null`)) === 1;

  it('a product deleted while orders book it', async () => {
    for (const [round, delay] of DELAYS.entries()) {
      const kayaks = await makeProduct(app, shop.headers, {
        name: `Kayak ${round}`,
        stockMode: 'QUANTITY',
        quantity: 50,
      });
      const bodies = Array.from({ length: ORDERS }, (_, i) => ({
        ...saturday(i),
        products: [{ productId: kayaks.id, quantity: 1 }],
      }));
      const { placed, booked, deletes } = await raceOf(
        bodies,
        [remove('DELETE', `/products/delete/${kayaks.id}`)],
        delay,
      );
      oneWinner(deletes[0], placed, { details: { field: 'products[0]' } });
      expect(await liveOrdersWithItem(kayaks.id)).toBe(booked.length);
      expect(await isDeleted('products', kayaks.id)).toBe(deletes[0].status === 200);
    }
  });

  it('a unit deleted while orders are given it', async () => {
    for (const [round, delay] of DELAYS.entries()) {
      const { product, units } = await makeProductWithUnits(app, shop.headers, 2, { name: `Tandem ${round}` });
      // each order on its own day: all of them could have the unit
      const bodies = Array.from({ length: ORDERS }, (_, i) => ({
        startDate: `2026-08-${String(i + 1).padStart(2, '0')}T09:00`,
        endDate: `2026-08-${String(i + 1).padStart(2, '0')}T18:00`,
        products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
      }));
      const { placed, booked, deletes } = await raceOf(
        bodies,
        [remove('PATCH', `/sub-products/${units[0].id}`, { deleted: true })],
        delay,
      );
      oneWinner(deletes[0], placed, { details: { field: 'products[0].subProductIds[0]' } });
      const given = await count(sql`select count(*) as n from unit_assignments
                                    where company_id = ${companyId} and sub_product_id = ${units[0].id}`);
      expect(given).toBe(booked.length);
      expect(await isDeleted('sub_products', units[0].id)).toBe(deletes[0].status === 200);
    }
  });

  it('a customer deleted while orders are made for them', async () => {
    for (const [round, delay] of DELAYS.entries()) {
      const customer = (
        await app.inject({
          method: 'POST',
          url: '/v2/customer',
          headers: shop.headers,
          payload: { lastName: `Durand ${round}` },
        })
      ).json();
      const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 50 });
      const bodies = Array.from({ length: ORDERS }, (_, i) => ({
        ...saturday(i),
        customerId: customer.id,
        products: [{ productId: helmets.id, quantity: 1 }],
      }));
      const { placed, booked, deletes } = await raceOf(bodies, [remove('DELETE', `/customer/${customer.id}`)], delay);
      oneWinner(deletes[0], placed, { details: { field: 'customerId' } });
      const theirs = await count(sql`select count(*) as n from orders
                                     where company_id = ${companyId} and customer_id = ${customer.id}`);
      expect(theirs).toBe(booked.length);
      expect(await isDeleted('customers', customer.id)).toBe(deletes[0].status === 200);
    }
  });

  it('a pack and a service deleted while orders take them', async () => {
    for (const [round, delay] of DELAYS.entries()) {
      const boards = await makeProduct(app, shop.headers, { name: 'Paddle', stockMode: 'QUANTITY', quantity: 50 });
      const pack = await makePack(app, shop.headers, {
        name: `Paddle day ${round}`,
        items: [{ productId: boards.id }],
      });
      const service = await makeService(app, shop.headers, { name: `Wetsuit ${round}` });
      const bodies = Array.from({ length: ORDERS }, (_, i) => ({
        ...saturday(i),
        packs: [{ packId: pack.id, quantity: 1 }],
        services: [{ serviceId: service.id, quantity: 1 }],
      }));
      const { placed, booked, deletes } = await raceOf(
        bodies,
        [remove('DELETE', `/pack/delete/${pack.id}`), remove('DELETE', `/service/delete/${service.id}`)],
        delay,
      );
      for (const a of placed.filter((x) => x.status !== 200)) {
        expect(a).toMatchObject({ status: 400, body: { code: 'validationFailed' } });
        expect(['packs[0]', 'services[0]']).toContain(a.body.details?.field);
      }
      for (const [i, table, id] of [
        [0, 'packs', pack.id],
        [1, 'services', service.id],
      ] as const) {
        expect(await liveOrdersWithItem(id)).toBe(booked.length);
        expect(await isDeleted(table, id)).toBe(deletes[i].status === 200);
        if (deletes[i].status === 200) expect(booked).toHaveLength(0);
        else expect(deletes[i].body.code).toBe('inUseByOrders');
      }
    }
  });

  it('a price rule and a promo code deleted while orders are priced with them', async () => {
    for (const [round, delay] of DELAYS.entries()) {
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 50 });
      const rule = await makePriceRule(db, companyId, { title: `Weekend ${round}`, productIds: [bikes.id] });
      const promo = await makePromoCode(db, companyId);
      const bodies = Array.from({ length: ORDERS }, (_, i) => ({
        ...saturday(i),
        products: [{ productId: bikes.id, quantity: 1 }],
        promoCode: promo.code,
      }));
      const { placed, deletes } = await raceOf(
        bodies,
        [remove('DELETE', `/price-rules/${rule.id}`), remove('DELETE', `/promo-code/company/${promo.id}`)],
        delay,
      );
      for (const a of placed.filter((x) => x.status !== 200)) {
        // priced after a delete: without the rule, or the code is unknown; priced before: told to price again
        expect([a.body.code, a.body.details?.field]).toEqual(
          expect.arrayContaining([a.status === 409 ? 'pricesChanged' : 'promoCode']),
        );
      }
      const withRule = await count(sql`select count(*) as n from orders where company_id = ${companyId}
                                       and type <> 'CANCELED' and pricing -> 'priceRuleIds' ? ${rule.id}`);
      const withPromo = await count(sql`select count(*) as n from promo_code_uses u join orders o
                                        on o.company_id = u.company_id and o.id = u.order_id
                                        where u.promo_code_id = ${promo.id} and o.type <> 'CANCELED'`);
      const ruleGone = await count(sql`select count(*) as n from price_rules where id = ${rule.id}`);
      expect(ruleGone === 0).toBe(deletes[0].status === 200);
      if (deletes[0].status === 200) expect(withRule).toBe(0);
      else expect(withRule).toBeGreaterThan(0);
      expect(await isDeleted('promo_codes', promo.id)).toBe(deletes[1].status === 200);
      if (deletes[1].status === 200) expect(withPromo).toBe(0);
      else expect(withPromo).toBeGreaterThan(0);
    }
  });
  describe('forced interleavings: one request stopped after its check, the other run meanwhile', () => {
    const bikeOrder = (productId: string, extra: object = {}) =>
      createOrder({ ...saturday(0), products: [{ productId, quantity: 1 }], ...extra });

    it('an order stopped before its lines are written: the product delete waits, then sees it', async () => {
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 5 });
      const { first, second, secondWaited } = await interleave(
        db,
        'lock table order_lines in share mode',
        bikeOrder(bikes.id),
        remove('DELETE', `/products/delete/${bikes.id}`),
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second).toMatchObject({ status: 409, body: { code: 'inUseByOrders' } });
      expect(secondWaited).toBe(true);
    });

    it('a product delete stopped after its check: the order waits, then finds the product gone', async () => {
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 5 });
      const { first, second } = await interleave(
        db,
        'lock table products in share mode',
        remove('DELETE', `/products/delete/${bikes.id}`),
        bikeOrder(bikes.id),
      );
      expect(first.status).toBe(200);
      expect(second).toMatchObject({ status: 400, body: { details: { field: 'products[0]' } } });
      expect(await liveOrdersWithItem(bikes.id)).toBe(0);
    });

    it('an order stopped before the unit it is given is written: the unit delete waits, then sees it', async () => {
      const { product, units } = await makeProductWithUnits(app, shop.headers, 1, { name: 'Tandem' });
      const { first, second } = await interleave(
        db,
        'lock table unit_assignments in share mode',
        createOrder({
          ...saturday(1),
          products: [{ productId: product.id, quantity: 1, subProductIds: [units[0].id] }],
        }),
        remove('PATCH', `/sub-products/${units[0].id}`, { deleted: true }),
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second).toMatchObject({ status: 409, body: { code: 'inUseByOrders', details: { entity: 'unit' } } });
    });

    it('an order stopped before it is written: the customer delete waits, then sees it', async () => {
      const customer = (
        await app.inject({ method: 'POST', url: '/v2/customer', headers: shop.headers, payload: { lastName: 'Roux' } })
      ).json();
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 5 });
      const { first, second } = await interleave(
        db,
        'lock table orders in share mode',
        bikeOrder(bikes.id, { customerId: customer.id }),
        remove('DELETE', `/customer/${customer.id}`),
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second).toMatchObject({ status: 409, body: { code: 'inUseByOrders', details: { entity: 'customer' } } });
    });

    it('a price rule delete stopped after its check: the order priced with it is told to price again', async () => {
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 5 });
      const rule = await makePriceRule(db, companyId, { title: 'Weekend', productIds: [bikes.id] });
      const { first, second } = await interleave(
        db,
        'lock table price_rules in share mode',
        remove('DELETE', `/price-rules/${rule.id}`),
        bikeOrder(bikes.id),
      );
      expect(first.status).toBe(200);
      // priced before the rule went (the reads do not wait), then refused once it holds the rule's lock
      expect(second).toMatchObject({ status: 409, body: { code: 'pricesChanged', details: { ids: [rule.id] } } });
    });

    it('an order stopped before its promo use is written: the code delete waits, then sees it', async () => {
      const bikes = await makeProduct(app, shop.headers, { name: 'Vélo', stockMode: 'QUANTITY', quantity: 5 });
      const promo = await makePromoCode(db, companyId);
      const { first, second } = await interleave(
        db,
        'lock table promo_code_uses in share mode',
        bikeOrder(bikes.id, { promoCode: promo.code }),
        remove('DELETE', `/promo-code/company/${promo.id}`),
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second).toMatchObject({ status: 409, body: { code: 'inUseByOrders', details: { entity: 'promoCode' } } });
    });
  });
});
