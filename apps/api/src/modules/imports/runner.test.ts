import { fullAccess } from '@hirebase/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { finishedImport } from '../../../test/factories/imports.ts';
import { makeShop } from '../../../test/factories.ts';
import { uploadedFile } from '../../../test/uploads.ts';
import { audit } from '../../platform/audit.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { installJobs } from '../../platform/jobs/install.ts';
import { allJobs } from '../jobs.ts';
import { BATCH_SIZE, importQueue, RowRejected, startImport } from './runner.ts';
import { importJobs } from './tables.ts';

describe('import runner', async () => {
  const { app, db } = await createTestApp();

  async function shopCtx() {
    const shop = await makeShop(app, db);
    const ctx: Ctx = {
      db,
      actor: {
        kind: 'user',
        sessionId: newId(),
        userId: shop.manager.id,
        role: 'manager',
        email: shop.manager.email,
        companyId: shop.company.id,
        tool: 'dashboard',
        membership: { isManager: true, access: fullAccess() },
        impersonatedBy: null,
        openedByB2bAccountId: null,
      },
      companyId: shop.company.id,
      now: new Date(),
      log: app.log,
      requestId: newId(),
      ip: '127.0.0.1',
      deps: app.deps,
    };
    return { shop, ctx };
  }
  const csvOf = (rows: number) =>
    ['sku;name', ...Array.from({ length: rows }, (_, i) => `SKU-${i + 2};Item ${i + 2}`)].join('\n');
  const file = (text: string) => uploadedFile(text, 'items.csv');
  const writtenRows = async (companyId: string, prefix: string) =>
    (
      await db
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), like(auditLog.action, `${prefix}%`)))
    ).map((r) => Number(r.entityId));

  it('commits valid rows in batches and reports the others; a failing row leaves nothing half-written', async () => {
    const { shop, ctx } = await shopCtx();
    const queue = importQueue({
      kind: 'products',
      parser: async () => (record) => {
        if (record.row === 7) throw new RowRejected([{ field: 'name', message: 'Too short' }]);
        return { sku: record.get('sku')!, row: record.row };
      },
      importRow: async (rowCtx, value, row) => {
        // Two writes per row; the second part fails for some rows, after the first was written.
        await audit(rowCtx, { action: 'test.part1', entityId: String(row) });
        if (row % 100 === 0) throw new Error('disk on fire');
        if (row === 333) throw badRequest('sku', `${value.sku} is taken`);
        await audit(rowCtx, { action: 'test.part2', entityId: String(row) });
        return row % 2 === 0 ? 'updated' : 'created';
      },
    });
    const job = await startImport(ctx, queue, shop.company.id, file(csvOf(450)));
    expect(job).toMatchObject({ status: 'queued', totalRows: 0, processed: 0, kind: 'products' });
    const done = await finishedImport(app, { 'x-access-token': shop.token }, job.id, [queue]);
    expect(done).toMatchObject({ status: 'done', totalRows: 450, processed: 450, imported: 444, skipped: 6 });
    expect(done.updated).toBe(221); // the even rows of 2..451, less 100, 200, 300 and 400
    expect(done.errors).toEqual([
      { row: 7, field: 'name', message: 'Too short' },
      { row: 100, field: 'row', message: 'This row could not be saved' },
      { row: 200, field: 'row', message: 'This row could not be saved' },
      { row: 300, field: 'row', message: 'This row could not be saved' },
      { row: 333, field: 'sku', message: 'SKU-333 is taken' },
      { row: 400, field: 'row', message: 'This row could not be saved' },
    ]);
    const part1 = await writtenRows(shop.company.id, 'test.part1');
    const part2 = await writtenRows(shop.company.id, 'test.part2');
    expect(part1.sort((x, y) => x - y)).toEqual(part2.sort((x, y) => x - y));
    expect(part1).toHaveLength(444);
    expect(part1).not.toContain(100);
    expect(part1).not.toContain(333);
  });

  it('shows progress batch by batch while the job runs', async () => {
    const { shop, ctx } = await shopCtx();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const atGate = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const queue = importQueue({
      kind: 'packs',
      parser: async () => (record) => record.row,
      importRow: async (_ctx, row) => {
        if (row === BATCH_SIZE + 10) {
          reached();
          await gate;
        }
        return 'created';
      },
    });
    const job = await startImport(ctx, queue, shop.company.id, file(csvOf(BATCH_SIZE + 50)));
    const finished = finishedImport(app, shop.headers, job.id, [queue]);
    await atGate;
    const progress = await app.inject({ method: 'GET', url: `/v2/imports/${job.id}`, headers: shop.headers });
    expect(progress.json()).toMatchObject({ status: 'running', processed: BATCH_SIZE, imported: BATCH_SIZE });
    expect(progress.json().startedAt).not.toBeNull();
    release();
    expect(await finished).toMatchObject({
      status: 'done',
      processed: BATCH_SIZE + 50,
      imported: BATCH_SIZE + 50,
    });
  });

  const counting = (kind: 'customers' | 'products' | 'packs', rows: number[]) =>
    importQueue({
      kind,
      parser: async () => (record) => record.row,
      importRow: async (_ctx, row) => {
        rows.push(row);
        return 'created';
      },
    });
  const importJobsOf = async (name: string) =>
    (await db.execute<{ state: string }>(sql`select state from pgboss.job where name = ${name}`)).rows;

  it('queues nothing when the transaction that starts it rolls back', async () => {
    const { shop, ctx } = await shopCtx();
    const queue = counting('customers', []);
    const before = (await importJobsOf(queue.name)).length;
    await expect(
      db.transaction(async (tx) => {
        await startImport({ ...ctx, db: tx }, queue, shop.company.id, file(csvOf(3)));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await importJobsOf(queue.name)).toHaveLength(before);
    expect(await db.select().from(importJobs).where(eq(importJobs.companyId, shop.company.id))).toEqual([]);
  });

  it('goes on in a new job after each slice, each row imported once', async () => {
    const { shop, ctx } = await shopCtx();
    const rows: number[] = [];
    // a slice of 0 ms: one batch per job, then its continuation
    const sliced = importQueue(counting('customers', rows).spec, { sliceMs: 0 });
    const job = await startImport(ctx, sliced, shop.company.id, file(csvOf(BATCH_SIZE * 2 + 5)));
    const done = await finishedImport(app, shop.headers, job.id, [sliced]);
    expect(done).toMatchObject({ status: 'done', processed: BATCH_SIZE * 2 + 5, imported: BATCH_SIZE * 2 + 5 });
    expect(rows).toEqual(Array.from({ length: BATCH_SIZE * 2 + 5 }, (_, i) => i + 2));
  });

  it('runs the imports of one kind into one company one at a time, oldest first', async () => {
    const { shop, ctx } = await shopCtx();
    const rows: number[] = [];
    const queue = counting('packs', rows);
    const first = await startImport(ctx, queue, shop.company.id, file(csvOf(BATCH_SIZE + 1)));
    const second = await startImport(ctx, queue, shop.company.id, file(csvOf(2)));
    const [a, b] = await Promise.all([
      finishedImport(app, shop.headers, first.id, [queue]),
      finishedImport(app, shop.headers, second.id, [queue]),
    ]);
    expect(a.status).toBe('done');
    expect(b.status).toBe('done');
    expect(new Date(b.startedAt).getTime()).toBeGreaterThanOrEqual(new Date(a.finishedAt).getTime());
    // the first file's rows 2..202, then the second's 2..3
    expect(rows).toEqual([...Array.from({ length: BATCH_SIZE + 1 }, (_, i) => i + 2), 2, 3]);
  });

  it('marks an import failed once its job has failed for good, and the next import of its kind runs', async () => {
    const { shop, ctx } = await shopCtx();
    const broken = {
      ...importQueue({
        kind: 'products',
        parser: async () => {
          throw new Error('settings unreadable');
        },
        importRow: async () => 'created',
      }),
      retryLimit: 0,
    };
    await installJobs(db, [broken]);
    try {
      const failing = await startImport(ctx, broken, shop.company.id, file(csvOf(3)));
      expect(await finishedImport(app, shop.headers, failing.id, [broken])).toMatchObject({
        status: 'failed',
        failure: 'The import stopped unexpectedly',
        processed: 0,
      });
      const working = counting('products', []);
      const next = await startImport(ctx, working, shop.company.id, file(csvOf(2)));
      expect(await finishedImport(app, shop.headers, next.id, [working])).toMatchObject({
        status: 'done',
        imported: 2,
      });
    } finally {
      await installJobs(db, allJobs);
    }
  });
});
