import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeStoreShop } from '../../../test/factories/online-store.ts';
import { makePriceRule } from '../../../test/factories/pricing.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { monthsBetween } from './item-price.ts';

describe('online store: item price', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2031-05-01T08:00:00Z');
  const shop = await makeStoreShop(app, db);
  const companyId = shop.company.id;
  const price = (itemId: string, itemType: string, query: string, company = companyId) =>
    app.inject({ method: 'GET', url: `/v2/online-store/item-price/${company}/${itemId}/${itemType}?${query}` });
  // a summer Saturday: the shop's weekend rule adds 15 %
  const weekend = 'startDate=2031-07-05T09:00&endDate=2031-07-05T18:00';

  it('prices a product for the dates as the counter prices an online order', async () => {
    await makePriceRule(db, companyId, {
      rules: [
        {
          type: 'overlap',
          startDate: '2031-06-01',
          endDate: '2031-09-30',
          startTime: null,
          endTime: null,
          weekdays: [0, 6],
          variation: { kind: 'PERCENTAGE', value: 1500 },
        },
      ],
    });
    const res = await price(shop.ebike.id, 'product', weekend);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      itemType: 'product',
      id: shop.ebike.id,
      rentalType: 'LCD',
      startDate: '2031-07-05T07:00:00.000Z',
      endDate: '2031-07-05T16:00:00.000Z',
      currency: 'EUR',
      price: 51.75, // 45 € for a day, +15 %
      deposit: 150,
      lowSeason: false,
      days: 1,
      months: null,
    });
    const counter = await app.inject({
      method: 'POST',
      url: '/v2/pricing/preview',
      headers: shop.headers,
      payload: {
        items: [{ kind: 'product', id: shop.ebike.id, quantity: 1 }],
        start: '2031-07-05T09:00',
        end: '2031-07-05T18:00',
        channel: 'ONLINE_STORE',
      },
    });
    expect(counter.json()).toMatchObject({ totalTTC: res.json().price, deposit: res.json().deposit });
  });

  it("uses the low-season grid on the shop's low-season dates; a lowSeason they contradict is a 400 saying so", async () => {
    const other = await makeStoreShop(app, db);
    await giveSettings(db, other.company.id, {
      ...DEFAULTS,
      lowSeasonDates: [{ start: '2031-11-01', end: '2031-11-30', label: 'Novembre' }],
    });
    const product = await makeProduct(app, other.headers, {
      name: 'Winter bike',
      priceGrid: { days: [{ days: 1, price: 30 }], lowSeason: { days: [{ days: 1, price: 18 }] } },
    });
    const at = (query: string) => price(product.id, 'product', query, other.company.id);
    const november = 'startDate=2031-11-10&endDate=2031-11-10';
    const december = 'startDate=2031-12-10&endDate=2031-12-10';
    for (const query of [november, `${november}&lowSeason=true`]) {
      const low = await at(query);
      expect(low.json()).toMatchObject({ price: 18, lowSeason: true, days: 1 });
      expect(low.json().steps[0]).toMatchObject({ code: 'lowSeason' });
    }
    for (const query of [december, `${december}&lowSeason=false`]) {
      expect((await at(query)).json()).toMatchObject({ price: 30, lowSeason: false });
    }
    const notLow = await at(`${december}&lowSeason=true`);
    expect(notLow.statusCode).toBe(400);
    expect(notLow.json()).toMatchObject({
      message:
        "The shop's low-season dates decide: a rental starting on 2031-12-10 is not priced with a low-season grid",
      details: { field: 'lowSeason', lowSeason: false },
    });
    const low = await at(`${november}&lowSeason=false`);
    expect(low.statusCode).toBe(400);
    expect(low.json().details).toEqual({ field: 'lowSeason', lowSeason: true });
    expect(low.json().message).toContain("starting on 2031-11-10 is in the shop's low season");
  });

  it('prices a pack the store shows, and a long-term rental by its monthly price', async () => {
    const pack = await makePack(app, shop.headers, {
      name: 'Family pack',
      items: [{ productId: shop.cityBike.id, quantity: 2 }],
    });
    expect((await price(pack.id, 'pack', 'startDate=2031-07-01&endDate=2031-07-01')).json()).toMatchObject({
      itemType: 'pack',
      price: 45,
      days: 1,
    });
    const lld = await makeProduct(app, shop.headers, { name: 'Bike to work', isLLD: true, lldMonthlyPrice: 49.9 });
    const months = await price(lld.id, 'product', 'startDate=2031-09-15&endDate=2031-12-20&rentalType=LLD');
    expect(months.json()).toMatchObject({ rentalType: 'LLD', price: 199.6, months: 4, days: null, deposit: 150 });
    // a long-term rental has no low season
    const lowLld = await price(
      lld.id,
      'product',
      'startDate=2031-09-15&endDate=2031-12-20&rentalType=LLD&lowSeason=true',
    );
    expect(lowLld.json()).toMatchObject({ statusCode: 400, details: { field: 'lowSeason', lowSeason: false } });
    expect((await price(shop.ebike.id, 'product', `${weekend}&rentalType=LLD`)).statusCode).toBe(404);
    expect(monthsBetween('2031-04-01', '2031-06-30')).toBe(3);
    expect(monthsBetween('2031-04-15', '2031-05-14')).toBe(1);
    expect(monthsBetween('2031-04-15', '2031-05-15')).toBe(2);
  });

  it("answers 404 for a hidden product, another shop's, a deleted one, or a store switched off", async () => {
    expect((await price(shop.hidden.id, 'product', weekend)).json()).toMatchObject({ statusCode: 404 });
    const other = await makeStoreShop(app, db);
    expect((await price(other.ebike.id, 'product', weekend)).statusCode).toBe(404);
    expect((await price(shop.ebike.id, 'pack', weekend)).statusCode).toBe(404);
    expect((await price(randomUUID(), 'product', weekend)).statusCode).toBe(404);
    const gone = await makeProduct(app, shop.headers, { name: 'Gone' });
    await app.inject({ method: 'DELETE', url: `/v2/products/delete/${gone.id}`, headers: shop.headers });
    expect((await price(gone.id, 'product', weekend)).statusCode).toBe(404);
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${other.company.id}`);
    expect((await price(other.ebike.id, 'product', weekend, other.company.id)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad dates or types', async () => {
    const field = async (query: string, itemType = 'product') =>
      (await price(shop.ebike.id, itemType, query)).json().details?.field;
    expect(await field('endDate=2031-07-07')).toBe('startDate');
    expect(await field('startDate=2031-07-07&endDate=2031-07-05')).toBe('endDate');
    expect(await field('startDate=yesterday&endDate=2031-07-05')).toBe('startDate');
    expect(await field(`${weekend}&rentalType=YEAR`)).toBe('rentalType');
    expect(await field(`${weekend}&lowSeason=maybe`)).toBe('lowSeason');
    expect(await field(weekend, 'service')).toBe('itemType');
  });
});
