import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUniverse } from '../../../test/factories/availability.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeStoreShop } from '../../../test/factories/online-store.ts';
import { DEFAULTS } from '../company-settings/sections.ts';

describe('online store: item lists', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2031-03-10T08:00:00Z');
  const get = (url: string) => app.inject({ method: 'GET', url: `/v2/online-store${url}` });
  const shop = await makeStoreShop(app, db);
  const companyId = shop.company.id;
  const universe = await makeUniverse(app, shop.headers, 'Électriques', [shop.ebikeModel.id]);

  it('lists the shown products with their first photo, "from" price, category and universes', async () => {
    const res = await get(`/items/${companyId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 50 });
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['E-bike', 'City bike']);
    expect(body.items[0]).toMatchObject({
      id: shop.ebike.id,
      brand: 'Moustache',
      modelId: shop.ebikeModel.id,
      photo: {
        url: `/v2/files/${shop.pictures[0]}`,
        thumbnailUrl: `/v2/files/${shop.pictures[0]!.replace('product-photos', 'product-thumbs')}`,
      },
      fromPrice: { per: 'days', amount: 45, days: 1 },
      monthlyPrice: null,
      deposit: 150,
      category: { name: 'E-bikes' },
      universes: [{ id: universe.id, title: 'Électriques' }],
      rentalTypes: ['LCD'],
      stockMode: 'QUANTITY',
    });
    // the city bike's grid has a half-day price: its shortest rental
    expect(body.items[1]).toMatchObject({ photo: null, fromPrice: { per: 'halfDay', amount: 15, days: null } });
    expect(res.body).not.toContain(shop.hidden.id);
  });

  it('filters by universe, category and search, and pages', async () => {
    const names = async (query: string) =>
      (await get(`/items/${companyId}?${query}`)).json().items.map((i: { name: string }) => i.name);
    expect(await names(`universe=${universe.id}`)).toEqual(['E-bike']);
    expect(await names(`category=${shop.ebike.category.id}`)).toEqual(['E-bike']);
    expect(await names('search=moustache')).toEqual(['E-bike']);
    expect(await names('search=city')).toEqual(['City bike']);
    expect(await names('search=100%25')).toEqual([]);
    expect(await names('rentalType=LLD')).toEqual([]);
    const second = (await get(`/items/${companyId}?page=2&limit=1`)).json();
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ name: 'City bike' }] });
  });

  it('hides prices when the shop does', async () => {
    const other = await makeStoreShop(app, db);
    await giveSettings(db, other.company.id, { onlineStore: { ...DEFAULTS.onlineStore, showPricing: false } });
    const body = (await get(`/items/${other.company.id}`)).json();
    expect(body.items[0]).toMatchObject({ name: 'E-bike', fromPrice: null, deposit: 150 });
  });

  it('answers the featured products in the chosen order, skipping one hidden since', async () => {
    const other = await makeStoreShop(app, db);
    await giveSettings(db, other.company.id, {
      onlineStore: { ...DEFAULTS.onlineStore, featuredIds: [other.cityBike.id, other.hidden.id, other.ebike.id] },
    });
    const body = (await get(`/items-featured/${other.company.id}`)).json();
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([other.cityBike.id, other.ebike.id]);
    expect((await get(`/items-featured/${companyId}`)).json()).toEqual({ items: [] });
  });

  it('answers an item of the day that stays all day and changes the next day', async () => {
    const first = (await get(`/items-day/${companyId}`)).json();
    expect(first.day).toBe('2031-03-10');
    expect([shop.ebike.id, shop.cityBike.id]).toContain(first.item.id);
    clock.set('2031-03-10T22:30:00Z'); // 23:30 in Paris: still the 10th
    expect((await get(`/items-day/${companyId}`)).json().item.id).toBe(first.item.id);
    clock.set('2031-03-11T08:00:00Z');
    const next = (await get(`/items-day/${companyId}`)).json();
    expect(next.day).toBe('2031-03-11');
    expect(next.item.id).not.toBe(first.item.id);
    clock.set('2031-03-10T08:00:00Z');
  });

  it('answers 404 for an unknown company, an archived one, or one whose store is off', async () => {
    expect((await get(`/items/${randomUUID()}`)).json()).toMatchObject({ statusCode: 404, code: 'notFound' });
    const off = await makeStoreShop(app, db);
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${off.company.id}`);
    expect((await get(`/items/${off.company.id}`)).statusCode).toBe(404);
    expect((await get(`/items-featured/${off.company.id}`)).statusCode).toBe(404);
    expect((await get(`/items-day/${off.company.id}`)).statusCode).toBe(404);
    const archived = await makeStoreShop(app, db);
    await db.execute(sql`update companies set account_status = 'ARCHIVED' where id = ${archived.company.id}`);
    expect((await get(`/items/${archived.company.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    expect((await get('/items/not-a-uuid')).json()).toMatchObject({ statusCode: 400, details: { field: 'companyId' } });
    expect((await get(`/items/${companyId}?limit=0`)).json()).toMatchObject({ details: { field: 'limit' } });
    expect((await get(`/items/${companyId}?universe=x`)).json()).toMatchObject({ details: { field: 'universe' } });
    expect((await get(`/items/${companyId}?rentalType=SHORT`)).json()).toMatchObject({
      details: { field: 'rentalType' },
    });
  });
});
