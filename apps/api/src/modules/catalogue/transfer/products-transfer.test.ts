import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { catalogueSnapshot, csvRows, makeSkiCatalogue } from '../../../../test/factories/catalogue-transfer.ts';
import { finishedImport, uploadCsv } from '../../../../test/factories/imports.ts';
import { makeAdmin, makeShop } from '../../../../test/factories.ts';
import { productHistoryEvents, productModels, products, subProducts } from '../tables.ts';

const GRID = ['hourly', 'halfDay', 'halfDayHours', ...[1, 2, 3, 4, 5, 6, 7, 14].map((d) => `day${d}`), 'extraDay'];
const HEADER = [
  ...['modelName', 'verticale', 'category', 'brand', 'sizes', 'productName', 'stockMode', 'quantity'],
  ...GRID,
  ...GRID.map((c) => `lowSeason.${c}`),
  ...['deposit', 'bufferBeforeMinutes', 'bufferAfterMinutes', 'isLCD', 'isLLD', 'online', 'insuranceEligible'],
  ...['vatRate', 'lldMonthlyPrice', 'serialNumber', 'qrCodeValue', 'state', 'inService', 'size', 'notes'],
];

describe('catalogue export and products import', async () => {
  const { app, db } = await createTestApp();
  const { headers: adminHeaders } = await makeAdmin(app, db);
  const exportOf = (companyId: string) =>
    app.inject({
      method: 'GET',
      url: `/v2/admin/company/export-company-catalogue/${companyId}`,
      headers: adminHeaders,
    });
  const importInto = async (companyId: string, csv: Buffer | string) => {
    const res = await uploadCsv(app, `/v2/admin/company/upload-products/${companyId}`, adminHeaders, csv);
    expect(res.statusCode, res.body).toBe(202);
    return finishedImport(app, adminHeaders, res.json().id);
  };
  const tally = async (companyId: string) => {
    const n = async (table: typeof products | typeof productModels | typeof subProducts) =>
      (await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0].n;
    return { models: await n(productModels), products: await n(products), units: await n(subProducts) };
  };

  it('exports one row per unit and per quantity product, in the documented layout', async () => {
    const shop = await makeShop(app, db);
    const { units } = await makeSkiCatalogue(app, db, shop.headers);
    const res = await exportOf(shop.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="catalogue-${shop.company.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toContain(`;notes\r\nRossignol Experience 86;SKI;`);
    const [header, ...rows] = csvRows(res.rawPayload);
    expect(header).toEqual(HEADER);
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(records.map((r) => [r.productName, r.serialNumber, r.qrCodeValue])).toEqual([
      ['Ski adulte Experience', 'ROS-86-001', units[0].qrCodeValue],
      ['Ski adulte Experience', 'ROS-86-002', units[1].qrCodeValue],
      ['Ski adulte Experience', '', 'RACK-12'],
      ['Casque', '', ''],
      ['Vélo de ville', '', ''],
    ]);
    expect(records[0]).toMatchObject({
      category: 'Skis alpins',
      brand: 'Rossignol',
      sizes: '160|170|180',
      stockMode: 'SERIALIZED',
      quantity: '',
      halfDay: '18,5',
      halfDayHours: '4,5',
      day1: '29',
      day2: '55',
      day3: '',
      day7: '160',
      day14: '290',
      extraDay: '19,9',
      'lowSeason.day1': '22',
      'lowSeason.extraDay': '15',
      deposit: '300',
      bufferBeforeMinutes: '30',
      bufferAfterMinutes: '15',
      isLCD: 'yes',
      isLLD: 'yes',
      online: 'no',
      insuranceEligible: 'yes',
      vatRate: '5,5',
      lldMonthlyPrice: '59,9',
      state: 'GOOD',
      inService: 'yes',
      size: '170',
      notes: 'Carres refaites; "fartage" 01/2026\nà surveiller',
    });
    expect(records[1]).toMatchObject({ state: 'DAMAGED', inService: 'no', size: '180' });
    expect(records[3]).toMatchObject({ stockMode: 'QUANTITY', quantity: '25', hourly: '2', day1: '5', vatRate: '' });
    expect(records[4]).toMatchObject({ modelName: 'Trek FX 3', verticale: 'BIKE', category: '', brand: '' });
  });

  it('imports its own export into an empty company: the same models, products, prices and units', async () => {
    const source = await makeShop(app, db);
    await makeSkiCatalogue(app, db, source.headers);
    const exported = await exportOf(source.company.id);
    const target = await makeShop(app, db);
    const job = await importInto(target.company.id, exported.rawPayload);
    expect(job).toMatchObject({ status: 'done', kind: 'products', totalRows: 5, imported: 5, updated: 0, skipped: 0 });
    const copied = await catalogueSnapshot(db, target.company.id);
    expect(copied).toEqual(await catalogueSnapshot(db, source.company.id));
    expect(copied.find((p) => p.name === 'Ski adulte Experience')).toMatchObject({
      priceGrid: {
        halfDay: 1850,
        halfDayHours: 4.5,
        days: [
          { days: 1, price: 2900 },
          { days: 2, price: 5500 },
          { days: 7, price: 16000 },
          { days: 14, price: 29000 },
        ],
        extraDay: 1990,
        lowSeason: { days: [{ days: 1, price: 2200 }], extraDay: 1500 },
      },
      depositCents: 30000,
      vatRateBp: 550,
      units: expect.arrayContaining([
        expect.objectContaining({ serialNumber: 'ROS-86-002', state: 'DAMAGED', inService: false, size: '180' }),
      ]),
    });
    // Exported again, the copy gives the same file, units in the same order.
    expect((await exportOf(target.company.id)).body).toBe(exported.body);
    // Each new unit has its creation in its history.
    const created = await db
      .select({ n: count() })
      .from(productHistoryEvents)
      .where(and(eq(productHistoryEvents.companyId, target.company.id), eq(productHistoryEvents.kind, 'created')));
    expect(created[0].n).toBe(3);
  });

  it('re-importing the same file creates nothing; a changed file updates what changed', async () => {
    const shop = await makeShop(app, db);
    const { units } = await makeSkiCatalogue(app, db, shop.headers);
    const exported = await exportOf(shop.company.id);
    const before = { tally: await tally(shop.company.id), snapshot: await catalogueSnapshot(db, shop.company.id) };
    const again = await importInto(shop.company.id, exported.rawPayload);
    expect(again).toMatchObject({ status: 'done', imported: 5, updated: 5, skipped: 0, errors: [] });
    expect(await tally(shop.company.id)).toEqual(before.tally);
    expect(await catalogueSnapshot(db, shop.company.id)).toEqual(before.snapshot);

    const changed = exported.rawPayload
      .toString('utf8')
      .replaceAll(';29;55;', ';31;55;')
      .replace(`ROS-86-002;${units[1].qrCodeValue};DAMAGED;no;`, `ROS-86-002;${units[1].qrCodeValue};GOOD;yes;`);
    const job = await importInto(shop.company.id, changed);
    expect(job).toMatchObject({ imported: 5, updated: 5, skipped: 0 });
    expect(await tally(shop.company.id)).toEqual(before.tally);
    const skis = (await catalogueSnapshot(db, shop.company.id)).find((p) => p.name === 'Ski adulte Experience');
    expect(skis?.priceGrid.days[0]).toEqual({ days: 1, price: 3100 });
    expect(skis?.units.find((u) => u.serialNumber === 'ROS-86-002')).toMatchObject({ state: 'GOOD', inService: true });
    const events = await db
      .select()
      .from(productHistoryEvents)
      .where(and(eq(productHistoryEvents.subProductId, units[1].id), eq(productHistoryEvents.kind, 'stateChanged')));
    expect(events.map((e) => e.data)).toEqual([
      { from: { state: 'DAMAGED', inService: false }, to: { state: 'GOOD', inService: true } },
    ]);
  });

  it('commits the valid rows and reports each bad row with its row number and column', async () => {
    const shop = await makeShop(app, db);
    await makeSkiCatalogue(app, db, shop.headers);
    const csv = [
      'Modèle;Verticale;Catégorie;Produit;Quantité;Jour 1;7 jours;Caution;Numéro de série',
      'Burton Custom;ski;Snowboards;Snowboard adulte;;35;180;250;BUR-001',
      'Element Skate;SKATE;;Skate;;10;;;EL-1',
      'Burton Custom;SKI;;Snowboard enfant;;-5;90,5;100;BUR-K-1',
      'Burton Custom;SKI;;Snowboard adulte;;35;180;250;ROS-86-001',
      'Leki;SKI;Bâtons;Bâtons;40;3;12,5;;',
      'Burton Custom;SKI;;Snowboard adulte;;35;180;250;BUR-002',
    ].join('\r\n');
    const res = await uploadCsv(app, '/v2/products/import', shop.headers, csv, 'catalogue.csv');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ companyId: shop.company.id, kind: 'products', totalRows: 0 });
    const job = await finishedImport(app, shop.headers, res.json().id);
    expect(job).toMatchObject({ status: 'done', processed: 6, imported: 3, updated: 0, skipped: 3 });
    expect(job.errors).toEqual([
      { row: 3, field: 'verticale', message: expect.stringMatching(/^"SKATE" is not one of BIKE, ELECTRIC_BIKE/) },
      { row: 4, field: 'day1', message: '"-5" is negative: amounts must be 0 or more' },
      {
        row: 5,
        field: 'serialNumber',
        message: 'The serial number "ROS-86-001" is already a unit of the product "Ski adulte Experience"',
      },
    ]);
    const catalogue = await catalogueSnapshot(db, shop.company.id);
    expect(catalogue.map((p) => p.name).sort()).toEqual([
      'Bâtons',
      'Casque',
      'Ski adulte Experience',
      'Snowboard adulte',
      'Vélo de ville',
    ]);
    const board = catalogue.find((p) => p.name === 'Snowboard adulte');
    expect(board).toMatchObject({
      model: { name: 'Burton Custom', verticale: 'SKI', brand: null, sizes: [] },
      stockMode: 'SERIALIZED',
      priceGrid: {
        days: [
          { days: 1, price: 3500 },
          { days: 7, price: 18000 },
        ],
      },
      depositCents: 25000,
      flags: { isLcd: true, isLld: false, online: true, insuranceEligible: false },
    });
    expect(board?.units.map((u) => u.serialNumber).sort()).toEqual(['BUR-001', 'BUR-002']);
    expect(board?.units.every((u) => /^HB-[0-9A-Z]{8}$/.test(u.qrCodeValue))).toBe(true);
    expect(catalogue.find((p) => p.name === 'Bâtons')).toMatchObject({ stockMode: 'QUANTITY', quantity: 40 });
    // The ski keeps its three units: the refused row moved nothing.
    expect(catalogue.find((p) => p.name === 'Ski adulte Experience')?.units).toHaveLength(3);
    const report = await app.inject({ method: 'GET', url: `/v2/imports/${job.id}/errors.csv`, headers: shop.headers });
    expect(csvRows(report.rawPayload).map((r) => r.slice(0, 2))).toEqual([
      ['row', 'field'],
      ['3', 'verticale'],
      ['4', 'day1'],
      ['5', 'serialNumber'],
    ]);
  });

  it('applies the stock, model and unit rules row by row', async () => {
    const shop = await makeShop(app, db);
    const { units } = await makeSkiCatalogue(app, db, shop.headers);
    const deleted = await app.inject({
      method: 'PATCH',
      url: `/v2/sub-products/${units[2].id}`,
      headers: shop.headers,
      payload: { deleted: true },
    });
    expect(deleted.statusCode).toBe(200);
    const csv = [
      'modelName;verticale;category;productName;stockMode;quantity;day1;serialNumber;qrCodeValue;size',
      'Smith Mission;;;Casque;;;;SM-1;;',
      'Rossignol Experience 86;;;Ski adulte Experience;QUANTITY;10;;;;',
      'Rossignol Experience 86;;;Ski adulte Experience;;4;;;;',
      'Rossignol Experience 86;;Luges;Ski adulte Experience;;;;;;',
      'Rossignol Experience 86;;;Ski adulte Experience;;;;ROS-86-003;;175',
      'Nouveau modèle;;;Produit;;;10;;;',
      'Rossignol Experience 86;;;Ski junior;;;;;;',
      'Rossignol Experience 86;;;Ski adulte Experience;;;;;bad value;',
      'Rossignol Experience 86;;;Ski adulte Experience;;;;ROS-86-004;;170',
      'Smith Mission;;;Casque;;30;;;;',
      `Rossignol Experience 86;;;Ski adulte Experience;;;;ROS-86-005;${units[2].qrCodeValue};`,
    ].join('\n');
    const job = await importInto(shop.company.id, csv);
    expect(job.errors).toEqual([
      { row: 2, field: 'serialNumber', message: expect.stringContaining('"Casque" is counted by quantity') },
      {
        row: 3,
        field: 'stockMode',
        message: '"Ski adulte Experience" has units: it cannot switch to a stock quantity',
      },
      { row: 4, field: 'quantity', message: expect.stringContaining('counts its units (SERIALIZED)') },
      { row: 5, field: 'category', message: '"Luges" is not a category of SKI' },
      { row: 6, field: 'size', message: '"175" is not a size of this model (160, 170, 180)' },
      { row: 7, field: 'verticale', message: 'The model "Nouveau modèle" does not exist yet: give its verticale' },
      { row: 8, field: 'priceGrid', message: expect.stringContaining('needs a price') },
      { row: 9, field: 'qrCodeValue', message: expect.stringContaining('printable characters') },
      {
        row: 12,
        field: 'qrCodeValue',
        message: 'The QR value "RACK-12" was given to a deleted unit: a QR value is never given twice',
      },
    ]);
    expect(job).toMatchObject({ imported: 2, updated: 1, skipped: 9 });
    const catalogue = await catalogueSnapshot(db, shop.company.id);
    expect(catalogue.find((p) => p.name === 'Casque')?.quantity).toBe(30);
    const skis = catalogue.find((p) => p.name === 'Ski adulte Experience');
    expect(skis?.units.map((u) => u.serialNumber)).toContain('ROS-86-004');
    expect(skis?.model.categoryId).not.toBeNull();
  });
});
