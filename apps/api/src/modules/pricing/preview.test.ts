import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct, makeProductModel, makeService } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makePeriodicDiscount, makePriceRule, makePromoCode } from '../../../test/factories/pricing.ts';
import { login, makeAdmin, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('price preview', async () => {
  const { app, db, clock } = await createTestApp();
  const preview = (headers: object, payload: object) =>
    app.inject({ method: 'POST', url: '/v2/pricing/preview', headers: headers as Record<string, string>, payload });
  const saturdayToSunday = { start: '2026-07-04T09:00', end: '2026-07-05T18:00' };

  it('prices a weekend with the price rule, online discount and promo code, and explains it', async () => {
    clock.set('2026-06-20T10:00:00Z');
    const shop = await makeShop(app, db);
    const bike = await makeProduct(app, shop.headers);
    const rule = await makePriceRule(db, shop.company.id, { title: 'Week-end été' });
    await makePeriodicDiscount(db, shop.company.id, { name: 'Réservation en ligne' });
    await makePromoCode(db, shop.company.id, { code: 'BIENVENUE10' });
    const items = [{ kind: 'product', id: bike.id, quantity: 2 }];

    const dashboard = await preview(shop.headers, { items, ...saturdayToSunday });
    expect(dashboard.statusCode).toBe(200);
    const priced = dashboard.json();
    expect(priced).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      channel: 'DASHBOARD',
      totalGrossTTC: 92,
      totalTTC: 92,
      totalHT: 76.67,
      vat: 15.33,
      discount: 0,
      promo: null,
    });
    expect(priced.lines[0]).toMatchObject({
      kind: 'product',
      itemId: bike.id,
      name: 'City bike',
      quantity: 2,
      duration: { days: 2, unit: 'days', start: '2026-07-04T07:00:00.000Z', end: '2026-07-05T16:00:00.000Z' },
      basePrice: 40,
      adjustments: [{ source: 'priceRule', id: rule.id, label: 'Week-end été', amount: 6 }],
      unitPrice: 46,
      gross: 92,
      discounts: [],
      vatRate: 20,
    });
    expect(priced.lines[0].explanation.join('\n')).toMatch(/Week-end été/);
    // each line's explanation also comes as codes with parameters (cents), for the web app to word
    expect(priced.lines[0].steps).toEqual([
      { code: 'dayTier', params: { days: 2, price: 4000 } },
      {
        code: 'priceRule',
        params: {
          title: 'Week-end été',
          kind: expect.any(String),
          value: expect.any(Number),
          before: 4000,
          after: 4600,
        },
      },
      { code: 'quantity', params: { quantity: 2, unitPrice: 4600, gross: 9200 } },
      { code: 'vat', params: { ttc: 9200, ht: 7667, vat: 1533 } },
    ]);
    // the order-level explanation also comes as codes with parameters (cents), for the web app to word
    expect(priced.summary).toEqual([
      { code: 'subtotal', params: { lines: 1, subtotal: 9200 } },
      { code: 'total', params: { ttc: 9200, ht: 7667, vat: 1533 } },
    ]);

    const online = await preview(shop.headers, {
      items,
      ...saturdayToSunday,
      channel: 'ONLINE_STORE',
      promoCode: 'bienvenue10',
    });
    expect(online.json()).toMatchObject({
      channel: 'ONLINE_STORE',
      totalGrossTTC: 92,
      totalTTC: 74.52,
      totalHT: 62.1,
      vat: 12.42,
      discount: 17.48,
      promoDiscount: 8.28,
      promo: { valid: true, code: 'BIENVENUE10', discount: 8.28 },
    });
    expect(online.json().lines[0].discounts).toEqual([
      { source: 'periodicDiscount', id: expect.any(String), label: 'Réservation en ligne', amount: 9.2 },
      { source: 'promoCode', id: 'BIENVENUE10', label: 'Promo code BIENVENUE10', amount: 8.28 },
    ]);
    expect(online.json().lines[0].steps.map((step: { code: string }) => step.code)).toEqual([
      'dayTier',
      'priceRule',
      'quantity',
      'periodicDiscount',
      'vat',
      'promoShare',
      'vat',
    ]);
    expect(online.json().lines[0].steps[5]).toEqual({
      code: 'promoShare',
      params: { promoCode: 'BIENVENUE10', amount: 828 },
    });

    // On weekdays the rule does not apply.
    const weekdays = await preview(shop.headers, { items, start: '2026-07-07T09:00', end: '2026-07-08T18:00' });
    expect(weekdays.json()).toMatchObject({ totalTTC: 80, lines: [{ unitPrice: 40, adjustments: [] }] });
  });

  it('prices packs and services, low season, category discounts and the company VAT', async () => {
    clock.set('2026-06-20T10:00:00Z');
    const shop = await makeShop(app, db);
    const { headers: adminHeaders } = await makeAdmin(app, db);
    const category = await app.inject({
      method: 'POST',
      url: '/v2/product-verticale-category/admin/create',
      headers: adminHeaders,
      payload: { verticale: 'SKI', name: { fr: 'Skis alpins' } },
    });
    const model = await makeProductModel(app, shop.headers, { verticale: 'SKI', categoryId: category.json().id });
    const skis = await makeProduct(app, shop.headers, {
      productModelId: model.id,
      name: 'Skis',
      priceGrid: {
        days: [
          { days: 1, price: 22 },
          { days: 2, price: 40 },
        ],
        lowSeason: {
          days: [
            { days: 1, price: 15 },
            { days: 2, price: 28 },
          ],
        },
      },
    });
    const pack = await makePack(app, shop.headers, { items: [{ productId: skis.id, quantity: 1 }] });
    const delivery = await makeService(app, shop.headers, { pricingMode: 'PER_ORDER', price: 15, vatRate: 20 });
    await giveSettings(db, shop.company.id, {
      vat: { rentalBp: 550, workshopBp: 2000, name: 'TVA' },
      lowSeasonDates: [{ start: '2026-11-01', end: '2026-11-30', label: 'Novembre' }],
      categoryDiscounts: [
        {
          categoryId: category.json().id,
          label: null,
          ranges: [{ minDays: 2, maxDays: null, type: 'PERCENTAGE', value: 500 }],
        },
      ],
    });
    const res = await preview(shop.headers, {
      items: [
        { kind: 'product', id: skis.id, quantity: 1 },
        { kind: 'pack', id: pack.id, quantity: 1 },
        { kind: 'service', id: delivery.id, quantity: 3 },
      ],
      start: '2026-11-10T09:00',
      end: '2026-11-11T17:00',
    });
    expect(res.statusCode).toBe(200);
    const [skiLine, packLine, serviceLine] = res.json().lines;
    expect(skiLine).toMatchObject({
      basePrice: 28,
      gross: 28,
      discounts: [{ source: 'categoryDiscount', amount: 1.4 }],
      net: 26.6,
      ht: 25.21,
      vat: 1.39,
      vatRate: 5.5,
    });
    expect(skiLine.explanation[0]).toMatch(/low season/);
    expect(skiLine.steps[0]).toEqual({ code: 'lowSeason', params: { day: '2026-11-10' } });
    expect(skiLine.steps).toContainEqual({
      code: 'categoryDiscount',
      params: expect.objectContaining({ kind: expect.any(String), quantity: 1, amount: 140 }),
    });
    expect(packLine.steps[0]).toMatchObject({ code: 'tierPlusAverageDays', params: { days: 2, tierDays: 1 } });
    expect(serviceLine.steps[0]).toMatchObject({ code: 'service', params: { amount: 1500 } });
    // Two days on a one-day grid: the last tier's daily average.
    expect(packLine).toMatchObject({ kind: 'pack', name: 'Pack', basePrice: 90, net: 90 });
    expect(serviceLine).toMatchObject({ kind: 'service', quantity: 1, net: 15, vatRate: 20, ht: 12.5, vat: 2.5 });
    expect(res.json().totalTTC).toBe(131.6);
  });

  it('answers the promo outcome, 404 for items of another company and 400 for a wrong period', async () => {
    clock.set('2026-06-20T10:00:00Z');
    const shop = await makeShop(app, db);
    const other = await makeShop(app, db);
    const bike = await makeProduct(app, shop.headers);
    const theirs = await makeProduct(app, other.headers);
    await makePromoCode(db, shop.company.id, { code: 'OLD', validTo: '2026-01-31' });
    const items = [{ kind: 'product', id: bike.id, quantity: 1 }];
    const unknown = await preview(shop.headers, { items, ...saturdayToSunday, promoCode: 'nope' });
    expect(unknown.json()).toMatchObject({ totalTTC: 40, promo: { valid: false, code: 'NOPE', reason: 'unknown' } });
    const expired = await preview(shop.headers, { items, ...saturdayToSunday, promoCode: 'OLD' });
    expect(expired.json()).toMatchObject({
      totalTTC: 40,
      promoDiscount: 0,
      promo: { valid: false, reason: 'expired' },
    });

    const foreign = await preview(shop.headers, {
      items: [{ kind: 'product', id: theirs.id, quantity: 1 }],
      ...saturdayToSunday,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongKind = await preview(shop.headers, {
      items: [{ kind: 'service', id: bike.id, quantity: 1 }],
      ...saturdayToSunday,
    });
    expect(wrongKind.statusCode).toBe(404);
    const backwards = await preview(shop.headers, { items, start: '2026-07-05T09:00', end: '2026-07-04T09:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.field).toBe('end');
    const badDate = await preview(shop.headers, { items, start: '2026-13-05', end: '2026-07-04' });
    expect(badDate.json().details.field).toBe('start');
    const noItems = await preview(shop.headers, { items: [], ...saturdayToSunday });
    expect(noItems.json().details.field).toBe('items');

    // Any employee of the company may preview prices.
    const clerk = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const clerkHeaders = { 'x-access-token': await login(app, clerk.email) };
    expect((await preview(clerkHeaders, { items, ...saturdayToSunday })).json().totalTTC).toBe(40);
  });
});
