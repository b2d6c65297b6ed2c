import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeShop } from '../../test/factories.ts';
import { packs, productModels, productPhotoFiles, products } from '../modules/catalogue/tables.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

// the store's server renderer from its source, as the web build bundles it
const renderer = fileURLToPath(new URL('../../../web/src/store/entry-server.tsx', import.meta.url));

describe('demo catalogue', async () => {
  const { app, db } = await createTestApp({ STORE_RENDERER: renderer });

  it('seeds a bike-and-ski shop the dashboard can show: products with units, packs, services', async () => {
    const { company, headers } = await makeShop(app, db);
    await seedDemoCatalogue(db, company.id, app.deps.storage);
    const get = async (url: string) => (await app.inject({ method: 'GET', url: `/v2${url}`, headers })).json();
    const products = await get('/products/getByCompany?limit=100');
    expect(products.total).toBe(15);
    const byName = new Map(products.items.map((p: { name: string }) => [p.name, p]));
    expect(byName.get('Vélo de ville Trek FX 2')).toMatchObject({
      priceGrid: {
        halfDay: 15,
        days: [
          { days: 1, price: 22 },
          { days: 2, price: 40 },
          { days: 7, price: 95 },
        ],
        extraDay: 12,
      },
      stock: { total: 8, inService: 7, outOfService: 1 },
      productModel: { brand: 'Trek', verticale: 'BIKE', categoryId: expect.any(String) },
    });
    expect(byName.get('Casque vélo')).toMatchObject({ stockMode: 'QUANTITY', stock: { total: 25 } });
    expect(
      products.items.every((p: { productModel: { categoryId: string | null } }) => p.productModel.categoryId),
    ).toBe(true);
    expect((await get('/products/getByCompany?verticale=SKI&limit=100')).total).toBe(7);

    const packs = await get('/pack/byCompany');
    expect(packs.items.map((p: { name: string }) => p.name)).toEqual([
      'Découverte VAE',
      'Famille vélo',
      'Ski complet',
      'Ski complet enfant',
    ]);
    const skiPack = packs.items.find((p: { name: string }) => p.name === 'Ski complet');
    expect(skiPack.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Skis adulte Rossignol Experience 82',
      'Chaussures de ski Salomon S/Pro',
      'Bâtons de ski Leki',
    ]);
    const vae = packs.items.find((p: { name: string }) => p.name === 'Découverte VAE');
    expect(vae.items.every((i: { category: object | null }) => i.category !== null)).toBe(true);
    const services = await get('/service/getByCompany');
    expect(services.items.map((s: { name: string; pricingMode: string }) => [s.name, s.pricingMode])).toEqual([
      ['Antivol', 'PER_ITEM'],
      ['Assurance casse', 'PER_DAY'],
      ['Fartage et affûtage', 'PER_ITEM'],
      ['Livraison hôtel', 'PER_ORDER'],
    ]);
    const trek = await get(`/products/byId/${(byName.get('Vélo de ville Trek FX 2') as { id: string }).id}`);
    const scanned = await get(`/products/subProduct/qrCode/${trek.subProducts[0].qrCodeValue}`);
    expect(scanned).toMatchObject({
      serialNumber: 'WTU28410101',
      size: 'S',
      product: { name: 'Vélo de ville Trek FX 2' },
    });
  });

  it('gives every model and pack a drawn photo kept as uploaded ones are, which the store pages show', async () => {
    const { company } = await makeShop(app, db);
    await seedDemoCatalogue(db, company.id, app.deps.storage);
    const models = await db.select().from(productModels).where(eq(productModels.companyId, company.id));
    const packRows = await db.select().from(packs).where(eq(packs.companyId, company.id));
    const pictures = [...models, ...packRows].map((row) => row.pictures);
    expect(pictures).toHaveLength(19);
    expect(pictures.every((p) => p.length === 1)).toBe(true);
    // each its own stored photo, noted as uploaded photos are (the orphan sweep finds them named)
    const keys = pictures.flat();
    expect(new Set(keys).size).toBe(19);
    const noted = await db.select().from(productPhotoFiles).where(eq(productPhotoFiles.companyId, company.id));
    expect(noted.map((f) => `images/${company.id}/product-photos/${f.id}.webp`).sort()).toEqual([...keys].sort());
    // both versions served as WebP: the page's 800 × 800 photo and its 200 × 200 thumbnail
    const served = async (key: string) => {
      const res = await app.inject({ method: 'GET', url: `/v2/files/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      return { width, height, format };
    };
    expect(await served(keys[0]!)).toEqual({ width: 800, height: 800, format: 'webp' });
    expect(await served(keys[0]!.replace('/product-photos/', '/product-thumbs/'))).toEqual({
      width: 200,
      height: 200,
      format: 'webp',
    });

    // the store's home shows the cards' thumbnails, lazy below a grid's first row; a product page its main photo at
    // once, with its name
    const home = (await app.inject({ method: 'GET', url: `/store/${company.slug}` })).body;
    const cards = [...home.matchAll(/<img src="(\/v2\/files\/images\/[^"]+)"([^>]*)>/g)];
    expect(cards.length).toBeGreaterThan(2);
    // browsed by the shop's own categories, named in the shop's language
    expect(home).toMatch(/<a href="\/store\/[^/"]+\/c\/[0-9a-f-]{36}">Vélos de ville<\/a>/);
    for (const [, src, rest] of cards) {
      expect(src).toContain('/product-thumbs/');
      expect(rest).toMatch(/alt="[^"]*"/);
      expect(rest).toContain('width="200" height="200"');
      expect(rest).toMatch(/loading="(lazy|eager)"/);
    }
    expect(cards.filter(([, , rest]) => rest.includes('loading="lazy"')).length).toBeGreaterThan(0);
    const grid = home.slice(home.indexOf('<ul class="grid">'));
    const firstRow = [...grid.matchAll(/<img [^>]*>/g)].slice(0, 2);
    for (const [img] of firstRow) expect(img).toContain('loading="eager"');
    const trek = models.find((m) => m.name === 'Trek FX 2')!;
    const [trekProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, company.id), eq(products.modelId, trek.id)));
    const product = (await app.inject({ method: 'GET', url: `/store/${company.slug}/p/${trekProduct!.id}` })).body;
    const main = product.match(/<img src="\/v2\/files\/(images\/[^"]+)"([^>]*)>/)!;
    expect(main[1]).toBe(trek.pictures[0]);
    expect(main[2]).toContain('width="800" height="800"');
    expect(main[2]).toContain('alt="');
    expect(main[2]).not.toContain('loading="lazy"');
  });
});
