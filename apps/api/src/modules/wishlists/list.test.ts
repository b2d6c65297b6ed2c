import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { login, makeMarketplaceCustomer, makeShop, PASSWORD } from '../../../test/factories.ts';

describe('GET /v2/wishlist', async () => {
  // the lists are made months apart: sessions last a year
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2031-01-05T09:00:00Z');
  const customer = async () => {
    const { email } = await makeMarketplaceCustomer(app);
    return { 'x-access-token': await login(app, email, PASSWORD, '/v2/login/rental-place') };
  };
  const me = await customer();
  const other = await customer();
  const shop = await makeShop(app, db);
  const bikes = [await makeProduct(app, shop.headers, { name: 'A' }), await makeProduct(app, shop.headers)];
  const refs = bikes.map((b) => ({ companyId: shop.company.id, productId: b.id as string }));

  const create = async (headers: Record<string, string>, at: string, name: string, products = refs.slice(0, 0)) => {
    clock.set(at);
    const res = await app.inject({ method: 'POST', url: '/v2/wishlist', headers, payload: { name, products } });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id as string;
  };
  const skis = await create(me, '2031-01-10T09:00:00Z', 'skis', refs);
  const bikesList = await create(me, '2031-02-10T09:00:00Z', 'Bikes', refs.slice(0, 1));
  const kayaks = await create(me, '2031-03-10T09:00:00Z', 'Kayaks');
  await create(other, '2031-03-11T09:00:00Z', 'Bikes of another');
  clock.set('2031-04-01T09:00:00Z');
  await app.inject({ method: 'PUT', url: '/v2/wishlist', headers: me, payload: { id: skis, name: 'Skis' } });

  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/wishlist${query}`, headers: me });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string; name: string; productCount: number }[]; total: number };
  };
  const names = async (query: string) => (await list(query)).items.map((w) => w.name);

  it("lists the customer's own lists, last changed first, with how many products each holds", async () => {
    const answer = await list('');
    expect(answer).toMatchObject({ total: 3, limit: 50 });
    expect(answer.items).toEqual([
      {
        id: skis,
        name: 'Skis',
        productCount: 2,
        createdAt: '2031-01-10T09:00:00.000Z',
        updatedAt: '2031-04-01T09:00:00.000Z',
      },
      expect.objectContaining({ id: kayaks, productCount: 0 }),
      expect.objectContaining({ id: bikesList, name: 'Bikes', productCount: 1 }),
    ]);
  });

  it('filters by name and by dates (a date alone is a whole UTC day)', async () => {
    expect(await names('?name.contains=KAY')).toEqual(['Kayaks']);
    expect(await names('?name=Bikes')).toEqual(['Bikes']);
    expect(await names('?name.in=Bikes,Skis&sort=name__asc')).toEqual(['Bikes', 'Skis']);
    expect(await names('?name.regex=^[bk]&sort=createdAt__asc')).toEqual(['Bikes', 'Kayaks']);
    expect(await names('?createdAt.gte=2031-02-10&sort=createdAt__asc')).toEqual(['Bikes', 'Kayaks']);
    expect(await names('?createdAt.lte=2031-02-10&sort=createdAt__asc')).toEqual(['Skis', 'Bikes']);
    expect(await names('?updatedAt.lt=2031-03-31')).toEqual(['Kayaks', 'Bikes']);
  });

  it('sorts names whatever their case, and pages', async () => {
    expect(await names('?sort=name__desc')).toEqual(['Skis', 'Kayaks', 'Bikes']);
    const page = await list('?sort=name__asc&page=2&limit=2');
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.items.map((w) => w.name)).toEqual(['Skis']);
  });

  it('refuses filters and sorts it does not know, naming them', async () => {
    for (const [query, field] of [
      ['?shop=x', 'shop'],
      ['?sort=productCount__asc', 'sort'],
      ['?createdAt.gte=tomorrow', 'createdAt.gte'],
      ['?limit=101', 'limit'],
    ]) {
      const res = await app.inject({ method: 'GET', url: `/v2/wishlist${query}`, headers: me });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.field, query).toBe(field);
    }
  });
});
