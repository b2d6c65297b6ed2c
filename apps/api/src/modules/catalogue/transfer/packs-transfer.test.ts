import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { csvRows, makeSkiCatalogue } from '../../../../test/factories/catalogue-transfer.ts';
import { finishedImport, uploadCsv } from '../../../../test/factories/imports.ts';
import { makeAdmin, makeShop } from '../../../../test/factories.ts';
import { packItems, packs, products } from '../tables.ts';

describe('packs export and import', async () => {
  const { app, db } = await createTestApp();
  const { headers: adminHeaders } = await makeAdmin(app, db);
  const exportOf = (what: 'catalogue' | 'packs', companyId: string) =>
    app.inject({ method: 'GET', url: `/v2/admin/company/export-company-${what}/${companyId}`, headers: adminHeaders });
  const importInto = async (what: 'products' | 'packs', companyId: string, csv: Buffer | string) => {
    const res = await uploadCsv(app, `/v2/admin/company/upload-${what}/${companyId}`, adminHeaders, csv);
    expect(res.statusCode, res.body).toBe(202);
    return finishedImport(app, adminHeaders, res.json().id);
  };
  /** Packs as plain data: items named by their product name or category id, comparable across companies. */
  const packSnapshot = async (companyId: string) => {
    const rows = await db
      .select()
      .from(packs)
      .where(and(eq(packs.companyId, companyId), isNull(packs.deletedAt)))
      .orderBy(asc(packs.name));
    const items = await db
      .select({ item: packItems, productName: products.name })
      .from(packItems)
      .leftJoin(products, and(eq(products.companyId, packItems.companyId), eq(products.id, packItems.productId)))
      .where(eq(packItems.companyId, companyId))
      .orderBy(asc(packItems.position));
    return rows.map((p) => ({
      name: p.name,
      type: p.type,
      description: p.description,
      priceGrid: p.priceGrid,
      flags: [p.isLcd, p.isLld, p.online],
      items: items
        .filter((i) => i.item.packId === p.id)
        .map((i) => [i.productName ?? i.item.categoryId, i.item.quantity]),
    }));
  };

  it('exports one row per pack with its items as "name × quantity" joined by |', async () => {
    const shop = await makeShop(app, db);
    await makeSkiCatalogue(app, db, shop.headers);
    const res = await exportOf('packs', shop.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="packs-shop-.+\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(res.rawPayload);
    expect(header.slice(0, 3)).toEqual(['name', 'type', 'items']);
    expect(header.slice(-4)).toEqual(['isLCD', 'isLLD', 'online', 'description']);
    expect(header).toContain('lowSeason.day7');
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(records).toEqual([
      expect.objectContaining({
        name: 'Pack découverte',
        type: 'CATEGORY',
        items: 'Skis alpins × 1|Chaussures de ski × 1',
        halfDay: '20',
        day1: '30',
        isLCD: 'yes',
        isLLD: 'no',
        online: 'no',
        description: 'Skis et chaussures au choix',
      }),
      expect.objectContaining({
        name: 'Pack ski + casque',
        type: 'PRODUCT',
        items: 'Ski adulte Experience × 1|Casque × 2',
        day1: '32',
        day7: '175,5',
        isLLD: 'yes',
        description: '',
      }),
    ]);
  });

  it('round-trips: products then packs into an empty company, and a second run creates nothing', async () => {
    const source = await makeShop(app, db);
    await makeSkiCatalogue(app, db, source.headers);
    const target = await makeShop(app, db);
    await importInto('products', target.company.id, (await exportOf('catalogue', source.company.id)).rawPayload);
    const file = (await exportOf('packs', source.company.id)).rawPayload;
    const job = await importInto('packs', target.company.id, file);
    expect(job).toMatchObject({ status: 'done', kind: 'packs', imported: 2, updated: 0, skipped: 0 });
    const copied = await packSnapshot(target.company.id);
    expect(copied).toEqual(await packSnapshot(source.company.id));
    expect(copied[1]).toMatchObject({
      name: 'Pack ski + casque',
      items: [
        ['Ski adulte Experience', 1],
        ['Casque', 2],
      ],
      priceGrid: {
        days: [
          { days: 1, price: 3200 },
          { days: 7, price: 17550 },
        ],
      },
    });
    const itemIds = (await db.select().from(packItems).where(eq(packItems.companyId, target.company.id))).map(
      (i) => i.id,
    );
    const again = await importInto('packs', target.company.id, file);
    expect(again).toMatchObject({ imported: 2, updated: 2, skipped: 0 });
    expect(await packSnapshot(target.company.id)).toEqual(copied);
    // Unchanged items are left as they are.
    const after = await db.select().from(packItems).where(eq(packItems.companyId, target.company.id));
    expect(after.map((i) => i.id).sort()).toEqual(itemIds.sort());
  });

  it('reports an unknown item with its row and commits the other packs', async () => {
    const shop = await makeShop(app, db);
    await makeSkiCatalogue(app, db, shop.headers);
    const csv = [
      'name;type;items;day1;online',
      'Pack famille;PRODUCT;Ski adulte Experience × 2|casque x3;55;oui',
      'Pack luge;PRODUCT;Luge × 1|Casque;12;',
      'Pack neige;catégorie;Alpine skis|Ski boots * 2;28;non',
      'Pack mystère;CATEGORY;Trottinettes volantes;20;',
      'Pack sans prix;PRODUCT;Casque;;',
      'Pack ski + casque;PRODUCT;Ski adulte Experience|Casque × 1;;',
      'Pack découverte;CATEGORY;;25;',
      'Pack famille;CATEGORY;;30;',
    ].join('\r\n');
    const res = await uploadCsv(app, '/v2/pack/import', shop.headers, csv);
    expect(res.statusCode).toBe(202);
    const job = await finishedImport(app, shop.headers, res.json().id);
    expect(job).toMatchObject({ kind: 'packs', imported: 4, updated: 2, skipped: 4 });
    expect(job.errors).toEqual([
      { row: 3, field: 'items', message: 'No product is named "Luge"' },
      { row: 5, field: 'items', message: 'No category is named "Trottinettes volantes"' },
      { row: 6, field: 'priceGrid', message: expect.stringContaining('needs a price') },
      { row: 9, field: 'items', message: 'Give the items of the pack for its type CATEGORY' },
    ]);
    const snapshot = await packSnapshot(shop.company.id);
    expect(snapshot.map((p) => p.name)).toEqual(['Pack découverte', 'Pack famille', 'Pack neige', 'Pack ski + casque']);
    expect(snapshot[1]).toMatchObject({
      type: 'PRODUCT',
      flags: [true, false, true],
      items: [
        ['Ski adulte Experience', 2],
        ['Casque', 3],
      ],
    });
    // Row 9 changed nothing: the pack keeps its type and items.
    expect(snapshot[1].type).toBe('PRODUCT');
    // Price columns form one grid: a row with a price replaces it whole; without items a pack keeps its own.
    expect(snapshot[0]).toMatchObject({ priceGrid: { days: [{ days: 1, price: 2500 }] } });
    expect(snapshot[0].items).toHaveLength(2);
    expect(snapshot[2]).toMatchObject({ type: 'CATEGORY', flags: [true, false, false] });
    expect(snapshot[2].items.map((i) => i[1])).toEqual([1, 2]);
    // An existing pack keeps its price when the row gives none, and takes the row's items.
    expect(snapshot[3]).toMatchObject({
      priceGrid: {
        days: [
          { days: 1, price: 3200 },
          { days: 7, price: 17550 },
        ],
      },
      items: [
        ['Ski adulte Experience', 1],
        ['Casque', 1],
      ],
    });
  });

  it('refuses a file with no pack name column', async () => {
    const shop = await makeShop(app, db);
    const res = await uploadCsv(app, '/v2/pack/import', shop.headers, 'colour;size\nred;M\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: { field: 'file' }, message: expect.stringContaining('pack name') });
  });
});
