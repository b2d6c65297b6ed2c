import { parse } from 'csv-parse/sync';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import {
  productModels,
  products,
  productVerticaleCategories,
  subProducts,
} from '../../src/modules/catalogue/tables.ts';
import type { Database } from '../../src/platform/db/pool.ts';
import { makePack, makeProduct, makeProductModel, makeUnits } from './catalogue.ts';

type Headers = Record<string, string>;

async function categoryId(db: Database, verticale: string, en: string) {
  const all = await db.select().from(productVerticaleCategories);
  const found = all.find((c) => c.verticale === verticale && c.name.en === en);
  if (!found) throw new Error(`no category ${en}`);
  return found.id;
}

/**
 * A ski shop's catalogue: serialised skis (3 units, a week and a fortnight tier, a low season, LLD), helmets counted by
 * quantity, a bike without units yet; a PRODUCT pack and a CATEGORY pack.
 */
export async function makeSkiCatalogue(app: App, db: Database, headers: Headers) {
  const skiModel = await makeProductModel(app, headers, {
    name: 'Rossignol Experience 86',
    verticale: 'SKI',
    brand: 'Rossignol',
    categoryId: await categoryId(db, 'SKI', 'Alpine skis'),
    sizes: ['160', '170', '180'],
  });
  const skis = await makeProduct(app, headers, {
    productModelId: skiModel.id,
    name: 'Ski adulte Experience',
    priceGrid: {
      halfDay: 18.5,
      halfDayHours: 4.5,
      days: [
        { days: 1, price: 29 },
        { days: 2, price: 55 },
        { days: 7, price: 160 },
        { days: 14, price: 290 },
      ],
      extraDay: 19.9,
      lowSeason: { days: [{ days: 1, price: 22 }], extraDay: 15 },
    },
    deposit: 300,
    bufferBeforeMinutes: 30,
    bufferAfterMinutes: 15,
    isLLD: true,
    online: false,
    insuranceEligible: true,
    vatRate: 5.5,
    lldMonthlyPrice: 59.9,
  });
  const units = await makeUnits(app, headers, skis.id, [
    { serialNumber: 'ROS-86-001', size: '170', notes: 'Carres refaites; "fartage" 01/2026\nà surveiller' },
    { serialNumber: 'ROS-86-002', state: 'DAMAGED', inService: false, size: '180' },
    { qrCodeValue: 'RACK-12' },
  ]);
  const helmetModel = await makeProductModel(app, headers, {
    name: 'Smith Mission',
    verticale: 'SKI',
    brand: 'Smith',
    categoryId: await categoryId(db, 'SKI', 'Ski helmets'),
    sizes: [],
  });
  const helmets = await makeProduct(app, headers, {
    productModelId: helmetModel.id,
    name: 'Casque',
    stockMode: 'QUANTITY',
    quantity: 25,
    priceGrid: { hourly: 2, days: [{ days: 1, price: 5 }] },
  });
  const bikeModel = await makeProductModel(app, headers, { name: 'Trek FX 3', brand: null, sizes: [] });
  const bike = await makeProduct(app, headers, { productModelId: bikeModel.id, name: 'Vélo de ville' });
  const skiPack = await makePack(app, headers, {
    name: 'Pack ski + casque',
    items: [{ productId: skis.id }, { productId: helmets.id, quantity: 2 }],
    priceGrid: {
      days: [
        { days: 1, price: 32 },
        { days: 7, price: 175.5 },
      ],
    },
    isLLD: true,
  });
  const discoveryPack = await makePack(app, headers, {
    name: 'Pack découverte',
    type: 'CATEGORY',
    description: 'Skis et chaussures au choix',
    items: [
      { categoryId: await categoryId(db, 'SKI', 'Alpine skis') },
      { categoryId: await categoryId(db, 'SKI', 'Ski boots') },
    ],
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 30 }] },
    online: false,
  });
  return { skis, units, helmets, bike, skiPack, discoveryPack };
}

/** The rows of a CSV answer (BOM, `;`), header first. */
export function csvRows(payload: Buffer): string[][] {
  return parse(payload.subarray(3).toString('utf8'), { delimiter: ';', record_delimiter: '\r\n' });
}

/** The company's live catalogue as plain data, comparable across companies (no ids, no dates). */
export async function catalogueSnapshot(db: Database, companyId: string) {
  const rows = await db
    .select({ product: products, model: productModels })
    .from(products)
    .innerJoin(
      productModels,
      and(eq(productModels.companyId, products.companyId), eq(productModels.id, products.modelId)),
    )
    .where(and(eq(products.companyId, companyId), isNull(products.deletedAt)))
    .orderBy(asc(products.name));
  const units = await db
    .select()
    .from(subProducts)
    .where(and(eq(subProducts.companyId, companyId), isNull(subProducts.deletedAt)))
    .orderBy(asc(subProducts.qrCodeValue));
  return rows.map(({ product: p, model: m }) => ({
    model: { name: m.name, verticale: m.verticale, categoryId: m.categoryId, brand: m.brand, sizes: m.sizes },
    name: p.name,
    stockMode: p.stockMode,
    quantity: p.quantity,
    priceGrid: p.priceGrid,
    depositCents: p.depositCents,
    buffers: [p.bufferBeforeMinutes, p.bufferAfterMinutes],
    flags: { isLcd: p.isLcd, isLld: p.isLld, online: p.online, insuranceEligible: p.insuranceEligible },
    vatRateBp: p.vatRateBp,
    lldMonthlyPriceCents: p.lldMonthlyPriceCents,
    units: units
      .filter((u) => u.productId === p.id)
      .map((u) => ({
        serialNumber: u.serialNumber,
        qrCodeValue: u.qrCodeValue,
        state: u.state,
        inService: u.inService,
        size: u.size,
        notes: u.notes,
      })),
  }));
}
