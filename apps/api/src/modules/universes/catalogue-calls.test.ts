import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  makePack,
  makeProduct,
  makeProductModel,
  makeProductWithUnits,
  makeService,
} from '../../../test/factories/catalogue.ts';
import { login, makeAdmin, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { newId } from '../../platform/ids.ts';
import { productModels } from '../catalogue/tables.ts';

describe('verticale categories and catalogue overview', async () => {
  const { app, db } = await createTestApp();
  const { headers: admin } = await makeAdmin(app, db);
  const call = (headers: object, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });
  const makeCategory = async (verticale: string, fr: string) => {
    const res = await call(admin, 'POST', '/product-verticale-category/admin/create', {
      verticale,
      name: { fr, en: `${fr} (en)` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; verticale: string; name: Record<string, string> };
  };

  it('lets administrators create categories that every shop lists, by verticale and for its verticales', async () => {
    const tag = newId().slice(-6);
    const road = await makeCategory('BIKE', `Route ${tag}`);
    const alpine = await makeCategory('SKI', `Alpin ${tag}`);
    expect(road).toEqual({
      id: expect.any(String),
      verticale: 'BIKE',
      name: { fr: `Route ${tag}`, en: `Route ${tag} (en)` },
    });
    const shop = await makeShop(app, db, { verticales: ['SKI', 'BIKE'] });
    const all = (await call(shop.headers, 'GET', '/product-verticale-category/all')).json();
    expect(all.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([road.id, alpine.id]));
    const ski = (await call(shop.headers, 'GET', '/product-verticale-category/all?verticale=SKI')).json();
    expect(ski.map((c: { id: string }) => c.id)).toContain(alpine.id);
    expect(ski.every((c: { verticale: string }) => c.verticale === 'SKI')).toBe(true);
    const mine = (await call(shop.headers, 'GET', '/company/verticales')).json();
    expect(mine.map((v: { verticale: string }) => v.verticale)).toEqual(['SKI', 'BIKE']);
    expect(mine[0].categories.map((c: { id: string }) => c.id)).toContain(alpine.id);
    expect(mine[1].categories.map((c: { id: string }) => c.id)).toContain(road.id);
    expect((await call(shop.headers, 'GET', '/product-verticale-category/all?verticale=MOON')).statusCode).toBe(400);

    const noName = await call(admin, 'POST', '/product-verticale-category/admin/create', {
      verticale: 'BIKE',
      name: { fr: '  ' },
    });
    expect(noName.json().details.field).toBe('name');
    const badVerticale = await call(admin, 'POST', '/product-verticale-category/admin/create', {
      verticale: 'MOON',
      name: { fr: 'x' },
    });
    expect(badVerticale.json().details.field).toBe('verticale');
    const asShop = await call(shop.headers, 'POST', '/product-verticale-category/admin/create', {
      verticale: 'BIKE',
      name: { fr: 'x' },
    });
    expect(asShop.statusCode).toBe(403);
  });

  it('deletes a category only when no model uses it; administrators classify models', async () => {
    const shop = await makeShop(app, db);
    const gravel = await makeCategory('BIKE', 'Gravel');
    const city = await makeCategory('BIKE', 'Ville');
    const skiCategory = await makeCategory('SKI', 'Fond');
    const model = await makeProductModel(app, shop.headers, { name: 'Canyon Grizl' });
    const set = await call(admin, 'POST', `/admin/company/setProductModelCategory/${model.id}`, {
      companyId: shop.company.id,
      categoryId: gravel.id,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: model.id, categoryId: gravel.id, category: { id: gravel.id } });
    const [row] = await db.select().from(productModels).where(eq(productModels.id, model.id));
    expect(row.categoryId).toBe(gravel.id);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'productModel.category'));
    expect(entry).toMatchObject({ entityId: model.id, toState: gravel.id, companyId: shop.company.id });

    const inUse = await call(admin, 'DELETE', `/product-verticale-category/admin/delete/${gravel.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'categoryInUse', details: { models: 1, packItems: 0 } });

    const wrongVerticale = await call(admin, 'POST', `/admin/company/setProductModelCategory/${model.id}`, {
      companyId: shop.company.id,
      categoryId: skiCategory.id,
    });
    expect(wrongVerticale.statusCode).toBe(400);
    expect(wrongVerticale.json().details.field).toBe('categoryId');
    const otherCompany = await makeShop(app, db);
    const wrongCompany = await call(admin, 'POST', `/admin/company/setProductModelCategory/${model.id}`, {
      companyId: otherCompany.company.id,
      categoryId: city.id,
    });
    expect(wrongCompany.statusCode).toBe(404);
    const asShop = await call(shop.headers, 'POST', `/admin/company/setProductModelCategory/${model.id}`, {
      companyId: shop.company.id,
      categoryId: city.id,
    });
    expect(asShop.statusCode).toBe(403);

    await call(admin, 'POST', `/admin/company/setProductModelCategory/${model.id}`, {
      companyId: shop.company.id,
      categoryId: city.id,
    });
    expect((await call(admin, 'DELETE', `/product-verticale-category/admin/delete/${gravel.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await call(admin, 'DELETE', `/product-verticale-category/admin/delete/${gravel.id}`)).statusCode).toBe(404);
  });

  it('lists models without a category across companies or for one, paged', async () => {
    const a = await makeShop(app, db);
    const b = await makeShop(app, db);
    const category = await makeCategory('BIKE', 'VTT');
    const loose = await makeProductModel(app, a.headers, { name: 'Sans catégorie A' });
    await makeProductModel(app, a.headers, { name: 'Classé', categoryId: category.id });
    const looseB = await makeProductModel(app, b.headers, { name: 'Sans catégorie B' });
    const ofA = await call(admin, 'POST', '/admin/company/productModelsWithoutCategory', { companyId: a.company.id });
    expect(ofA.json()).toEqual({
      items: [
        {
          id: loose.id,
          companyId: a.company.id,
          companyName: a.company.name,
          name: 'Sans catégorie A',
          verticale: 'BIKE',
          brand: 'Trek',
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      limit: 50,
    });
    const everywhere = (await call(admin, 'POST', '/admin/company/productModelsWithoutCategory', {})).json();
    expect(everywhere.items.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([loose.id, looseB.id]));
    const farPage = (await call(admin, 'POST', '/admin/company/productModelsWithoutCategory', { page: 999 })).json();
    expect(farPage).toMatchObject({ items: [], page: 999 });
    expect((await call(a.headers, 'POST', '/admin/company/productModelsWithoutCategory', {})).statusCode).toBe(403);
  });

  it('counts the catalogue per verticale and category', async () => {
    const shop = await makeShop(app, db);
    const road = await makeCategory('BIKE', 'Route');
    const roadModel = await makeProductModel(app, shop.headers, { name: 'Route', categoryId: road.id });
    const { units } = await makeProductWithUnits(app, shop.headers, 3, { productModelId: roadModel.id });
    await call(shop.headers, 'PATCH', `/sub-products/${units[0].id}`, { inService: false });
    await makeProduct(app, shop.headers, { productModelId: roadModel.id, name: 'Offline', online: false });
    const skiModel = await makeProductModel(app, shop.headers, { name: 'Skis', verticale: 'SKI' });
    const skis = await makeProduct(app, shop.headers, {
      productModelId: skiModel.id,
      stockMode: 'QUANTITY',
      quantity: 12,
    });
    await makeProductModel(app, shop.headers, { name: 'Empty', verticale: 'SKI' });
    await makePack(app, shop.headers, { items: [{ productId: skis.id, quantity: 1 }] });
    await makePack(app, shop.headers, { name: 'Hidden', online: false, items: [{ productId: skis.id, quantity: 1 }] });
    await makeService(app, shop.headers);
    const other = await makeShop(app, db);
    await makeProductWithUnits(app, other.headers, 2);

    const res = await call(shop.headers, 'GET', '/catalogue/getCatalogueOverview');
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.totals).toEqual({
      models: 3,
      products: 3,
      productsOnline: 2,
      productsOffline: 1,
      units: 15,
      unitsInService: 14,
      unitsOutOfService: 1,
      packs: 2,
      packsOnline: 1,
      services: 1,
      servicesOnline: 1,
    });
    const [bike, ski] = overview.verticales;
    expect(bike).toMatchObject({ verticale: 'BIKE', models: 1, products: 2, units: 3, unitsOutOfService: 1 });
    expect(bike.categories).toEqual([
      {
        categoryId: road.id,
        name: road.name,
        models: 1,
        products: 2,
        productsOnline: 1,
        productsOffline: 1,
        units: 3,
        unitsInService: 2,
        unitsOutOfService: 1,
      },
    ]);
    expect(ski).toMatchObject({ verticale: 'SKI', models: 2, products: 1, units: 12, unitsInService: 12 });
    expect(ski.categories).toEqual([expect.objectContaining({ categoryId: null, name: null, models: 2 })]);

    const outsider = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const headers = { 'x-access-token': await login(app, outsider.email) };
    expect((await call(headers, 'GET', '/catalogue/getCatalogueOverview')).statusCode).toBe(403);
  });
});
