import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { interleave, racing, winnerFirst } from '../../../test/concurrency.ts';
import { CITY_BIKE_GRID, makeProduct, makeProductModel } from '../../../test/factories/catalogue.ts';
import { makeAdmin, makeShop } from '../../../test/factories.ts';

/*
 * A check in one request and a write in another that would undo it, through the app on real PostgreSQL. A table lock
 * held by the test stops the first request at its write, after its check; the second runs meanwhile. Without a lock
 * between them, the second passes its own check and both succeed, leaving what each check forbids.
 */

describe('catalogue checks racing the writes they guard', async () => {
  const { app, db } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  const shop = await makeShop(app, db);
  const admin = await makeAdmin(app, db);
  const companyId = shop.company.id;
  const { send } = racing(app, db);
  const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0].n);

  it('a product deleted while a pack is saved with it: the delete waits and sees the pack', async () => {
    const product = await makeProduct(app, shop.headers, { name: 'Kayak' });
    const { first, second, secondWaited } = await interleave(
      db,
      'lock table packs in share mode',
      send(shop.headers, 'POST', '/pack/create-pack', {
        name: 'Kayak day',
        type: 'PRODUCT',
        priceGrid: { days: [{ days: 1, price: 45 }] },
        items: [{ productId: product.id }],
      }),
      send(shop.headers, 'DELETE', `/products/delete/${product.id}`),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'productInPacks' } });
    expect(secondWaited).toBe(true);
    expect(await count(sql`select count(*) as n from products where id = ${product.id} and deleted_at is null`)).toBe(
      1,
    );
  });

  it('a product model deleted while a product is made of it: the delete waits and counts it', async () => {
    const model = await makeProductModel(app, shop.headers, { name: 'Gravel frame' });
    const { first, second } = await interleave(
      db,
      'lock table products in share mode',
      send(shop.headers, 'POST', '/products/create-product', {
        name: 'Gravel',
        productModelId: model.id,
        priceGrid: CITY_BIKE_GRID,
      }),
      send(shop.headers, 'DELETE', `/products/delete-product-model/${model.id}`),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'productModelInUse', details: { products: 1 } } });
  });

  it('a product switched to a stock quantity while units are added: the switch waits and sees them', async () => {
    const product = await makeProduct(app, shop.headers, { name: 'Tandem' });
    const { first, second } = await interleave(
      db,
      'lock table sub_products in share mode',
      send(shop.headers, 'POST', '/sub-products', { productId: product.id, count: 2 }),
      send(shop.headers, 'PATCH', `/products/${product.id}`, { stockMode: 'QUANTITY', quantity: 4 }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { code: 'productHasUnits' } });
    const stored = await db.execute(
      sql`select p.stock_mode, (select count(*)::int from sub_products u where u.product_id = p.id) as units
          from products p where p.company_id = ${companyId} and p.id = ${product.id}`,
    );
    expect(stored.rows[0]).toEqual({ stock_mode: 'SERIALIZED', units: 2 });
  });

  it('a category deleted while a model is classified in it: the model waits and finds it gone', async () => {
    const category = await send(admin.headers, 'POST', '/product-verticale-category/admin/create', {
      verticale: 'BIKE',
      name: { fr: 'Fatbike' },
    })();
    expect(category.status).toBe(200);
    const { first, second } = await interleave(
      db,
      'lock table product_verticale_categories in share mode',
      send(admin.headers, 'DELETE', `/product-verticale-category/admin/delete/${category.body.id}`),
      send(shop.headers, 'POST', '/products/create-product-model', {
        name: 'Fat 4.8',
        verticale: 'BIKE',
        categoryId: category.body.id,
      }),
    );
    expect(first).toMatchObject({ status: 200 });
    expect(second).toMatchObject({ status: 404, body: { details: { entity: 'category' } } });
    expect(await count(sql`select count(*) as n from product_models where name = 'Fat 4.8'`)).toBe(0);
  });
  it('two units given the same serial number at once: one gets it, the other is told it is taken', async () => {
    const product = await makeProduct(app, shop.headers, { name: 'Enduro' });
    const units = await send(shop.headers, 'POST', '/sub-products', { productId: product.id, count: 2 })();
    const [a, b] = units.body as unknown as { id: string }[];
    const { first, second } = await interleave(
      db,
      'lock table sub_products in share mode',
      send(shop.headers, 'PATCH', `/sub-products/${a.id}`, { serialNumber: 'EN-0007' }),
      send(shop.headers, 'PATCH', `/sub-products/${b.id}`, { serialNumber: 'en-0007' }),
    );
    const answers = winnerFirst(first, second);
    expect(answers[0].status).toBe(200);
    expect(answers[1]).toMatchObject({ status: 409, body: { code: 'serialNumberTaken' } });
    expect(
      await count(
        sql`select count(*) as n from sub_products where product_id = ${product.id} and serial_number is not null`,
      ),
    ).toBe(1);
  });
});
