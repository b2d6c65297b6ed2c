import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  CITY_BIKE_GRID,
  makeProduct,
  makeProductModel,
  makeProductWithUnits,
  makeUnits,
} from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { products, productVerticaleCategories, subProducts } from './tables.ts';

describe('products', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });

  it('creates a model, then a product with its grid in euros, stored in cents', async () => {
    const { headers, company } = await makeShop(app, db);
    const model = await makeProductModel(app, headers, { name: 'Trek FX 3', sizes: ['S', 'M', 'M', 'L'] });
    expect(model).toMatchObject({ name: 'Trek FX 3', verticale: 'BIKE', brand: 'Trek', sizes: ['S', 'M', 'L'] });
    const product = await makeProduct(app, headers, {
      productModelId: model.id,
      name: 'Vélo de ville',
      priceGrid: { ...CITY_BIKE_GRID, days: [...CITY_BIKE_GRID.days].reverse() },
      deposit: 150,
      bufferBeforeMinutes: 30,
      vatRate: 5.5,
      lldMonthlyPrice: 59.9,
      isLLD: true,
    });
    expect(product).toMatchObject({
      name: 'Vélo de ville',
      productModelId: model.id,
      productModel: { id: model.id, name: 'Trek FX 3', verticale: 'BIKE' },
      stockMode: 'SERIALIZED',
      quantity: null,
      priceGrid: CITY_BIKE_GRID,
      deposit: 150,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 0,
      isLCD: true,
      isLLD: true,
      online: true,
      insuranceEligible: false,
      vatRate: 5.5,
      lldMonthlyPrice: 59.9,
      surveyIds: [],
      stock: { total: 0, inService: 0, outOfService: 0 },
      subProducts: [],
    });
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.id, product.id)));
    expect(row).toMatchObject({ depositCents: 15000, vatRateBp: 550, lldMonthlyPriceCents: 5990 });
    expect(row.priceGrid).toEqual({
      halfDay: 1500,
      days: [
        { days: 1, price: 2200 },
        { days: 2, price: 4000 },
        { days: 7, price: 9500 },
      ],
      extraDay: 1200,
    });
  });

  it('refuses bad amounts and grids with a 400 naming the field', async () => {
    const { headers } = await makeShop(app, db);
    const model = await makeProductModel(app, headers);
    const base = { productModelId: model.id, name: 'X', priceGrid: CITY_BIKE_GRID };
    const cases: [object, string][] = [
      [{ deposit: 12.345 }, 'deposit'],
      [{ priceGrid: { days: [] } }, 'priceGrid.days'],
      [
        {
          priceGrid: {
            days: [
              { days: 2, price: 10 },
              { days: 2, price: 12 },
            ],
          },
        },
        'priceGrid.days[1].days',
      ],
      [{ stockMode: 'QUANTITY' }, 'quantity'],
      [{ quantity: 3 }, 'quantity'],
    ];
    for (const [body, field] of cases) {
      const res = await call(headers, 'POST', '/products/create-product', { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.field).toBe(field);
    }
    const otherModel = await call(headers, 'POST', '/products/create-product', {
      ...base,
      productModelId: '0190f5a4-7b1c-7d2e-8f00-0123456789ab',
    });
    expect(otherModel.statusCode).toBe(404);
  });

  it('counts stock: units total, in service, out of service; a QUANTITY product counts its quantity', async () => {
    const { headers } = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, headers, 3);
    await call(headers, 'PATCH', `/sub-products/${units[0].id}`, { inService: false, state: 'DAMAGED' });
    const helmets = await makeProduct(app, headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 40 });
    const list = await call(headers, 'GET', '/products/getByCompany');
    expect(list.json()).toMatchObject({ total: 2, page: 1, limit: 50 });
    const byId = new Map(list.json().items.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(product.id)).toMatchObject({ stock: { total: 3, inService: 2, outOfService: 1 } });
    expect(byId.get(helmets.id)).toMatchObject({
      stockMode: 'QUANTITY',
      quantity: 40,
      stock: { total: 40, inService: 40, outOfService: 0 },
    });
    const units409 = await call(headers, 'POST', '/sub-products', { productId: helmets.id, count: 2 });
    expect(units409.statusCode).toBe(409);
    expect(units409.json().code).toBe('productNotSerialized');
    const switchMode = await call(headers, 'PATCH', `/products/${product.id}`, { stockMode: 'QUANTITY', quantity: 5 });
    expect(switchMode.statusCode).toBe(409);
    expect(switchMode.json().code).toBe('productHasUnits');
  });

  it('updates partly (PATCH), fully (PUT) and in bulk (PATCH ?ids=)', async () => {
    const { headers } = await makeShop(app, db);
    const a = await makeProduct(app, headers, { name: 'A', insuranceEligible: true, bufferAfterMinutes: 60 });
    const b = await makeProduct(app, headers, { name: 'B' });
    const c = await makeProduct(app, headers, { name: 'C' });

    const patched = await call(headers, 'PATCH', `/products/${a.id}`, { name: 'A2', deposit: 12.5 });
    expect(patched.json()).toMatchObject({
      name: 'A2',
      deposit: 12.5,
      insuranceEligible: true,
      bufferAfterMinutes: 60,
    });

    const put = await call(headers, 'PUT', `/products/${a.id}`, {
      productModelId: a.productModelId,
      name: 'A3',
      priceGrid: { days: [{ days: 1, price: 30 }] },
    });
    expect(put.json()).toMatchObject({
      name: 'A3',
      deposit: 0,
      insuranceEligible: false,
      bufferAfterMinutes: 0,
      priceGrid: { days: [{ days: 1, price: 30 }] },
      position: a.position,
    });

    const bulk = await call(headers, 'PATCH', `/products?ids=${a.id},${b.id}`, { online: false, deposit: 200 });
    expect(bulk.statusCode).toBe(200);
    expect(
      bulk.json().map((p: { id: string; online: boolean; deposit: number }) => [p.id, p.online, p.deposit]),
    ).toEqual([
      [a.id, false, 200],
      [b.id, false, 200],
    ]);
    const untouched = await call(headers, 'GET', `/products/byId/${c.id}`);
    expect(untouched.json()).toMatchObject({ online: true, deposit: 150 });
    const offline = await call(headers, 'GET', '/products/getByCompany?online=false');
    expect(
      offline
        .json()
        .items.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['A3', 'B']);

    const unknown = await call(headers, 'PATCH', `/products?ids=${a.id}&ids=0190f5a4-7b1c-7d2e-8f00-0123456789ab`, {
      online: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(headers, 'GET', `/products/byId/${a.id}`)).json().online).toBe(false);
    expect((await call(headers, 'PATCH', '/products?ids=nope', { online: true })).statusCode).toBe(400);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'product.bulkUpdate'));
    expect(entry.data).toMatchObject({ ids: [a.id, b.id], fields: ['online', 'deposit'] });
  });

  it('duplicates a product with its grid and settings, without units', async () => {
    const { headers } = await makeShop(app, db);
    const { product } = await makeProductWithUnits(app, headers, 2, { name: 'VTT', deposit: 300, isLLD: true });
    const copy = await call(headers, 'POST', `/products/duplicate-product/${product.id}`, {});
    expect(copy.json()).toMatchObject({
      name: 'VTT (copy)',
      deposit: 300,
      isLLD: true,
      priceGrid: CITY_BIKE_GRID,
      productModelId: product.productModelId,
      subProducts: [],
      stock: { total: 0 },
    });
    expect(copy.json().id).not.toBe(product.id);
    expect(copy.json().position).toBeGreaterThan(product.position);
    const named = await call(headers, 'POST', `/products/duplicate-product/${product.id}`, { name: 'VTT taille S' });
    expect(named.json().name).toBe('VTT taille S');
  });

  it('deletes a product softly: gone from lists and lookups, with its units; refused while in a pack', async () => {
    const { headers, company } = await makeShop(app, db);
    const { product, units, prefix } = await makeProductWithUnits(app, headers, 2);
    const other = await makeProduct(app, headers, { name: 'Kept' });
    const pack = await call(headers, 'POST', '/pack/create-pack', {
      name: 'Duo',
      type: 'PRODUCT',
      items: [{ productId: product.id }, { productId: other.id }],
      priceGrid: { days: [{ days: 1, price: 40 }] },
    });
    const refused = await call(headers, 'DELETE', `/products/delete/${product.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'productInPacks', details: { packs: [{ id: pack.json().id }] } });
    await call(headers, 'DELETE', `/pack/delete/${pack.json().id}`);

    expect((await call(headers, 'DELETE', `/products/delete/${product.id}`)).json()).toEqual({ ok: true });
    expect((await call(headers, 'GET', `/products/byId/${product.id}`)).statusCode).toBe(404);
    const list = await call(headers, 'GET', '/products/getByCompany');
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([other.id]);
    expect((await call(headers, 'GET', `/products/subProduct/${units[0].id}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', `/products/subProduct/qrCode/${units[0].qrCodeValue}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', `/products/bySerialNumber?serialNumber=${prefix}-1`)).statusCode).toBe(404);
    const rows = await db.select().from(subProducts).where(eq(subProducts.companyId, company.id));
    expect(rows.every((r) => r.deletedAt !== null)).toBe(true);
    // The serial number is free again for a new unit.
    const again = await makeUnits(app, headers, other.id, [{ serialNumber: `${prefix}-1` }]);
    expect(again[0].serialNumber).toBe(`${prefix}-1`);
    expect((await call(headers, 'DELETE', `/products/delete/${product.id}`)).statusCode).toBe(404);
  });

  it('searches by name, model, brand, serial number and QR value; filters by verticale and category', async () => {
    const { headers } = await makeShop(app, db);
    const categories = (await db.select().from(productVerticaleCategories)).filter((c) => c.verticale === 'SKI');
    const skis = categories.find((c) => c.name.en === 'Alpine skis');
    const skiModel = await makeProductModel(app, headers, {
      name: 'Rossignol Experience 82',
      brand: 'Rossignol',
      verticale: 'SKI',
      categoryId: skis?.id,
    });
    const ski = await makeProduct(app, headers, { productModelId: skiModel.id, name: 'Skis adulte' });
    const { product: bike, units } = await makeProductWithUnits(app, headers, 2, { name: 'Vélo de ville' });
    const names = async (query: string) =>
      (await call(headers, 'GET', `/products/getByCompany?${query}`)).json().items.map((p: { id: string }) => p.id);
    expect(await names('search=v%C3%A9lo')).toEqual([bike.id]);
    expect(await names('search=rossi')).toEqual([ski.id]);
    expect(await names(`search=${units[1].serialNumber}`)).toEqual([bike.id]);
    expect(await names(`search=${units[0].qrCodeValue.toLowerCase()}`)).toEqual([bike.id]);
    expect(await names('verticale=SKI')).toEqual([ski.id]);
    expect(await names(`categoryId=${skis?.id}`)).toEqual([ski.id]);
    expect(await names('search=100%25')).toEqual([]);
    expect((await call(headers, 'GET', '/products/getByCompany?verticale=PLANE')).statusCode).toBe(400);
    const paged = await call(headers, 'GET', '/products/getByCompany?limit=1&page=2&sort=name__asc');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ id: bike.id }] });
  });

  it('lists LLD products, products of a model, and insurance eligibility', async () => {
    const { headers } = await makeShop(app, db);
    const model = await makeProductModel(app, headers);
    const lcd = await makeProduct(app, headers, { productModelId: model.id, name: 'Court' });
    const lld = await makeProduct(app, headers, {
      productModelId: model.id,
      name: 'Long',
      isLLD: true,
      insuranceEligible: true,
    });
    const lldList = await call(headers, 'GET', '/products/getByCompanyLLD');
    expect(lldList.json().items.map((p: { id: string }) => p.id)).toEqual([lld.id]);
    const ofModel = await call(headers, 'GET', `/products/byProductModelId/${model.id}`);
    expect(ofModel.json().map((p: { id: string }) => p.id)).toEqual([lcd.id, lld.id]);
    const insurance = await call(headers, 'GET', '/products/getProductsInsuranceInfo');
    expect(insurance.json()).toEqual([
      { productId: lcd.id, name: 'Court', insuranceEligible: false },
      { productId: lld.id, name: 'Long', insuranceEligible: true },
    ]);
  });

  it('answers enriched infos with units by state and a price preview from the grid', async () => {
    const { headers } = await makeShop(app, db);
    clock.set('2026-06-10T08:00:00Z');
    const { product, units } = await makeProductWithUnits(app, headers, 3, { lldMonthlyPrice: 49 });
    await call(headers, 'PATCH', `/sub-products/${units[2].id}`, { state: 'WORN', inService: false });
    const res = await call(headers, 'GET', `/products/enriched-infos/${product.id}/LCD`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rentalType: 'LCD',
      offered: true,
      productModel: { id: product.productModelId },
      units: { total: 3, inService: 2, outOfService: 1, byState: { GOOD: 2, WORN: 1 } },
      priceGrid: CITY_BIKE_GRID,
      deposit: 150,
      lldMonthlyPrice: 49,
    });
    expect(res.json().preview.map((p: { days: number; price: number }) => [p.days, p.price])).toEqual([
      [1, 22],
      [2, 40],
      [3, 52],
      [7, 95],
    ]);
    const lld = await call(headers, 'GET', `/products/enriched-infos/${product.id}/LLD`);
    expect(lld.json()).toMatchObject({ rentalType: 'LLD', offered: false, preview: null });
    expect((await call(headers, 'GET', `/products/enriched-infos/${product.id}/XYZ`)).statusCode).toBe(400);
  });

  it('answers 503 for the insurance provider calls, after checking the product', async () => {
    const { headers } = await makeShop(app, db);
    const product = await makeProduct(app, headers);
    for (const [method, url] of [
      ['GET', `/products/tulip/${product.id}`],
      ['POST', `/products/tulip/register/${product.id}`],
      ['POST', `/products/tulip/softDelete/${product.id}`],
    ]) {
      const res = await call(headers, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'integrationNotConfigured', details: { integration: 'tulip' } });
    }
    const unknown = await call(headers, 'POST', '/products/tulip/register/0190f5a4-7b1c-7d2e-8f00-0123456789ab', {});
    expect(unknown.statusCode).toBe(404);
  });
});
