import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct, makeProductModel } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { productVerticaleCategories } from './tables.ts';

describe('product models', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });

  it('manages models: list, get, duplicate, delete only when unused', async () => {
    const { headers } = await makeShop(app, db);
    const categories = await db.select().from(productVerticaleCategories);
    const city = categories.find((c) => c.verticale === 'BIKE' && c.name.en === 'City bikes');
    const ski = categories.find((c) => c.verticale === 'SKI');
    const model = await makeProductModel(app, headers, { categoryId: city?.id, pictures: ['models/a.jpg'] });
    expect(model).toMatchObject({
      categoryId: city?.id,
      category: { id: city?.id, verticale: 'BIKE', name: { fr: 'Vélos de ville', en: 'City bikes' } },
      pictures: ['models/a.jpg'],
      productsCount: 0,
    });
    const wrongVerticale = await call(headers, 'POST', '/products/create-product-model', {
      name: 'X',
      verticale: 'BIKE',
      categoryId: ski?.id,
    });
    expect(wrongVerticale.statusCode).toBe(400);
    const saved = await call(headers, 'POST', '/products/create-product-model', {
      id: model.id,
      name: 'Trek FX 3 Disc',
      verticale: 'BIKE',
    });
    expect(saved.json()).toMatchObject({ id: model.id, name: 'Trek FX 3 Disc', categoryId: null, sizes: [] });
    const copy = (await call(headers, 'POST', `/products/duplicate-product-model/${model.id}`, {})).json();
    expect(copy).toMatchObject({ name: 'Trek FX 3 Disc (copy)', verticale: 'BIKE' });
    const product = await makeProduct(app, headers, { productModelId: model.id });
    const list = await call(headers, 'GET', '/products/productModels?search=disc');
    expect(list.json()).toMatchObject({ total: 2 });
    expect((await call(headers, 'GET', `/products/productModelById/${model.id}`)).json().productsCount).toBe(1);
    const inUse = await call(headers, 'DELETE', `/products/delete-product-model/${model.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'productModelInUse', details: { products: 1 } });
    await call(headers, 'DELETE', `/products/delete/${product.id}`);
    expect((await call(headers, 'DELETE', `/products/delete-product-model/${model.id}`)).json()).toEqual({ ok: true });
    expect((await call(headers, 'GET', `/products/productModelById/${model.id}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', '/products/productModels')).json().total).toBe(1);
  });
});
