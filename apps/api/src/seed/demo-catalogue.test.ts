import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeShop } from '../../test/factories.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

describe('demo catalogue', async () => {
  const { app, db } = await createTestApp();

  it('seeds a bike-and-ski shop the dashboard can show: products with units, packs, services', async () => {
    const { company, headers } = await makeShop(app, db);
    await seedDemoCatalogue(db, company.id);
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
});
