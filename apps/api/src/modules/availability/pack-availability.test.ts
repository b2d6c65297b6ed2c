import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder, getWithQuery } from '../../../test/factories/availability.ts';
import { makePack, makeProduct, makeProductModel, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { productVerticaleCategories } from '../catalogue/tables.ts';

describe('GET /v2/product-availability/lcd: packs', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-01T08:00:00Z');
  const categories = await db.select().from(productVerticaleCategories);
  const category = (en: string) => categories.find((c) => c.verticale === 'SKI' && c.name.en === en)!.id;

  const availability = async (headers: Record<string, string>, query: Record<string, unknown>) => {
    const res = await getWithQuery(app, headers, '/product-availability/lcd', query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('makes a PRODUCT pack as free as its scarcest item, each item taking its quantity', async () => {
    const shop = await makeShop(app, db);
    const { product: bike } = await makeProductWithUnits(app, shop.headers, 3, { name: 'Vélo' });
    const helmet = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 5 });
    const pack = await makePack(app, shop.headers, {
      name: 'Balade',
      items: [{ productId: bike.id }, { productId: helmet.id, quantity: 2 }],
    });
    const packOn = async (query: Record<string, unknown>) =>
      (await availability(shop.headers, { ...query, focusItemIds: pack.id })).items[0];
    const day = { startDate: '2027-07-25T09:00', endDate: '2027-07-25T18:00' };
    expect(await packOn(day)).toEqual({
      kind: 'pack',
      id: pack.id,
      name: 'Balade',
      stockMode: null,
      total: 2,
      available: 2,
      bookable: true,
      shortfall: 0,
      nextFreeAt: null,
    });
    await bookOrder(app, shop.headers, { ...day, products: [{ productId: bike.id, quantity: 2 }] });
    expect(await packOn(day)).toMatchObject({ total: 2, available: 1, bookable: true });
    expect(await packOn({ ...day, nbItems: 2 })).toMatchObject({
      available: 1,
      bookable: false,
      nextFreeAt: '2027-07-25T16:00:00.000Z',
    });
    expect(await packOn({ ...day, nbItems: 3 })).toMatchObject({ bookable: false, nextFreeAt: null });
    // a booked pack takes its items' stock: helmets 5 − 2 = 3 leave one pack, bikes 3 − 2 − 1 = 0
    await bookOrder(app, shop.headers, {
      startDate: '2027-07-26T09:00',
      endDate: '2027-07-26T18:00',
      packs: [{ packId: pack.id, quantity: 1 }],
    });
    const next = { startDate: '2027-07-26T10:00', endDate: '2027-07-26T12:00' };
    const body = await availability(shop.headers, { ...next, focusItemIds: `${bike.id},${helmet.id},${pack.id}` });
    expect(body.items.map((i: { name: string; available: number }) => [i.name, i.available])).toEqual([
      ['Vélo', 2],
      ['Casque', 3],
      ['Balade', 1],
    ]);
    // the calendar counts packs per day as well
    const calendar = await availability(shop.headers, {
      startDateSearch: '2027-07-24',
      endDateSearch: '2027-07-27',
      focusItemIds: pack.id,
    });
    expect(calendar.calendar.map((d: { items: { available: number }[] }) => d.items[0].available)).toEqual([
      2, 1, 1, 2,
    ]);
  });

  it('adds the free units of every product of a category for a CATEGORY pack item', async () => {
    const shop = await makeShop(app, db);
    const skiModel = await makeProductModel(app, shop.headers, {
      name: 'Ski',
      verticale: 'SKI',
      categoryId: category('Alpine skis'),
    });
    const helmetModel = await makeProductModel(app, shop.headers, {
      name: 'Casque',
      verticale: 'SKI',
      categoryId: category('Ski helmets'),
    });
    const { product: skiA } = await makeProductWithUnits(app, shop.headers, 2, {
      name: 'Ski A',
      productModelId: skiModel.id,
    });
    await makeProduct(app, shop.headers, {
      name: 'Ski B',
      productModelId: skiModel.id,
      stockMode: 'QUANTITY',
      quantity: 1,
    });
    await makeProduct(app, shop.headers, {
      name: 'Ski longue durée',
      productModelId: skiModel.id,
      stockMode: 'QUANTITY',
      quantity: 10,
      isLCD: false,
      isLLD: true,
    });
    const helmet = await makeProduct(app, shop.headers, {
      name: 'Casque ski',
      productModelId: helmetModel.id,
      stockMode: 'QUANTITY',
      quantity: 4,
    });
    const pack = await makePack(app, shop.headers, {
      name: 'Ski au choix',
      type: 'CATEGORY',
      items: [{ categoryId: category('Alpine skis') }, { categoryId: category('Ski helmets'), quantity: 2 }],
    });
    const day = { startDate: '2027-12-20T09:00', endDate: '2027-12-21T09:00' };
    const packOn = async () => (await availability(shop.headers, { ...day, focusItemIds: pack.id })).items[0];
    expect(await packOn()).toMatchObject({ total: 2, available: 2, bookable: true });
    await bookOrder(app, shop.headers, { ...day, products: [{ productId: skiA.id, quantity: 1 }] });
    expect(await packOn()).toMatchObject({ total: 2, available: 2 });
    await bookOrder(app, shop.headers, { ...day, products: [{ productId: skiA.id, quantity: 1 }] });
    expect(await packOn()).toMatchObject({ available: 1, bookable: true });
    await bookOrder(app, shop.headers, { ...day, products: [{ productId: helmet.id, quantity: 3 }] });
    expect(await packOn()).toMatchObject({ available: 0, bookable: false, nextFreeAt: '2027-12-21T08:00:00.000Z' });
  });
});
