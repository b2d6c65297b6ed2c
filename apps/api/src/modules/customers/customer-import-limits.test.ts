import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { finishedImport, uploadCsv } from '../../../test/factories/imports.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { CSV_HEAD_BYTES, CSV_LIMITS } from '../../platform/csv-read.ts';
import { importJobs } from '../imports/tables.ts';
import { customers } from './tables.ts';

/** The file that stopped the server: a header of 100,000 columns and 20,000 short rows (about 770 KB). */
const wideFile = () => {
  const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(';');
  return `nom;${header}\n${'Dupont;x\n'.repeat(20_000)}`;
};
/** A million rows of one short cell (about 9 MB). */
const millionRows = () => `nom\n${'Dupont\n'.repeat(1_000_000)}`;

describe('customer imports that would exhaust the server', async () => {
  const { app, db } = await createTestApp();
  const ping = () => app.inject({ method: 'GET', url: '/v2/health/ping' });
  const restricted = async () => {
    const shop = await makeShop(app, db);
    const employee = await makeEmployee(db, shop.company.id, { access: { customers: 'write' } });
    return { shop, headers: { 'x-access-token': await login(app, employee.email) } };
  };
  const jobsOf = (companyId: string) => db.select().from(importJobs).where(eq(importJobs.companyId, companyId));
  const customersOf = (companyId: string) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId)));

  it('refuses a header of 100,000 columns at once with 400 naming the file and the reason; no import starts', async () => {
    const { shop, headers } = await restricted();
    const res = await uploadCsv(app, '/v2/customer/import', headers, wideFile());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validationFailed',
      details: { field: 'file', reason: 'tooManyColumns', maxColumns: CSV_LIMITS.maxColumns },
    });
    expect(await jobsOf(shop.company.id)).toHaveLength(0);
    expect((await ping()).statusCode).toBe(200);
  });

  it('fails an import of a million rows in its job with tooManyRows, writing nothing, the API answering meanwhile', async () => {
    const { shop, headers } = await restricted();
    const res = await uploadCsv(app, '/v2/customer/import', headers, millionRows());
    expect(res.statusCode).toBe(202);
    const finished = finishedImport(app, headers, res.json().id);
    expect((await ping()).statusCode).toBe(200);
    const job = await finished;
    expect(job).toMatchObject({
      status: 'failed',
      failureCode: 'tooManyRows',
      failureDetails: { maxRows: CSV_LIMITS.maxRows, row: CSV_LIMITS.maxRows + 2 },
      processed: 0,
      imported: 0,
    });
    expect(job.failure).toMatch(`more than ${CSV_LIMITS.maxRows} rows`);
    expect(await customersOf(shop.company.id)).toHaveLength(0);
    expect((await ping()).statusCode).toBe(200);
  });

  it.each([
    ['a row of 100,000 cells', `${'x;'.repeat(100_000)}x`, 'rowTooLong', { maxChars: CSV_LIMITS.maxRowChars }],
    ['a row of 600 cells', `${'x;'.repeat(600)}x`, 'tooManyColumns', { maxColumns: CSV_LIMITS.maxColumns }],
  ])(
    'fails an import with %s under a normal header, with its code and row, writing nothing',
    async (_, row, code, limit) => {
      const { shop, headers } = await restricted();
      const res = await uploadCsv(app, '/v2/customer/import', headers, `nom;prenom\nDupont;Léa\n${row}\n`);
      expect(res.statusCode).toBe(202);
      const job = await finishedImport(app, headers, res.json().id);
      expect(job).toMatchObject({
        status: 'failed',
        failureCode: code,
        failureDetails: { row: 3, ...limit },
        imported: 0,
      });
      expect(job.failure).toMatch(/Row 3/);
      expect(await customersOf(shop.company.id)).toHaveLength(0);
    },
  );

  it('answers 429 tooManyImports with a retry time to a fourth import while three are queued', async () => {
    const { shop, headers } = await restricted();
    for (let i = 0; i < 3; i++) {
      expect((await uploadCsv(app, '/v2/customer/import', headers, 'nom\nDupont\n')).statusCode).toBe(202);
    }
    const res = await uploadCsv(app, '/v2/customer/import', headers, 'nom\nDupont\n');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'tooManyImports', details: { retryAfterSeconds: 30 } });
    expect(res.headers['retry-after']).toBe('30');
    expect(await jobsOf(shop.company.id)).toHaveLength(3);
  });

  const storedImports = async (companyId: string) =>
    readdir(join(app.deps.config.dataDir, 'files', 'imports', companyId)).catch(() => []);

  it('stores an accepted file byte for byte, its header read from its first bytes only', async () => {
    const { shop, headers } = await restricted();
    // accented names: multi-byte characters fall across the end of the first bytes read
    const csv = Buffer.from(`nom;prénom\n${'Dupont;Léa\n'.repeat(60_000)}`);
    expect(csv.length).toBeGreaterThan(CSV_HEAD_BYTES);
    const res = await uploadCsv(app, '/v2/customer/import', headers, csv);
    expect(res.statusCode).toBe(202);
    const [job] = await jobsOf(shop.company.id);
    expect((await app.deps.storage.get(job.storageKey!))?.equals(csv)).toBe(true);
  });

  it.each([
    [
      'a NUL byte past its first bytes',
      Buffer.concat([Buffer.from(`nom\n${'Dupont\n'.repeat(50_000)}`), Buffer.from([0])]),
    ],
    ['more than 10 MB', Buffer.from(`nom\n${'Dupont\n'.repeat(1_600_000)}`)],
  ])('refuses a file with %s, and keeps nothing of it', async (_, csv) => {
    const { shop, headers } = await restricted();
    const res = await uploadCsv(app, '/v2/customer/import', headers, csv);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().details).toMatchObject({ field: 'file' });
    expect(await jobsOf(shop.company.id)).toHaveLength(0);
    expect(await storedImports(shop.company.id)).toEqual([]);
  });
});
