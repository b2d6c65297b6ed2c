import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { CITY_BIKE_GRID, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('catalogue access', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });

  it('lets catalogue:read see the catalogue but not change it', async () => {
    const { headers, company } = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, headers, 1);
    const reader = await makeEmployee(db, company.id, { access: { catalogue: 'read' } });
    const as = { 'x-access-token': await login(app, reader.email) };
    expect((await call(as, 'GET', '/products/getByCompany')).json().total).toBe(1);
    expect((await call(as, 'GET', `/products/byId/${product.id}`)).statusCode).toBe(200);
    const writes: [string, string, object?][] = [
      ['POST', '/products/create-product-model', { name: 'X', verticale: 'BIKE' }],
      [
        'POST',
        '/products/create-product',
        { productModelId: product.productModelId, name: 'X', priceGrid: CITY_BIKE_GRID },
      ],
      ['PATCH', `/products/${product.id}`, { name: 'X' }],
      [
        'PUT',
        `/products/${product.id}`,
        { productModelId: product.productModelId, name: 'X', priceGrid: CITY_BIKE_GRID },
      ],
      ['PATCH', `/products?ids=${product.id}`, { online: false }],
      ['POST', `/products/duplicate-product/${product.id}`, {}],
      ['DELETE', `/products/delete/${product.id}`],
      ['POST', '/sub-products', { productId: product.id, count: 1 }],
      ['PATCH', `/sub-products/${units[0].id}`, { state: 'X' }],
      ['PATCH', '/sub-products', { ids: [units[0].id], changes: { state: 'X' } }],
      ['POST', `/products/setUnavailabilityDates/LCD/${product.id}/${units[0].id}`, { periods: [] }],
      ['POST', '/service/create-service', { name: 'X', pricingMode: 'PER_ORDER', price: 1 }],
      [
        'POST',
        '/pack/create-pack',
        { name: 'X', type: 'PRODUCT', items: [{ productId: product.id }], priceGrid: CITY_BIKE_GRID },
      ],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(as, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(headers, 'GET', `/products/byId/${product.id}`)).json()).toMatchObject({ name: 'City bike' });
    const none = await makeEmployee(db, company.id, { access: { orders: 'write' } });
    const noneHeaders = { 'x-access-token': await login(app, none.email) };
    expect((await call(noneHeaders, 'GET', '/products/getByCompany')).statusCode).toBe(403);
  });
});
