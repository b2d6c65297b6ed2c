import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeStoreShop } from '../../../test/factories/online-store.ts';
import { anonymous } from '../../platform/http/actor.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { storeOfSlug, storeProduct, storeProducts } from './index.ts';

describe('online store: reads for the store pages', async () => {
  const { app, db } = await createTestApp();
  const ctx = { db, actor: anonymous, companyId: null, now: new Date(), log: app.log, deps: app.deps } as Ctx;
  const shop = await makeStoreShop(app, db);
  const other = await makeStoreShop(app, db);

  it('finds a store by its slug, and by a former slug with the slug it moved to', async () => {
    await giveSettings(db, shop.company.id, {
      onlineStore: { ...DEFAULTS.onlineStore, description: { fr: 'Vélos au bord du lac' } },
    });
    const store = await storeOfSlug(ctx, shop.company.slug);
    expect(store).toMatchObject({
      companyId: shop.company.id,
      name: shop.company.name,
      slug: shop.company.slug,
      movedTo: null,
      description: 'Vélos au bord du lac',
      showPricing: true,
      theme: { primaryColor: DEFAULTS.theme.primaryColor },
      images: { logo: null },
    });
    const moved = await app.inject({
      method: 'PUT',
      url: '/v2/company/updateSlug',
      headers: shop.headers,
      payload: { slug: `${shop.company.slug}-lac` },
    });
    expect(moved.statusCode).toBe(200);
    expect(await storeOfSlug(ctx, shop.company.slug)).toMatchObject({
      companyId: shop.company.id,
      slug: `${shop.company.slug}-lac`,
      movedTo: `${shop.company.slug}-lac`,
    });
    await expect(storeOfSlug(ctx, 'no-such-shop')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists the shown products and one product with all its photos', async () => {
    const list = await storeProducts(ctx, shop.company.id);
    expect(list.items.map((i) => i.name)).toEqual(['E-bike', 'City bike']);
    expect(list.items[0]!.fromPrice).toEqual({ per: 'days', amount: 45, days: 1 });
    const detail = await storeProduct(ctx, shop.company.id, shop.ebike.id);
    expect(detail).toMatchObject({ id: shop.ebike.id, name: 'E-bike', sizes: ['S', 'M', 'L'] });
    expect(detail.photos.map((p) => p.url)).toEqual(shop.pictures.map((k) => `/v2/files/${k}`));
  });

  it("answers 404 for a hidden product, another shop's product, or a store switched off", async () => {
    await expect(storeProduct(ctx, shop.company.id, shop.hidden.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(storeProduct(ctx, shop.company.id, other.ebike.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(storeProduct(ctx, shop.company.id, 'not-an-id')).rejects.toMatchObject({ statusCode: 404 });
    await expect(storeProducts(ctx, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${other.company.id}`);
    await expect(storeOfSlug(ctx, other.company.slug)).rejects.toMatchObject({ statusCode: 404 });
    await expect(storeProducts(ctx, other.company.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
