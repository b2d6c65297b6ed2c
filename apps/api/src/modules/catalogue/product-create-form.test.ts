import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { interleave, racing } from '../../../test/concurrency.ts';
import { CITY_BIKE_GRID, makeProductModel } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { newId } from '../../platform/ids.ts';
import { productVerticaleCategories } from './tables.ts';

/* A product created in one call with what it needs: its product model and its category, new or existing. */

describe('creating a product with its model and category', async () => {
  const { app, db } = await createTestApp();
  const { send } = racing(app, db);
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    body?: object,
  ) => app.inject({ method, url: `/v2${url}`, headers, ...(body ? { payload: body } : {}) });
  const shopOf = () => makeShop(app, db, { verticales: ['ELECTRIC_BIKE', 'BIKE'] });
  const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0].n);
  const modelsOf = (companyId: string) =>
    count(sql`select count(*) as n from product_models where company_id = ${companyId}`);
  const categoriesOf = (companyId: string) =>
    count(sql`select count(*) as n from product_categories where company_id = ${companyId}`);

  it('writes the product, a new model named after it and a new category in one call', async () => {
    const { headers, company } = await shopOf();
    const res = await call(headers, 'POST', '/products/create-product', {
      name: 'Cargo e-bike',
      newProductModel: {},
      category: '  Cargo   bikes ',
      priceGrid: CITY_BIKE_GRID,
      deposit: 500,
      stockMode: 'QUANTITY',
      quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Cargo e-bike',
      productModel: { name: 'Cargo e-bike', verticale: 'ELECTRIC_BIKE', categoryId: null, brand: null },
      category: { name: 'Cargo bikes' },
      stockMode: 'QUANTITY',
      quantity: 3,
      deposit: 500,
    });
    expect(await modelsOf(company.id)).toBe(1);

    // the same name in another case and spacing is that category, and the model may be given in full
    const again = await call(headers, 'POST', '/products/create-product', {
      name: 'Cargo trike',
      newProductModel: { name: 'Babboe Curve', verticale: 'BIKE', brand: 'Babboe' },
      category: 'CARGO BIKES',
      priceGrid: CITY_BIKE_GRID,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      category: product.category,
      productModel: { name: 'Babboe Curve', verticale: 'BIKE', brand: 'Babboe' },
    });
    expect(await categoriesOf(company.id)).toBe(1);

    const listed = await call(headers, 'GET', '/products/categories?search=cargo');
    expect(listed.json()).toEqual([product.category]);
    const read = await call(headers, 'GET', `/products/byId/${product.id}`);
    expect(read.json().category).toEqual(product.category);
  });

  it('links the new model to a platform category of its verticale', async () => {
    const { headers } = await shopOf();
    const platform = { id: newId(), verticale: 'ELECTRIC_BIKE', name: { en: 'City e-bikes' } };
    await db.insert(productVerticaleCategories).values(platform);
    const res = await call(headers, 'POST', '/products/create-product', {
      name: 'Urban e-bike',
      newProductModel: { categoryId: platform.id },
      category: 'City e-bikes',
      priceGrid: CITY_BIKE_GRID,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().productModel).toMatchObject({ categoryId: platform.id, verticale: 'ELECTRIC_BIKE' });
  });

  it('still takes an existing model, and changes or clears the category later', async () => {
    const { headers, company } = await shopOf();
    const model = await makeProductModel(app, headers, { name: 'Shared frame' });
    const created = await call(headers, 'POST', '/products/create-product', {
      productModelId: model.id,
      name: 'Frame S',
      category: 'Frames',
      priceGrid: CITY_BIKE_GRID,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ productModelId: model.id, category: { name: 'Frames' } });
    expect(await modelsOf(company.id)).toBe(1);

    const id = created.json().id;
    const patched = await call(headers, 'PATCH', `/products/${id}`, { category: 'Road frames' });
    expect(patched.json().category).toMatchObject({ name: 'Road frames' });
    const cleared = await call(headers, 'PATCH', `/products/${id}`, { category: '   ' });
    expect(cleared.json().category).toBeNull();
  });

  it('refuses a bad field with a 400 naming it, leaving no model or category behind', async () => {
    const { headers, company } = await shopOf();
    const other = { id: newId(), verticale: 'SKI', name: { en: 'Skis' } };
    await db.insert(productVerticaleCategories).values(other);
    const base = { name: 'Kayak', newProductModel: {}, category: 'Boats', priceGrid: CITY_BIKE_GRID };
    const cases: [object, string][] = [
      // refused after the model and the category were written: the transaction takes them back
      [{ stockMode: 'QUANTITY' }, 'quantity'],
      [{ quantity: 4 }, 'quantity'],
      [{ newProductModel: { categoryId: other.id } }, 'newProductModel.categoryId'],
      [{ productModelId: (await makeProductModel(app, headers)).id }, 'newProductModel'],
      [{ newProductModel: undefined }, 'productModelId'],
      [{ deposit: 1.234 }, 'deposit'],
      [{ category: 'x'.repeat(81) }, 'category'],
      [{ newProductModel: { verticale: 'SPACESHIP' } }, 'newProductModel.verticale'],
    ];
    const modelsBefore = await modelsOf(company.id);
    for (const [change, field] of cases) {
      const res = await call(headers, 'POST', '/products/create-product', { ...base, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().details?.field ?? res.json().details?.fields?.[0], res.body).toContain(field);
    }
    expect(await modelsOf(company.id)).toBe(modelsBefore);
    expect(await categoriesOf(company.id)).toBe(0);
    expect(await count(sql`select count(*) as n from products where company_id = ${company.id}`)).toBe(0);
  });

  it('asks for a verticale when the company has none', async () => {
    const { headers, company } = await makeShop(app, db);
    const res = await call(headers, 'POST', '/products/create-product', {
      name: 'Thing',
      newProductModel: {},
      category: 'Things',
      priceGrid: CITY_BIKE_GRID,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('newProductModel.verticale');
    expect(await categoriesOf(company.id)).toBe(0);
  });

  it("never shows or reuses another company's categories", async () => {
    const mine = await shopOf();
    const theirs = await shopOf();
    const create = (headers: Record<string, string>, category: string) =>
      call(headers, 'POST', '/products/create-product', {
        name: 'Paddle',
        newProductModel: {},
        category,
        priceGrid: CITY_BIKE_GRID,
      });
    const their = (await create(theirs.headers, 'Secret boards')).json().category;
    expect((await call(mine.headers, 'GET', '/products/categories')).json()).toEqual([]);
    expect((await call(mine.headers, 'GET', '/products/categories?search=secret')).json()).toEqual([]);

    const own = (await create(mine.headers, 'secret BOARDS')).json().category;
    expect(own.id).not.toBe(their.id);
    expect((await call(mine.headers, 'GET', '/products/categories')).json()).toEqual([own]);
    expect((await call(theirs.headers, 'GET', '/products/categories')).json()).toEqual([their]);
  });

  it('two products naming the same new category at once make one category', async () => {
    const { headers, company } = await shopOf();
    const create = (name: string, category: string) =>
      send(headers, 'POST', '/products/create-product', {
        name,
        newProductModel: {},
        category,
        priceGrid: CITY_BIKE_GRID,
      });
    // the first stops at its product row, its category written but not committed; the second names it meanwhile
    const { first, second, secondWaited } = await interleave(
      db,
      'lock table products in share mode',
      create('Snow bike', 'Winter bikes'),
      create('Fat bike', ' winter  BIKES'),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(secondWaited).toBe(true);
    expect(second.body.category).toEqual(first.body.category);
    expect(await categoriesOf(company.id)).toBe(1);
  });
});
