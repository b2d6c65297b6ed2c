import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { catalogueSnapshot, csvRows, makeSkiCatalogue } from '../../../../test/factories/catalogue-transfer.ts';
import { finishedImport, uploadCsv } from '../../../../test/factories/imports.ts';
import { login, makeAdmin, makeEmployee, makeShop } from '../../../../test/factories.ts';

const UNKNOWN_COMPANY = '01890000-0000-7000-8000-000000000000';
const PRODUCTS_CSV =
  'modelName;verticale;productName;day1;serialNumber\r\nRossignol Experience 86;SKI;Ski adulte Experience;30;ROS-86-001\r\n';
const PACKS_CSV = 'name;type;items;day1\r\nPack ski;PRODUCT;Ski adulte Experience × 1;40\r\n';

describe('catalogue transfer access', async () => {
  const { app, db } = await createTestApp();
  const { headers: adminHeaders } = await makeAdmin(app, db);
  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/v2${url}`, headers });

  it('keeps the company calls to administrators: 403 for a manager, 404 for an unknown company', async () => {
    const shop = await makeShop(app, db);
    const id = shop.company.id;
    for (const headers of [shop.headers, adminHeaders]) {
      const expected = headers === adminHeaders ? 404 : 403;
      const company = headers === adminHeaders ? UNKNOWN_COMPANY : id;
      const answers = [
        await get(`/admin/company/export-company-catalogue/${company}`, headers),
        await get(`/admin/company/export-company-packs/${company}`, headers),
        await uploadCsv(app, `/v2/admin/company/upload-products/${company}`, headers, PRODUCTS_CSV),
        await uploadCsv(app, `/v2/admin/company/upload-packs/${company}`, headers, PACKS_CSV),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([expected, expected, expected, expected]);
    }
    expect(await catalogueSnapshot(db, id)).toEqual([]);
  });

  it('lets an administrator follow a job in any company, and the shop follow it too', async () => {
    const shop = await makeShop(app, db);
    const res = await uploadCsv(
      app,
      `/v2/admin/company/upload-products/${shop.company.id}`,
      adminHeaders,
      PRODUCTS_CSV,
    );
    expect(res.json()).toMatchObject({ companyId: shop.company.id, kind: 'products', status: 'queued' });
    expect((await finishedImport(app, adminHeaders, res.json().id)).imported).toBe(1);
    expect((await finishedImport(app, shop.headers, res.json().id)).imported).toBe(1);
    expect((await catalogueSnapshot(db, shop.company.id)).map((p) => p.units.length)).toEqual([1]);
  });

  it("the shop calls work on the session's company only", async () => {
    const owner = await makeShop(app, db);
    const other = await makeShop(app, db);
    await makeSkiCatalogue(app, db, owner.headers);
    const before = await catalogueSnapshot(db, owner.company.id);

    // Exports: each shop sees its own catalogue.
    const own = await get('/products/export.csv', owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`catalogue-${owner.company.slug}-`);
    expect(csvRows(own.rawPayload)).toHaveLength(6);
    expect(csvRows((await get('/products/export.csv', other.headers)).rawPayload)).toHaveLength(1);

    // Imports land in the session's company: the same serial number is another company's own unit.
    const products = await uploadCsv(app, '/v2/products/import', other.headers, PRODUCTS_CSV);
    expect(products.json().companyId).toBe(other.company.id);
    expect(await finishedImport(app, other.headers, products.json().id)).toMatchObject({ imported: 1, skipped: 0 });
    const packs = await uploadCsv(app, '/v2/pack/import', other.headers, PACKS_CSV);
    expect(await finishedImport(app, other.headers, packs.json().id)).toMatchObject({ imported: 1, skipped: 0 });
    expect((await catalogueSnapshot(db, other.company.id)).map((p) => [p.name, p.units.length])).toEqual([
      ['Ski adulte Experience', 1],
    ]);
    expect(await catalogueSnapshot(db, owner.company.id)).toEqual(before);
    const ownerPacks = await get('/pack/byCompany', owner.headers);
    expect(ownerPacks.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Pack découverte',
      'Pack ski + casque',
    ]);

    // Another company's job is not found.
    expect((await get(`/imports/${products.json().id}`, owner.headers)).statusCode).toBe(404);
    expect((await get(`/imports/${packs.json().id}/errors.csv`, owner.headers)).statusCode).toBe(404);
  });

  it('needs catalogue:read to export and catalogue:write to import', async () => {
    const shop = await makeShop(app, db);
    const reader = {
      'x-access-token': await login(
        app,
        (await makeEmployee(db, shop.company.id, { access: { catalogue: 'read' } })).email,
      ),
    };
    const outsider = {
      'x-access-token': await login(
        app,
        (await makeEmployee(db, shop.company.id, { access: { customers: 'write' } })).email,
      ),
    };
    expect((await get('/products/export.csv', reader)).statusCode).toBe(200);
    expect((await get('/products/export.csv', outsider)).statusCode).toBe(403);
    expect((await uploadCsv(app, '/v2/products/import', reader, PRODUCTS_CSV)).statusCode).toBe(403);
    expect((await uploadCsv(app, '/v2/pack/import', reader, PACKS_CSV)).statusCode).toBe(403);
    const job = (await uploadCsv(app, '/v2/products/import', shop.headers, PRODUCTS_CSV)).json();
    expect((await finishedImport(app, reader, job.id)).status).toBe('done');
  });
});
