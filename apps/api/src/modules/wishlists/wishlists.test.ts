import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';
import { companies } from '../companies/tables.ts';
import { MAX_PRODUCTS } from './schemas.ts';

type Headers = Record<string, string>;
interface WishlistAnswer {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  products: {
    companyId: string;
    productId: string;
    name: string;
    shopName: string;
    shopSlug: string;
    available: boolean;
    unavailableReason: string | null;
    addedAt: string;
  }[];
}

describe('wishlists', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2031-03-02T10:00:00Z');

  const customer = async (): Promise<Headers> => {
    const { email } = await makeMarketplaceCustomer(app);
    return { 'x-access-token': await login(app, email, PASSWORD, '/v2/login/rental-place') };
  };
  const shopWithBikes = async (...names: string[]) => {
    const shop = await makeShop(app, db);
    const bikes: { id: string }[] = [];
    for (const name of names) bikes.push(await makeProduct(app, shop.headers, { name }));
    return { ...shop, refs: bikes.map((b) => ({ companyId: shop.company.id, productId: b.id })) };
  };
  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
  const create = async (headers: Headers, payload: object) => {
    const res = await call(headers, 'POST', '/wishlist', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WishlistAnswer;
  };
  const productIds = (w: WishlistAnswer) => w.products.map((p) => p.productId);

  // Sign-ups are limited per client address: the tests share two customers, each test with lists of its own names.
  const me = await customer();
  const other = await customer();
  const alps = await shopWithBikes('Gravel bike', 'E-bike');
  const coast = await shopWithBikes('Kayak');

  it('keeps products of several shops on one list, latest added first, as their stores show them', async () => {
    const created = await create(me, { name: '  Summer trip ', products: [alps.refs[0], coast.refs[0]] });
    expect(created).toMatchObject({
      name: 'Summer trip',
      createdAt: '2031-03-02T10:00:00.000Z',
      updatedAt: '2031-03-02T10:00:00.000Z',
    });
    clock.advance(60_000);
    const put = await call(me, 'PUT', '/wishlist', { id: created.id, add: [alps.refs[1]] });
    expect(put.statusCode, put.body).toBe(200);
    const read = await call(me, 'GET', `/wishlist/${created.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const list = read.json() as WishlistAnswer;
    expect(list.updatedAt).toBe('2031-03-02T10:01:00.000Z');
    expect(list.products[0]).toEqual({
      ...alps.refs[1],
      name: 'E-bike',
      shopName: alps.company.name,
      shopSlug: alps.company.slug,
      available: true,
      unavailableReason: null,
      addedAt: '2031-03-02T10:01:00.000Z',
    });
    expect(new Set(productIds(list).slice(1))).toEqual(new Set([alps.refs[0].productId, coast.refs[0].productId]));
  });

  it('renames a list and takes products off it; adding one twice keeps it once', async () => {
    const created = await create(me, { name: 'Bikes', products: [alps.refs[0], alps.refs[0]] });
    expect(productIds(created)).toEqual([alps.refs[0].productId]);
    const res = await call(me, 'PUT', '/wishlist', {
      id: created.id,
      name: 'Coast',
      add: [coast.refs[0], alps.refs[0]],
      remove: [alps.refs[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Coast');
    expect(new Set(productIds(res.json()))).toEqual(new Set([alps.refs[0].productId, coast.refs[0].productId]));
    const removed = await call(me, 'PUT', '/wishlist', { id: created.id, remove: [alps.refs[0]] });
    expect(productIds(removed.json())).toEqual([coast.refs[0].productId]);
    expect(removed.json().name).toBe('Coast');
  });

  it('shows a product its shop hid, deleted or stopped offering as unavailable, and lets it be taken off', async () => {
    const shop = await shopWithBikes('Hidden', 'Deleted', 'Still here');
    const closing = await shopWithBikes('Last one');
    const created = await create(me, { name: 'Wish', products: [...shop.refs, closing.refs[0]] });
    const hide = await app.inject({
      method: 'PATCH',
      url: `/v2/products/${shop.refs[0].productId}`,
      headers: shop.headers,
      payload: { online: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/v2/products/delete/${shop.refs[1].productId}`,
      headers: shop.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    await db.update(companies).set({ archivedAt: clock.now() }).where(eq(companies.id, closing.company.id));

    const read = (await call(me, 'GET', `/wishlist/${created.id}`)).json() as WishlistAnswer;
    const state = Object.fromEntries(read.products.map((p) => [p.name, [p.available, p.unavailableReason]]));
    expect(state).toEqual({
      Hidden: [false, 'HIDDEN'],
      Deleted: [false, 'ARCHIVED'],
      'Still here': [true, null],
      'Last one': [false, 'SHOP_CLOSED'],
    });
    // already on the list: adding it again is no error; taking it off works
    const again = await call(me, 'PUT', '/wishlist', { id: created.id, add: [shop.refs[0]], remove: [shop.refs[1]] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().products).toHaveLength(3);
    // a new list cannot take a product its store does not show
    const refused = await call(me, 'POST', '/wishlist', { name: 'Other', products: [shop.refs[0]] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'notFound', details: { entity: 'product' } });
  });

  it("answers another customer's list as one that does not exist, and changes nothing of it", async () => {
    const theirs = await create(other, { name: 'Theirs', products: [alps.refs[0]] });
    for (const res of [
      await call(me, 'GET', `/wishlist/${theirs.id}`),
      await call(me, 'PUT', '/wishlist', { id: theirs.id, name: 'Mine', remove: [alps.refs[0]] }),
      await call(me, 'DELETE', `/wishlist/${theirs.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', details: { entity: 'wishlist' } });
    }
    const still = (await call(other, 'GET', `/wishlist/${theirs.id}`)).json() as WishlistAnswer;
    expect(still).toMatchObject({ name: 'Theirs', products: [{ productId: alps.refs[0].productId }] });
  });

  it('refuses a product that does not exist, or one named with another shop', async () => {
    for (const ref of [
      { companyId: alps.company.id, productId: '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b' },
      { companyId: coast.company.id, productId: alps.refs[0].productId },
    ]) {
      const res = await call(me, 'POST', '/wishlist', { name: 'Nope', products: [ref] });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().details).toEqual({ entity: 'product' });
    }
    const lists = (await call(me, 'GET', '/wishlist?name=Nope')).json();
    expect(lists.total).toBe(0);
  });

  it('keeps names unique per customer (whatever their case), and refuses blank ones', async () => {
    const first = await create(me, { name: 'Winter' });
    await create(other, { name: 'Winter' });
    const second = await create(me, { name: 'Spring' });
    const clash = await call(me, 'POST', '/wishlist', { name: 'WINTER' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'name' } });
    const rename = await call(me, 'PUT', '/wishlist', { id: second.id, name: 'winter' });
    expect(rename.json()).toMatchObject({ code: 'alreadyExists', details: { field: 'name' } });
    const same = await call(me, 'PUT', '/wishlist', { id: first.id, name: 'WINTER' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().name).toBe('WINTER');
    const blank = await call(me, 'POST', '/wishlist', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.field).toBe('name');
  });

  it('lets one of two lists of the same name made at the same time through', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(me, 'POST', '/wishlist', { name: 'Twins', products: [coast.refs[0]] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const lists = (await call(me, 'GET', '/wishlist?name=Twins')).json();
    expect(lists.items).toMatchObject([{ name: 'Twins', productCount: 1 }]);
  });

  it('refuses to add and take off the same product at once', async () => {
    const list = await create(me, { name: 'Both' });
    const res = await call(me, 'PUT', '/wishlist', { id: list.id, add: [alps.refs[0]], remove: [alps.refs[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe('remove');
  });

  it(`holds ${MAX_PRODUCTS} products at most on a list`, async () => {
    const shop = await makeShop(app, db);
    const first = await makeProduct(app, shop.headers, { name: 'Bike' });
    // copies of one product, straight in the table: the limit is about the list, not how products are made
    const copies = await db.execute<{ id: string }>(sql`
      insert into products (company_id, id, model_id, name, stock_mode, price_grid)
      select company_id, gen_random_uuid(), model_id, name || ' ' || n, stock_mode, price_grid
        from products, generate_series(1, ${MAX_PRODUCTS}) n where id = ${first.id}
      returning id`);
    const refs = [first, ...copies.rows].map((p) => ({ companyId: shop.company.id, productId: p.id as string }));
    const list = await create(me, { name: 'Many', products: refs.slice(0, MAX_PRODUCTS) });
    expect(list.products).toHaveLength(MAX_PRODUCTS);
    const full = await call(me, 'PUT', '/wishlist', { id: list.id, add: [refs[MAX_PRODUCTS]] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'wishlistFull', details: { max: MAX_PRODUCTS } });
    const swap = await call(me, 'PUT', '/wishlist', { id: list.id, add: [refs[MAX_PRODUCTS]], remove: [refs[0]] });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(productIds(swap.json())).toContain(refs[MAX_PRODUCTS].productId);
    expect(productIds(swap.json())).not.toContain(refs[0].productId);
  });

  it('deletes a list with its products, leaving the products in their shops', async () => {
    const list = await create(me, { name: 'Gone', products: [alps.refs[0]] });
    const res = await call(me, 'DELETE', `/wishlist/${list.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(me, 'GET', `/wishlist/${list.id}`)).statusCode).toBe(404);
    const product = await app.inject({
      method: 'GET',
      url: `/v2/products/byId/${alps.refs[0].productId}`,
      headers: alps.headers,
    });
    expect(product.statusCode).toBe(200);
  });

  it('is for marketplace customers only', async () => {
    for (const headers of [alps.headers, {}]) {
      expect((await call(headers, 'GET', '/wishlist')).statusCode).toBe(401);
      expect((await call(headers, 'POST', '/wishlist', { name: 'Staff' })).statusCode).toBe(401);
    }
  });
});
