import { categoryKey } from '@hirebase/shared';
import { addHistoryEvent } from '../modules/catalogue/history.ts';
import { priceGridToCents } from '../modules/catalogue/price-grid.ts';
import { qrValues } from '../modules/catalogue/qr-values.ts';
import { listCategories } from '../modules/catalogue/repository/categories.ts';
import { insertModel } from '../modules/catalogue/repository/models.ts';
import { insertPack, replacePackItems } from '../modules/catalogue/repository/packs.ts';
import { findOrCreateProductCategory } from '../modules/catalogue/repository/product-categories.ts';
import { insertProduct } from '../modules/catalogue/repository/products.ts';
import { insertService } from '../modules/catalogue/repository/services.ts';
import { insertUnits, replaceUnavailabilities } from '../modules/catalogue/repository/units.ts';
import type { Db } from '../platform/db/pool.ts';
import { newId } from '../platform/ids.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { DEMO_PACKS, DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue-data.ts';
import { demoPhoto, drawDemoPhotos, PRODUCT_DRAWINGS } from './demo-photos.ts';

/** Starts drawing the photos of every demo model and pack (each once per process), for the seed to find them ready. */
export const drawDemoCataloguePhotos = () =>
  drawDemoPhotos([...DEMO_PRODUCTS.map((p) => [PRODUCT_DRAWINGS[p.key]!]), ...DEMO_PACKS.map((p) => p.photo)]);

/**
 * Models with their photo, products with units, packs with theirs and services for the demo shop; `now` dates the
 * units' history.
 */
export async function seedDemoCatalogue(db: Db, companyId: string, storage: Storage, now = new Date()) {
  const photoEnv = { db, storage, companyId, now };
  drawDemoCataloguePhotos();
  const categories = await listCategories(db);
  const categoryId = (verticale: string, en: string) =>
    categories.find((c) => c.verticale === verticale && c.name.en === en)?.id ?? null;
  const productIds = new Map<string, string>();

  for (const [position, p] of DEMO_PRODUCTS.entries()) {
    const model = await insertModel(db, {
      companyId,
      id: newId(),
      name: p.model.name,
      brand: p.model.brand,
      verticale: p.model.verticale,
      categoryId: categoryId(p.model.verticale, p.model.category),
      description: p.model.description,
      sizes: p.model.sizes ?? [],
      pictures: await demoPhoto(photoEnv, [PRODUCT_DRAWINGS[p.key]!]),
    });
    const serialized = 'serials' in p.stock;
    // the shop's own category of the product, named as the platform's category in the shop's language: the
    // store's pages and filters group products by it
    const shelf = categories.find((c) => c.verticale === p.model.verticale && c.name.en === p.model.category);
    const shelfName = shelf?.name.fr ?? shelf?.name.en;
    const shopCategory = shelfName
      ? await findOrCreateProductCategory(db, {
          companyId,
          id: newId(),
          name: shelfName,
          nameKey: categoryKey(shelfName),
        })
      : null;
    const product = await insertProduct(db, {
      companyId,
      id: newId(),
      modelId: model.id,
      categoryId: shopCategory?.id ?? null,
      name: p.name,
      description: p.model.description,
      stockMode: serialized ? 'SERIALIZED' : 'QUANTITY',
      quantity: 'quantity' in p.stock ? p.stock.quantity : null,
      priceGrid: priceGridToCents(p.grid),
      depositCents: p.deposit * 100,
      bufferBeforeMinutes: p.buffers?.[0] ?? 0,
      bufferAfterMinutes: p.buffers?.[1] ?? 0,
      isLld: !!p.isLLD,
      lldMonthlyPriceCents: p.lldMonthly ? p.lldMonthly * 100 : null,
      insuranceEligible: !!p.insurance,
      position,
    });
    productIds.set(p.key, product.id);
    if ('serials' in p.stock) await seedUnits(db, companyId, product.id, p, now);
  }

  await seedPacks(photoEnv, productIds, categoryId);
  for (const [name, pricingMode, price] of [
    ['Livraison hôtel', 'PER_ORDER', 1500],
    ['Assurance casse', 'PER_DAY', 300],
    ['Antivol', 'PER_ITEM', 200],
    ['Fartage et affûtage', 'PER_ITEM', 1000],
  ] as const) {
    await insertService(db, {
      companyId,
      id: newId(),
      name,
      pricingMode,
      priceCents: price,
      description: null,
      mandatory: false,
    });
  }
}

async function seedUnits(db: Db, companyId: string, productId: string, p: DemoProduct, now: Date) {
  if (!('serials' in p.stock)) return;
  const [prefix, count] = p.stock.serials;
  const sizes = p.model.sizes ?? [];
  const units = await insertUnits(
    db,
    Array.from({ length: count }, (_, i) => ({
      companyId,
      id: newId(now.getTime() + i),
      productId,
      serialNumber: `${prefix}${String(101 + i).padStart(4, '0')}`,
      qrCodeValue: qrValues.next(),
      size: sizes.length > 0 ? sizes[i % sizes.length] : null,
      // One unit of each of the first products waits for a repair: the stock figures show it.
      ...(i === count - 1 && count > 5 ? { state: 'DAMAGED', inService: false, notes: 'Révision en atelier' } : {}),
    })),
  );
  await addHistoryEvent(
    db,
    units.map((u) => ({
      companyId,
      productId,
      subProductId: u.id,
      kind: 'created',
      data: { serialNumber: u.serialNumber, qrCodeValue: u.qrCodeValue, state: u.state, inService: u.inService },
      at: now,
    })),
  );
  if (p.key === 'ecity') {
    const start = new Date(now.getTime() + 14 * 86_400_000);
    await replaceUnavailabilities(db, companyId, units[0].id, 'LCD', [
      { id: newId(), start, end: new Date(start.getTime() + 3 * 86_400_000), reason: 'Salon du vélo électrique' },
    ]);
  }
}

async function seedPacks(
  photoEnv: Parameters<typeof demoPhoto>[0],
  productIds: Map<string, string>,
  categoryId: (verticale: string, en: string) => string | null,
) {
  const { db, companyId } = photoEnv;
  for (const pack of DEMO_PACKS) {
    const row = await insertPack(db, {
      companyId,
      id: newId(),
      name: pack.name,
      description: pack.description,
      type: pack.type,
      priceGrid: priceGridToCents(pack.grid),
      pictures: await demoPhoto(photoEnv, pack.photo),
    });
    await replacePackItems(
      db,
      companyId,
      row.id,
      pack.items.map(([target, quantity], position) => {
        const [verticale, category] = target.split(':');
        return {
          companyId,
          id: newId(),
          packId: row.id,
          productId: pack.type === 'PRODUCT' ? (productIds.get(target) ?? null) : null,
          categoryId: pack.type === 'CATEGORY' ? categoryId(verticale, category) : null,
          quantity,
          position,
        };
      }),
    );
  }
}
