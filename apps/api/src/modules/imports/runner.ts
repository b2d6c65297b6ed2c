// Jobs run in this process, after the HTTP answer; moving them onto pg-boss workers is planned.
import type { ImportKind } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/pool.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { type CsvTable, normalizeHeader, readCsvUpload } from './csv.ts';
import * as repo from './repository.ts';
import type { ImportRowError } from './tables.ts';
import { importJobView } from './views.ts';

export const BATCH_SIZE = 200;

/** A row's cells by normalized header (see normalizeHeader); `get` answers the first non-empty cell of the names. */
export interface CsvRecord {
  row: number;
  cells: ReadonlyMap<string, string>;
  get(...names: string[]): string | undefined;
}

/** Thrown by parseRow or importRow to refuse a row with one or more reasons. */
export class RowRejected extends Error {
  constructor(readonly errors: { field: string; message: string }[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}

export type RowOutcome = 'created' | 'updated';

export interface ImportSpec<T> {
  kind: ImportKind;
  companyId: string;
  file: UploadedFile | undefined;
  /** Refuses, before any job exists, a file whose columns cannot be imported (throw a 400 naming `file`). */
  checkHeaders?: (normalizedHeaders: string[]) => void;
  /** Turns a row into the value to import; throws RowRejected (or a 400) when the row is invalid. No database. */
  parseRow: (record: CsvRecord) => T;
  /** Writes one row, inside a savepoint of the batch transaction: a row is written whole or not at all. */
  importRow: (ctx: Ctx, value: T, row: number) => Promise<RowOutcome>;
}

const running = new Map<string, Promise<void>>();

/** Resolves when the job has finished in this process (at once when it is not running here). */
export const importSettled = (jobId: string) => running.get(jobId) ?? Promise.resolve();

function toRecord(headers: string[], row: number, cells: string[]): CsvRecord {
  const map = new Map<string, string>();
  headers.forEach((h, i) => {
    if (h && !map.get(h)) map.set(h, cells[i] ?? '');
  });
  return {
    row,
    cells: map,
    get: (...names) => {
      for (const name of names) {
        const value = map.get(normalizeHeader(name));
        if (value) return value;
      }
      return undefined;
    },
  };
}

function rowErrors(error: unknown, row: number, ctx: Ctx): ImportRowError[] {
  if (error instanceof RowRejected) return error.errors.map((e) => ({ row, ...e }));
  if (error instanceof AppError && error.statusCode < 500) {
    const field = typeof error.details?.field === 'string' ? error.details.field : 'row';
    return [{ row, field, message: error.message }];
  }
  ctx.log.error({ err: error, row }, 'import row failed');
  return [{ row, field: 'row', message: 'This row could not be saved' }];
}

/**
 * Records an import job for `file` and answers it at once (status queued); the rows are then imported in the
 * background in batches of BATCH_SIZE, one transaction per batch and a savepoint per row: valid rows commit,
 * invalid rows are reported with their row number, field and message. Imports of one kind into one company run
 * one batch at a time (advisory lock), so matching existing records stays reliable.
 */
export async function startImport<T>(ctx: Ctx, spec: ImportSpec<T>) {
  if ('rollback' in ctx.db) throw new Error('startImport runs outside a transaction: its job outlives the request');
  const table = readCsvUpload(spec.file);
  const headers = table.headers.map(normalizeHeader);
  spec.checkHeaders?.(headers);
  const id = newId(ctx.now.getTime());
  const storageKey = `imports/${spec.companyId}/${id}.csv`;
  await ctx.deps.storage.put(storageKey, spec.file!.data, 'text/csv');
  const job = await repo.insertJob(ctx.db, {
    companyId: spec.companyId,
    id,
    kind: spec.kind,
    status: 'queued',
    fileName: spec.file!.filename.slice(0, 255),
    storageKey,
    totalRows: table.rows.length,
    createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
    createdAt: ctx.now,
  });
  await audit(ctx, {
    companyId: spec.companyId,
    action: 'import.start',
    entity: 'import',
    entityId: id,
    to: 'queued',
    data: { kind: spec.kind, fileName: job.fileName, totalRows: job.totalRows },
  });
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runJob(ctx, spec, table, headers, id))
    .finally(() => running.delete(id));
  running.set(id, work);
  return importJobView(job);
}

async function runJob<T>(ctx: Ctx, spec: ImportSpec<T>, table: CsvTable, headers: string[], id: string) {
  const db = ctx.db as Database;
  const { companyId } = spec;
  const lockKey = `import:${companyId}:${spec.kind}`;
  try {
    await repo.markRunning(db, companyId, id, ctx.deps.now());
    for (let start = 0; start < table.rows.length; start += BATCH_SIZE) {
      const batch = table.rows.slice(start, start + BATCH_SIZE);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
        const jobCtx: Ctx = { ...ctx, db: tx, companyId, now: ctx.deps.now() };
        const progress: repo.BatchProgress = {
          processed: batch.length,
          imported: 0,
          updated: 0,
          skipped: 0,
          errors: [],
        };
        for (const { row, cells } of batch) {
          try {
            const value = spec.parseRow(toRecord(headers, row, cells));
            const outcome = await tx.transaction((savepoint) =>
              spec.importRow({ ...jobCtx, db: savepoint }, value, row),
            );
            progress.imported++;
            if (outcome === 'updated') progress.updated++;
          } catch (error) {
            progress.skipped++;
            progress.errors.push(...rowErrors(error, row, ctx));
          }
        }
        await repo.addProgress(tx, companyId, id, progress);
      });
    }
    await finish(ctx, companyId, id, 'done');
  } catch (error) {
    ctx.log.error({ err: error, importJob: id }, 'import job failed');
    await finish(ctx, companyId, id, 'failed', 'The import stopped unexpectedly').catch((e) =>
      ctx.log.error({ err: e, importJob: id }, 'could not record the failure of an import job'),
    );
  }
}

async function finish(ctx: Ctx, companyId: string, id: string, status: 'done' | 'failed', failure?: string) {
  const at = ctx.deps.now();
  await inTransaction({ ...ctx, now: at }, async (tx) => {
    const job = await repo.finishJob(tx.db, companyId, id, { status, failure, at });
    await audit(tx, {
      companyId,
      action: 'import.finish',
      entity: 'import',
      entityId: id,
      from: 'running',
      to: status,
      data: { processed: job.processed, imported: job.imported, updated: job.updated, skipped: job.skipped },
    });
  });
}

/** For checkHeaders: a 400 naming `file` unless one of the columns is present. */
export function requireOneColumn(headers: string[], columns: string[], message: string) {
  if (!columns.some((c) => headers.includes(normalizeHeader(c)))) throw badRequest('file', message, { columns });
}
