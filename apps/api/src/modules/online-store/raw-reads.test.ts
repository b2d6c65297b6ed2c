import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct, makeService } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeStoreShop, patchProduct } from '../../../test/factories/online-store.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { distanceKm } from './delivery.ts';

describe('online store: raw items, models, insurance and delivery', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeStoreShop(app, db);
  const companyId = shop.company.id;
  const pack = await makePack(app, shop.headers, {
    name: 'Duo',
    items: [{ productId: shop.cityBike.id, quantity: 2 }],
  });
  await makePack(app, shop.headers, { name: 'Staff pack', online: false, items: [{ productId: shop.cityBike.id }] });
  const helmet = await makeService(app, shop.headers, { name: 'Helmet', pricingMode: 'PER_ITEM', price: 3 });
  await makeService(app, shop.headers, { name: 'Hidden service', online: false });
  const lld = await makeProduct(app, shop.headers, {
    name: 'Bike to work',
    isLCD: false,
    isLLD: true,
    lldMonthlyPrice: 49,
  });
  await patchProduct(app, shop.headers, shop.ebike.id, { insuranceEligible: true });
  await patchProduct(app, shop.headers, shop.hidden.id, { insuranceEligible: true });
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/online-store${path}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists the shown products, packs and services, all or of a rental type', async () => {
    const all = (await get(`/raw-items/${companyId}`)).body;
    expect(all.products.map((p: { name: string }) => p.name)).toEqual(['E-bike', 'City bike', 'Bike to work']);
    expect(all.products[0]).toMatchObject({ id: shop.ebike.id, modelId: shop.ebikeModel.id, rentalTypes: ['LCD'] });
    expect(all.packs).toEqual([{ id: pack.id, name: 'Duo', type: 'PRODUCT', photo: null, rentalTypes: ['LCD'] }]);
    expect(all.services).toEqual([
      {
        id: helmet.id,
        name: 'Helmet',
        description: null,
        pricingMode: 'PER_ITEM',
        price: 3,
        mandatory: false,
        rentalTypes: ['LCD'],
      },
    ]);
    const long = (await get(`/allRawItems/${companyId}/LLD`)).body;
    expect(long).toEqual({
      products: [expect.objectContaining({ id: lld.id, rentalTypes: ['LLD'] })],
      packs: [],
      services: [],
    });
    expect((await get(`/allRawItems/${companyId}/LCD`)).body.products).toHaveLength(2);
  });

  it('lists the models of the shown products with their photos', async () => {
    const models = (await get(`/product-models/${companyId}/LCD`)).body;
    expect(models.map((m: { name: string }) => m.name)).toEqual(['Moustache Samedi', 'Trek FX 3']);
    expect(models[0]).toMatchObject({
      id: shop.ebikeModel.id,
      brand: 'Moustache',
      productIds: [shop.ebike.id],
      photos: shop.pictures.map((k) => ({ url: `/v2/files/${k}` })),
    });
    expect(JSON.stringify(models)).not.toContain(shop.hidden.id);
  });

  it('answers the insurance mode and the shown products it may cover', async () => {
    expect((await get(`/getItemInsuranceInfo/${companyId}`)).body).toEqual({
      mode: 'off',
      productIds: [shop.ebike.id],
    });
  });

  it('prices a delivery by distance from the shop with its settings', async () => {
    const other = await makeStoreShop(app, db);
    const at = (lat: number, lng: number, store = `companyId=${other.company.id}`) =>
      get(`/delivery/distance/${lat}/${lng}?${store}`);
    expect((await at(45.9, 6.13)).body).toMatchObject({ offered: false, reason: 'deliveryOff', price: null });
    const annecy = { lat: 45.899, lng: 6.129 };
    await giveSettings(db, other.company.id, {
      ...DEFAULTS,
      mainInfos: { ...DEFAULTS.mainInfos, ...annecy },
      delivery: {
        enabled: true,
        pricingType: 'PER_KM',
        priceCents: 150,
        minimumPriceCents: 1000,
        maxDistanceKm: 30,
        freeDeliveryMinimum: { type: 'SUBTOTAL', subtotalCents: 20000 },
      },
    });
    // Talloires, about 10 km away: 1.50 € a km
    const talloires = (await at(45.8408, 6.2138, `slug=${other.company.slug}`)).body;
    expect(talloires.distanceKm).toBe(Math.ceil(distanceKm(annecy, { lat: 45.8408, lng: 6.2138 }) * 10) / 10);
    expect(talloires).toMatchObject({
      offered: true,
      reason: null,
      pricingType: 'PER_KM',
      price: Math.round(150 * talloires.distanceKm) / 100,
      maxDistanceKm: 30,
      freeDeliveryMinimum: { type: 'SUBTOTAL', value: 200 },
    });
    expect(talloires.distanceKm).toBeGreaterThan(9);
    expect(talloires.distanceKm).toBeLessThan(10.5);
    // next door: the minimum price
    expect((await at(45.9, 6.13)).body).toMatchObject({ offered: true, price: 10 });
    // Lyon is too far
    expect((await at(45.764, 4.8357)).body).toMatchObject({ offered: false, reason: 'tooFar', price: null });
  });

  it('answers 404 for an unknown store or one switched off, and 400 naming the field', async () => {
    expect((await get(`/raw-items/${randomUUID()}`)).status).toBe(404);
    expect((await get(`/delivery/distance/45.9/6.1?companyId=${randomUUID()}`)).status).toBe(404);
    expect((await get('/delivery/distance/45.9/6.1?slug=no-such-shop')).status).toBe(404);
    const off = await makeStoreShop(app, db);
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${off.company.id}`);
    for (const path of [
      `/raw-items/${off.company.id}`,
      `/allRawItems/${off.company.id}/LCD`,
      `/product-models/${off.company.id}/LCD`,
      `/getItemInsuranceInfo/${off.company.id}`,
      `/delivery/distance/45.9/6.1?companyId=${off.company.id}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const field = async (path: string) => (await get(path)).body.details?.field;
    expect(await field(`/allRawItems/${companyId}/SHORT`)).toBe('rentalType');
    expect(await field(`/product-models/${companyId}/x`)).toBe('rentalType');
    expect(await field(`/delivery/distance/91/6.1?companyId=${companyId}`)).toBe('lat');
    expect(await field(`/delivery/distance/45/east?companyId=${companyId}`)).toBe('lng');
    expect(await field('/delivery/distance/45/6')).toBe('companyId');
  });
});
