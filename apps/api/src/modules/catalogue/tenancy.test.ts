import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { CITY_BIKE_GRID, makePack, makeProductWithUnits, makeService } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { productVerticaleCategories } from './tables.ts';

describe('catalogue tenancy', async () => {
  const { app, db } = await createTestApp();

  it("answers 404 to every call naming another company's catalogue ids, and changes nothing", async () => {
    const owner = await makeShop(app, db);
    const intruder = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, owner.headers, 2);
    const model = product.productModelId;
    const unit = units[0].id;
    const pack = await makePack(app, owner.headers, { items: [{ productId: product.id }] });
    const service = await makeService(app, owner.headers);
    const grid = { priceGrid: CITY_BIKE_GRID };
    const [category] = await db.select().from(productVerticaleCategories).limit(1);
    const calls: [string, string, object?][] = [
      ['GET', `/products/productModelById/${model}`],
      ['GET', `/products/byProductModelId/${model}`],
      ['POST', `/products/duplicate-product-model/${model}`, {}],
      ['DELETE', `/products/delete-product-model/${model}`],
      ['POST', '/products/create-product-model', { id: model, name: 'Mine', verticale: 'BIKE' }],
      ['POST', '/products/create-product', { productModelId: model, name: 'Mine', ...grid }],
      ['GET', `/products/byId/${product.id}`],
      ['GET', `/products/enriched-infos/${product.id}/LCD`],
      ['POST', `/products/duplicate-product/${product.id}`, {}],
      ['PATCH', `/products/${product.id}`, { name: 'Mine' }],
      ['PUT', `/products/${product.id}`, { productModelId: model, name: 'Mine', ...grid }],
      ['PATCH', `/products?ids=${product.id}`, { online: false }],
      ['DELETE', `/products/delete/${product.id}`],
      ['GET', `/products/tulip/${product.id}`],
      ['POST', `/products/tulip/register/${product.id}`, {}],
      ['POST', `/products/tulip/softDelete/${product.id}`, {}],
      ['GET', `/products/subProduct/${unit}`],
      ['GET', `/products/subProduct/qrCode/${units[0].qrCodeValue}`],
      ['GET', `/products/bySerialNumber?serialNumber=${units[0].serialNumber}`],
      ['POST', '/sub-products', { productId: product.id, count: 1 }],
      ['PATCH', `/sub-products/${unit}`, { state: 'STOLEN' }],
      ['PATCH', '/sub-products', { ids: [unit], changes: { inService: false } }],
      ['POST', `/products/setUnavailabilityDates/LCD/${product.id}/${unit}`, { periods: [] }],
      ['POST', '/products/qrcodePdf', { subProductIds: [unit] }],
      ['POST', '/products/qrcodePdf', { productIds: [product.id] }],
      ['POST', '/products/itemsQrCodePdf', { items: [{ subProductId: unit }] }],
      ['GET', `/pack/byId/${pack.id}`],
      ['POST', `/pack/duplicate-pack/${pack.id}`, {}],
      ['DELETE', `/pack/delete/${pack.id}`],
      [
        'POST',
        '/pack/create-pack',
        { id: pack.id, name: 'Mine', type: 'CATEGORY', items: [{ categoryId: category.id }], ...grid },
      ],
      ['GET', `/service/byId/${service.id}`],
      ['POST', `/service/duplicate-service/${service.id}`, {}],
      ['DELETE', `/service/delete/${service.id}`],
      ['POST', '/service/create-service', { id: service.id, name: 'Mine', pricingMode: 'PER_DAY', price: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'GET', url: `/v2${url}`, headers: intruder.headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    // Nothing leaked into the intruder's lists, nothing changed for the owner.
    const none = await app.inject({
      method: 'POST',
      url: '/v2/products/subProductWithoutEvents',
      headers: intruder.headers,
      payload: {},
    });
    expect(none.json()).toEqual([]);
    for (const url of [
      '/products/getByCompany',
      '/products/productModels',
      '/pack/byCompany',
      '/service/getByCompany',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/v2${url}`, headers: intruder.headers });
      expect(res.json().total, url).toBe(0);
    }
    const after = (
      await app.inject({ method: 'GET', url: `/v2/products/byId/${product.id}`, headers: owner.headers })
    ).json();
    expect(after).toMatchObject({ name: 'City bike', online: true, stock: { total: 2, inService: 2 } });
    expect(after.subProducts.map((u: { state: string }) => u.state)).toEqual(['GOOD', 'GOOD']);
    const ownPack = await app.inject({ method: 'GET', url: `/v2/pack/byId/${pack.id}`, headers: owner.headers });
    expect(ownPack.json().name).toBe('Pack');
    const ownService = await app.inject({
      method: 'GET',
      url: `/v2/service/byId/${service.id}`,
      headers: owner.headers,
    });
    expect(ownService.json().name).toBe('Livraison hôtel');
  });
});
