import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct, makeService } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { packItems, productVerticaleCategories, services } from './tables.ts';

describe('packs and services', async () => {
  const { app, db } = await createTestApp();
  const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });
  const categories = await db.select().from(productVerticaleCategories);
  const category = (verticale: string, en: string) => {
    const found = categories.find((c) => c.verticale === verticale && c.name.en === en);
    if (!found) throw new Error(`no category ${en}`);
    return found;
  };

  it('creates a PRODUCT pack with its items and price grid', async () => {
    const { headers } = await makeShop(app, db);
    const skis = await makeProduct(app, headers, { name: 'Skis' });
    const boots = await makeProduct(app, headers, { name: 'Chaussures', stockMode: 'QUANTITY', quantity: 30 });
    const pack = await makePack(app, headers, {
      name: 'Ski complet',
      description: 'Skis, chaussures et bâtons',
      items: [{ productId: skis.id }, { productId: boots.id, quantity: 2 }],
      priceGrid: {
        days: [
          { days: 1, price: 38 },
          { days: 6, price: 180.5 },
        ],
        extraDay: 30,
      },
      pictures: ['packs/ski.jpg'],
    });
    expect(pack).toMatchObject({
      name: 'Ski complet',
      type: 'PRODUCT',
      items: [
        { productId: skis.id, product: { id: skis.id, name: 'Skis' }, categoryId: null, category: null, quantity: 1 },
        { productId: boots.id, product: { id: boots.id, name: 'Chaussures' }, quantity: 2 },
      ],
      priceGrid: {
        days: [
          { days: 1, price: 38 },
          { days: 6, price: 180.5 },
        ],
        extraDay: 30,
      },
      isLCD: true,
      isLLD: false,
      online: true,
      pictures: ['packs/ski.jpg'],
    });
    expect((await call(headers, 'GET', `/pack/byId/${pack.id}`)).json()).toEqual(pack);
  });

  it('creates a CATEGORY pack and checks the item kinds', async () => {
    const { headers } = await makeShop(app, db);
    const skisCategory = category('SKI', 'Alpine skis');
    const bootsCategory = category('SKI', 'Ski boots');
    const pack = await makePack(app, headers, {
      name: 'Ski au choix',
      type: 'CATEGORY',
      items: [{ categoryId: skisCategory.id }, { categoryId: bootsCategory.id }],
    });
    expect(pack.items).toMatchObject([
      { categoryId: skisCategory.id, category: { verticale: 'SKI', name: { fr: 'Skis alpins' } }, productId: null },
      { categoryId: bootsCategory.id, category: { name: { en: 'Ski boots' } } },
    ]);
    const product = await makeProduct(app, headers);
    const mixed = await call(headers, 'POST', '/pack/create-pack', {
      name: 'Mix',
      type: 'CATEGORY',
      items: [{ productId: product.id }],
      priceGrid: { days: [{ days: 1, price: 10 }] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().details.field).toBe('items[0]');
    const unknownCategory = await call(headers, 'POST', '/pack/create-pack', {
      name: 'Mix',
      type: 'CATEGORY',
      items: [{ categoryId: '0190f5a4-7b1c-7d2e-8f00-0123456789ab' }],
      priceGrid: { days: [{ days: 1, price: 10 }] },
    });
    expect(unknownCategory.statusCode).toBe(404);
    const twice = await call(headers, 'POST', '/pack/create-pack', {
      name: 'Twice',
      type: 'PRODUCT',
      items: [{ productId: product.id }, { productId: product.id }],
      priceGrid: { days: [{ days: 1, price: 10 }] },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a product of another company in a pack', async () => {
    const shop = await makeShop(app, db);
    const other = await makeShop(app, db);
    const foreign = await makeProduct(app, other.headers);
    const res = await call(shop.headers, 'POST', '/pack/create-pack', {
      name: 'Stolen',
      type: 'PRODUCT',
      items: [{ productId: foreign.id }],
      priceGrid: { days: [{ days: 1, price: 10 }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().details.entity).toBe('product');
    expect((await call(shop.headers, 'GET', '/pack/byCompany')).json().total).toBe(0);
  });

  it('saves over a pack with its id, duplicates it with its items, lists, searches and deletes', async () => {
    const { headers, company } = await makeShop(app, db);
    const a = await makeProduct(app, headers, { name: 'Vélo adulte' });
    const b = await makeProduct(app, headers, { name: 'Vélo enfant' });
    const pack = await makePack(app, headers, { name: 'Famille vélo', items: [{ productId: a.id, quantity: 2 }] });
    const saved = await call(headers, 'POST', '/pack/create-pack', {
      id: pack.id,
      name: 'Famille vélo',
      type: 'PRODUCT',
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 2 },
      ],
      priceGrid: { days: [{ days: 1, price: 70 }] },
      isLLD: true,
    });
    expect(saved.json()).toMatchObject({ id: pack.id, isLLD: true, items: [{ quantity: 2 }, { productId: b.id }] });
    const rows = await db
      .select()
      .from(packItems)
      .where(and(eq(packItems.companyId, company.id), eq(packItems.packId, pack.id)));
    expect(rows).toHaveLength(2);

    const copy = (await call(headers, 'POST', `/pack/duplicate-pack/${pack.id}`, {})).json();
    expect(copy).toMatchObject({ name: 'Famille vélo (copy)', isLLD: true });
    expect(copy.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [a.id, 2],
      [b.id, 2],
    ]);
    expect(copy.items[0].id).not.toBe(saved.json().items[0].id);
    await makePack(app, headers, { name: 'Journée rando', items: [{ productId: a.id }] });

    const all = (await call(headers, 'GET', '/pack/byCompany')).json();
    expect(all).toMatchObject({ total: 3, page: 1 });
    expect(all.items.map((p: { name: string }) => p.name)).toEqual([
      'Famille vélo',
      'Famille vélo (copy)',
      'Journée rando',
    ]);
    expect((await call(headers, 'GET', '/pack/getByCompanyLLD')).json().total).toBe(2);
    const byName = await call(headers, 'GET', `/pack/byName/${encodeURIComponent('FAMILLE')}`);
    expect(byName.json().map((p: { id: string }) => p.id)).toEqual([pack.id, copy.id]);

    expect((await call(headers, 'DELETE', `/pack/delete/${copy.id}`)).json()).toEqual({ ok: true });
    expect((await call(headers, 'GET', `/pack/byId/${copy.id}`)).statusCode).toBe(404);
    expect((await call(headers, 'GET', '/pack/byCompany')).json().total).toBe(2);
    expect((await call(headers, 'DELETE', `/pack/delete/${copy.id}`)).statusCode).toBe(404);
    const unknownId = await call(headers, 'POST', '/pack/create-pack', {
      id: copy.id,
      name: 'Ghost',
      type: 'PRODUCT',
      items: [{ productId: a.id }],
      priceGrid: { days: [{ days: 1, price: 10 }] },
    });
    expect(unknownId.statusCode).toBe(404);
  });

  it('creates services in each pricing mode with their VAT, in cents and basis points', async () => {
    const { headers, company } = await makeShop(app, db);
    const delivery = await makeService(app, headers, { name: 'Livraison hôtel', pricingMode: 'PER_ORDER', price: 15 });
    const cover = await makeService(app, headers, {
      name: 'Assurance casse',
      pricingMode: 'PER_DAY',
      price: 2.5,
      vatRate: 20,
      mandatory: true,
    });
    const lock = await makeService(app, headers, {
      name: 'Antivol',
      pricingMode: 'PER_ITEM',
      price: 3,
      vatRate: 5.5,
      isLLD: true,
      online: false,
    });
    expect(delivery).toMatchObject({
      pricingMode: 'PER_ORDER',
      price: 15,
      vatRate: null,
      mandatory: false,
      isLCD: true,
    });
    expect(cover).toMatchObject({ pricingMode: 'PER_DAY', price: 2.5, vatRate: 20, mandatory: true });
    expect(lock).toMatchObject({ pricingMode: 'PER_ITEM', price: 3, vatRate: 5.5, isLLD: true, online: false });
    const rows = await db.select().from(services).where(eq(services.companyId, company.id));
    expect(rows.map((r) => [r.name, r.priceCents, r.vatRateBp]).sort()).toEqual([
      ['Antivol', 300, 550],
      ['Assurance casse', 250, 2000],
      ['Livraison hôtel', 1500, null],
    ]);
    const bad = await call(headers, 'POST', '/service/create-service', {
      name: 'X',
      pricingMode: 'PER_WEEK',
      price: 1,
    });
    expect(bad.statusCode).toBe(400);
    const decimals = await call(headers, 'POST', '/service/create-service', {
      name: 'X',
      pricingMode: 'PER_DAY',
      price: 1.234,
    });
    expect(decimals.json().details.field).toBe('price');

    const list = (await call(headers, 'GET', '/service/getByCompany')).json();
    expect(list.items.map((s: { name: string }) => s.name)).toEqual(['Antivol', 'Assurance casse', 'Livraison hôtel']);
    expect((await call(headers, 'GET', '/service/getByCompany?pricingMode=PER_DAY')).json().items).toHaveLength(1);
    expect(
      (await call(headers, 'GET', '/service/getByCompanyLLD')).json().items.map((s: { id: string }) => s.id),
    ).toEqual([lock.id]);
    expect((await call(headers, 'GET', '/service/byName/assur')).json().map((s: { id: string }) => s.id)).toEqual([
      cover.id,
    ]);
    expect((await call(headers, 'GET', '/service/byNameLLD/assur')).json()).toEqual([]);
    expect((await call(headers, 'GET', '/service/byNameLLD/anti')).json().map((s: { id: string }) => s.id)).toEqual([
      lock.id,
    ]);
    expect((await call(headers, 'GET', `/service/byId/${cover.id}`)).json()).toEqual(cover);
  });

  it('saves over, duplicates and deletes services', async () => {
    const { headers } = await makeShop(app, db);
    const service = await makeService(app, headers);
    const saved = await call(headers, 'POST', '/service/create-service', {
      id: service.id,
      name: 'Livraison hôtel Annecy',
      pricingMode: 'PER_ORDER',
      price: 20,
    });
    expect(saved.json()).toMatchObject({ id: service.id, name: 'Livraison hôtel Annecy', price: 20 });
    const copy = (
      await call(headers, 'POST', `/service/duplicate-service/${service.id}`, { name: 'Reprise hôtel' })
    ).json();
    expect(copy).toMatchObject({ name: 'Reprise hôtel', price: 20, pricingMode: 'PER_ORDER' });
    expect((await call(headers, 'DELETE', `/service/delete/${service.id}`)).json()).toEqual({ ok: true });
    expect((await call(headers, 'GET', `/service/byId/${service.id}`)).statusCode).toBe(404);
    const left = (await call(headers, 'GET', '/service/getByCompany')).json();
    expect(left.items.map((s: { id: string }) => s.id)).toEqual([copy.id]);
  });
});
