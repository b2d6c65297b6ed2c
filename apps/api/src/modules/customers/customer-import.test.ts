import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeCustomer, withDefaultFields } from '../../../test/factories/customers.ts';
import { finishedImport, formWithFile, uploadCsv } from '../../../test/factories/imports.ts';
import { login, makeAdmin, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { customers } from './tables.ts';

const BOM = '\uFEFF';
/** What a French Excel saves: BOM, ";" and French headers, a custom field by its label, one bad row (row 4). */
const FRENCH_FILE = [
  'Prénom;Nom;E-mail;Téléphone;Adresse;Code postal;Ville;Pays;Société;Taille (cm);Newsletter;Date de naissance',
  'Léa;Dupont;lea@example.test;06 12 34 56 78;3 rue Royale;74000;Annecy;France;;168;oui;12/04/1990',
  'Marc;Girard;;+41 79 000 00 00;;1200;Genève;Suisse;;181,5;non;',
  'Anne;Roux;anne(at)example.test;;;;;;;grand;peut-être;31/02/1990',
  ';;contact@ecole-ski.test;04 50 00 00 00;;;;;École de ski du Semnoz;;;',
  '',
].join('\r\n');

describe('customer import', async () => {
  const { app, db } = await createTestApp();
  const importInto = (headers: Record<string, string>, csv: string | Buffer, filename?: string) =>
    uploadCsv(app, '/v2/customer/import', headers, csv, filename);
  const liveCustomers = (companyId: string) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt)))
      .orderBy(asc(customers.createdAt), asc(customers.lastName));
  const skiShop = async () => {
    const shop = await makeShop(app, db);
    await withDefaultFields(db, shop.company.id, [
      { key: 'height', label: 'Taille (cm)', type: 'number', required: false },
    ]);
    return shop;
  };

  it('imports the valid rows in the background and reports the bad row with its number and fields', async () => {
    const { company, headers } = await skiShop();
    const res = await importInto(headers, BOM + FRENCH_FILE, 'clients.csv');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      companyId: company.id,
      kind: 'customers',
      status: 'queued',
      fileName: 'clients.csv',
      // counted by the job, which reads the rows
      totalRows: 0,
      processed: 0,
    });
    const job = await finishedImport(app, headers, res.json().id);
    expect(job).toMatchObject({ status: 'done', totalRows: 4, processed: 4, imported: 3, updated: 0, skipped: 1 });
    expect(job.finishedAt).not.toBeNull();
    expect(job.errors).toEqual([
      { row: 4, field: 'birthDate', message: '"31/02/1990" is not a date (DD/MM/YYYY)' },
      { row: 4, field: 'marketingConsent', message: '"peut-être" is not yes or no' },
      { row: 4, field: 'customFields.height', message: 'Taille (cm) must be a number' },
    ]);
    const rows = await liveCustomers(company.id);
    expect(rows.map((c) => [c.type, c.firstName, c.lastName, c.companyName])).toEqual(
      expect.arrayContaining([
        ['individual', 'Léa', 'Dupont', null],
        ['individual', 'Marc', 'Girard', null],
        ['entreprise', null, null, 'École de ski du Semnoz'],
      ]),
    );
    expect(rows).toHaveLength(3);
    const lea = rows.find((c) => c.firstName === 'Léa')!;
    expect(lea).toMatchObject({
      email: 'lea@example.test',
      phone: '06 12 34 56 78',
      birthDate: '1990-04-12',
      marketingConsent: true,
      customFields: { height: 168 },
      addresses: [{ label: '', street: '3 rue Royale', zip: '74000', city: 'Annecy', country: 'France' }],
    });
    expect(rows.find((c) => c.firstName === 'Marc')!.customFields).toEqual({ height: 181.5 });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(audits.map((a) => [a.action, a.toState])).toEqual([
      ['import.start', 'queued'],
      ['import.finish', 'done'],
    ]);
  });

  it('a row with a valid shape but a refused value (email) is reported and not written', async () => {
    const { company, headers } = await skiShop();
    const csv = 'prenom;nom;email\r\nAnne;Roux;anne(at)example.test\r\nPaul;Roux;paul@example.test\r\n';
    const job = await finishedImport(app, headers, (await importInto(headers, csv)).json().id);
    expect(job).toMatchObject({ imported: 1, skipped: 1 });
    expect(job.errors).toEqual([{ row: 2, field: 'email', message: 'The email address is not valid' }]);
    expect((await liveCustomers(company.id)).map((c) => c.firstName)).toEqual(['Paul']);
  });

  it('offers the refused rows as CSV, with their cells, ready to correct and import again', async () => {
    const { headers } = await skiShop();
    const job = await finishedImport(app, headers, (await importInto(headers, FRENCH_FILE)).json().id);
    const res = await app.inject({ method: 'GET', url: `/v2/imports/${job.id}/errors.csv`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="import-errors-${job.id}.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'row;field;message;Prénom;Nom;E-mail;Téléphone;Adresse;Code postal;Ville;Pays;Société;Taille (cm);Newsletter;Date de naissance',
    );
    expect(lines[1]).toBe(
      '4;birthDate;"""31/02/1990"" is not a date (DD/MM/YYYY)";Anne;Roux;anne(at)example.test;;;;;;;grand;peut-être;31/02/1990',
    );
    expect(lines).toHaveLength(5);
  });

  it('re-importing the same file creates no duplicates: rows match on email, else names and phone', async () => {
    const { company, headers } = await skiShop();
    await finishedImport(app, headers, (await importInto(headers, FRENCH_FILE)).json().id);
    const before = await liveCustomers(company.id);
    const again = await finishedImport(app, headers, (await importInto(headers, FRENCH_FILE)).json().id);
    expect(again).toMatchObject({ status: 'done', imported: 3, updated: 3, skipped: 1 });
    const after = await liveCustomers(company.id);
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());

    // A changed row updates its customer; empty cells keep what the customer has.
    const changed = 'prenom;nom;email;ville;telephone\r\nLéa;Dupont-Morel;LEA@example.test;Sevrier;\r\n';
    const job = await finishedImport(app, headers, (await importInto(headers, changed)).json().id);
    expect(job).toMatchObject({ imported: 1, updated: 1 });
    const lea = (await liveCustomers(company.id)).find((c) => c.firstName === 'Léa')!;
    expect(lea).toMatchObject({ lastName: 'Dupont-Morel', phone: '06 12 34 56 78', customFields: { height: 168 } });
    expect(lea.addresses).toEqual([
      { label: '', street: '3 rue Royale', zip: '74000', city: 'Sevrier', country: 'France' },
    ]);
  });

  it('refuses rows that match several customers rather than guessing', async () => {
    const { company, headers } = await skiShop();
    await makeCustomer(db, company.id, { firstName: 'Jean', lastName: 'Martin', email: null, phone: '0600000000' });
    await makeCustomer(db, company.id, { firstName: 'Jean', lastName: 'Martin', email: null, phone: '06 00 00 00 00' });
    const csv = 'firstName,lastName,phone\nJean,Martin,06.00.00.00.00\n';
    const job = await finishedImport(app, headers, (await importInto(headers, csv)).json().id);
    expect(job).toMatchObject({ imported: 0, skipped: 1 });
    expect(job.errors[0]).toMatchObject({ row: 2, field: 'email' });
    expect(await liveCustomers(company.id)).toHaveLength(2);
  });

  it('reads a comma-separated Windows-1252 file with quoted cells and a type column', async () => {
    const { company, headers } = await skiShop();
    const csv = Buffer.from(
      'type,companyName,lastName,email,notes\r\nSociété,"Hôtel Beau-Rivage, Talloires",,resa@beaurivage.test,"VIP ""gold"""\r\nparticulier,,Müller,,\r\n',
      'latin1',
    );
    const job = await finishedImport(app, headers, (await importInto(headers, csv)).json().id);
    expect(job).toMatchObject({ imported: 2, skipped: 0 });
    const rows = await liveCustomers(company.id);
    expect(rows.map((c) => [c.type, c.companyName, c.lastName, c.notes])).toEqual(
      expect.arrayContaining([
        ['entreprise', 'Hôtel Beau-Rivage, Talloires', null, 'VIP "gold"'],
        ['individual', null, 'Müller', null],
      ]),
    );
  });

  it('imports what the export wrote: the round trip keeps customers and their custom fields', async () => {
    const source = await skiShop();
    await makeCustomer(db, source.company.id, {
      firstName: 'Zoé',
      lastName: 'Favre',
      email: 'zoe@example.ch',
      phone: '+41 79 123 45 67',
      notes: 'Casque; "M"',
      customFields: { height: 172.5 },
      addresses: [{ label: '', street: 'Rue du Lac 1', zip: '1003', city: 'Lausanne', country: 'CH' }],
      language: 'fr',
      birthDate: '1985-07-01',
    });
    await makeCustomer(db, source.company.id, {
      type: 'entreprise',
      companyName: '=cmd|calc',
      firstName: null,
      lastName: null,
      email: null,
    });
    const exported = await app.inject({ method: 'GET', url: '/v2/customer/csv', headers: source.headers });
    const target = await skiShop();
    const job = await finishedImport(
      app,
      target.headers,
      (await importInto(target.headers, exported.rawPayload)).json().id,
    );
    expect(job).toMatchObject({ imported: 2, skipped: 0 });
    const rows = await liveCustomers(target.company.id);
    expect(rows.find((c) => c.lastName === 'Favre')).toMatchObject({
      firstName: 'Zoé',
      email: 'zoe@example.ch',
      phone: '+41 79 123 45 67',
      notes: 'Casque; "M"',
      customFields: { height: 172.5 },
      addresses: [{ street: 'Rue du Lac 1', zip: '1003', city: 'Lausanne', country: 'CH' }],
      language: 'fr',
      birthDate: '1985-07-01',
    });
    expect(rows.find((c) => c.type === 'entreprise')?.companyName).toBe('=cmd|calc');
  });

  it('lets an administrator upload customers into any company, and read the job', async () => {
    const shop = await skiShop();
    const { headers: adminHeaders } = await makeAdmin(app, db);
    const res = await uploadCsv(
      app,
      `/v2/admin/company/upload-customers/${shop.company.id}`,
      adminHeaders,
      'nom;prenom;email\nBernard;Hugo;hugo@example.test\n',
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ companyId: shop.company.id, status: 'queued', totalRows: 0 });
    const job = await finishedImport(app, adminHeaders, res.json().id);
    expect(job).toMatchObject({ status: 'done', imported: 1 });
    expect((await liveCustomers(shop.company.id)).map((c) => c.email)).toEqual(['hugo@example.test']);
    // The shop's staff follow the job too.
    expect((await finishedImport(app, shop.headers, job.id)).imported).toBe(1);
    const missing = await uploadCsv(
      app,
      '/v2/admin/company/upload-customers/01890000-0000-7000-8000-000000000000',
      adminHeaders,
      'nom\nX\n',
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await uploadCsv(app, `/v2/admin/company/upload-customers/${shop.company.id}`, shop.headers, 'nom\nX\n'))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['an empty file', '', 'clients.csv', /empty/],
    ['a spreadsheet', Buffer.from('PK\u0003\u0004binary'), 'clients.xlsx', /CSV/],
    ['a PDF named .csv', Buffer.from('%PDF-1.4\u0000\u0001'), 'clients.csv', /CSV/],
    ['a header alone', 'nom;prenom\r\n;\r\n', 'clients.csv', /no rows/],
    ['unknown columns', 'colour;size\nred;M\n', 'clients.csv', /No customer column/],
  ])('refuses %s with a 400 naming file, and starts no job', async (_, csv, filename, message) => {
    const { company, headers } = await skiShop();
    const res = await importInto(headers, csv, filename);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validationFailed', details: { field: 'file' } });
    expect(res.json().message).toMatch(message);
    expect(await liveCustomers(company.id)).toHaveLength(0);
  });

  it('fails an import whose rows cannot be read (a broken quote), with its code, and writes nothing', async () => {
    const { company, headers } = await skiShop();
    const res = await importInto(headers, 'nom;prenom\nMartin;Paul\n"Dupont;Léa\n', 'clients.csv');
    expect(res.statusCode).toBe(202);
    const job = await finishedImport(app, headers, res.json().id);
    expect(job).toMatchObject({ status: 'failed', failureCode: 'unreadable', imported: 0 });
    expect(job.failure).toMatch(/Row 3 cannot be read/);
    expect(await liveCustomers(company.id)).toHaveLength(0);
  });

  it('refuses a form without the file field', async () => {
    const { headers } = await skiShop();
    const form = formWithFile('nom\nX\n', 'a.csv', 'text/csv', 'document');
    const wrong = await app.inject({
      method: 'POST',
      url: '/v2/customer/import',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.field).toBe('file');
  });

  it('needs customers:write to import and customers:read to follow a customers import', async () => {
    const { company, headers } = await skiShop();
    const reader = await login(app, (await makeEmployee(db, company.id, { access: { customers: 'read' } })).email);
    const orders = await login(app, (await makeEmployee(db, company.id, { access: { orders: 'write' } })).email);
    expect((await importInto({ 'x-access-token': reader }, 'nom\nX\n')).statusCode).toBe(403);
    const job = (await importInto(headers, 'nom\nX\n')).json();
    expect((await finishedImport(app, { 'x-access-token': reader }, job.id)).status).toBe('done');
    const refused = await app.inject({
      method: 'GET',
      url: `/v2/imports/${job.id}`,
      headers: { 'x-access-token': orders },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('customer import size limit', async () => {
  // Uploads above the platform's multipart limit never reach the route; here that limit is above 10 MB.
  const { app, db } = await createTestApp({ BODY_LIMIT_BYTES: String(2 * 1024 * 1024) });

  it('refuses a file over 10 MB with a 400 naming file', async () => {
    const { headers } = await makeShop(app, db);
    const big = `nom;notes\n${`Dupont;${'x'.repeat(1000)}\n`.repeat(10_600)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(10 * 1024 * 1024);
    const res = await uploadCsv(app, '/v2/customer/import', headers, big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: { field: 'file' }, message: 'The file must be at most 10 MB' });
  });
});
