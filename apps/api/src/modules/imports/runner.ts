import type { ImportFailureDetails, ImportKind } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { normalizeHeader } from '../../platform/csv.ts';
import {
  CSV_HEAD_BYTES,
  CsvLimitError,
  checkCsvFile,
  countCsvRows,
  MAX_IMPORT_BYTES,
  readCsvHeader,
  refuseBinary,
} from '../../platform/csv-read.ts';
import type { Database, Db } from '../../platform/db/pool.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/actor.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import type { JobDefinition, JobEnv } from '../../platform/jobs/definition.ts';
import { lockKey } from '../../platform/throttle/throttle.ts';
import * as repo from './repository.ts';
import { type CsvRow, RowCursor } from './row-cursor.ts';
import type { ImportFailureCode, ImportRowError } from './tables.ts';
import { importJobView } from './views.ts';

export const BATCH_SIZE = 200;
/** A job imports batches for about this long, then queues its continuation: no job runs long enough to be lost. */
export const SLICE_MS = 30_000;
/** An import waiting behind another of its kind looks again after this delay. */
export const WAIT_SECONDS = 2;
/** Imports of a company queued or running at once; one more is refused with 429 tooManyImports. */
export const MAX_OPEN_IMPORTS = 3;
export const IMPORT_RETRY_SECONDS = 30;

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

/** What an import of one kind does with a file; its job runs it in the background. */
export interface ImportSpec<T> {
  kind: ImportKind;
  /** Refuses, before any job exists, a file whose columns cannot be imported (throw a 400 naming `file`). */
  checkHeaders?: (normalizedHeaders: string[]) => void;
  /**
   * The row parser of one run of the job (it may read the company's settings first). The parser turns a row into
   * the value to import, or throws RowRejected (or a 400) when the row is invalid; it reads no database.
   */
  parser: (ctx: Ctx) => Promise<(record: CsvRecord) => T>;
  /** Writes one row, inside a savepoint of the batch transaction: a row is written whole or not at all. */
  importRow: (ctx: Ctx, value: T, row: number) => Promise<RowOutcome>;
}

/** The payload of an import job: the import, and who started it (its rows are written in their name). */
export interface ImportJobData {
  companyId: string;
  importId: string;
  actor: Actor;
  requestId: string;
}

export type ImportQueue<T> = JobDefinition<ImportJobData> & { spec: ImportSpec<T> };

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
 * The job queue of one kind of import (`import-<kind>`). A job imports batches of BATCH_SIZE rows, one transaction
 * per batch with a savepoint per row, and saves the progress in that same transaction: after a crash, the job is
 * retried and goes on from the first row not committed, so no row is written twice. Imports of one kind into one
 * company run one at a time, oldest first (the batch transaction holds an advisory lock and checks the order).
 */
export function importQueue<T>(
  spec: ImportSpec<T>,
  options: { sliceMs?: number; batchRows?: number } = {},
): ImportQueue<T> {
  const queue: ImportQueue<T> = {
    name: `import-${spec.kind}`,
    spec,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // a slice takes about SLICE_MS; an attempt lost to a crash is taken up again after this
    expireInSeconds: 180,
    pollingIntervalSeconds: 1,
    run: (job, env) => runSlice(queue, job.data, env, options.sliceMs ?? SLICE_MS, options.batchRows ?? BATCH_SIZE),
    onFailed: (data, error, env) => {
      env.log.error({ importJob: data.importId, error }, 'import job failed for good');
      return finish(jobCtx(data, env), data.importId, 'failed', {
        code: 'unexpected',
        message: 'The import stopped unexpectedly',
      });
    },
  };
  return queue;
}

const tooManyImports = () =>
  new AppError(
    429,
    'tooManyImports',
    `The company already has ${MAX_OPEN_IMPORTS} imports queued or running. Try again in ${IMPORT_RETRY_SECONDS} seconds.`,
    { retryAfterSeconds: IMPORT_RETRY_SECONDS, maxOpenImports: MAX_OPEN_IMPORTS },
    { 'retry-after': String(IMPORT_RETRY_SECONDS) },
  );

/**
 * Records an import of `file` into `companyId` and queues its job, in one transaction (a rolled-back caller queues
 * nothing), then answers the import (status queued). Only the file's type and header row are checked here (from its
 * first bytes): a file that cannot be imported is a 400 and no import exists. The file goes to storage as a stream
 * (a binary one is refused on the way); its rows are read by the job. A company has at most MAX_OPEN_IMPORTS imports
 * queued or running; one more is a 429.
 */
export async function startImport<T>(
  ctx: Ctx,
  queue: ImportQueue<T>,
  companyId: string,
  upload: UploadedFile | undefined,
) {
  checkCsvFile(upload, 'file');
  const file = upload!;
  const head = await file.head(CSV_HEAD_BYTES);
  const { headers } = readCsvHeader(
    { filename: file.filename, mimetype: file.mimetype, data: head },
    'file',
    undefined,
    file.size,
  );
  queue.spec.checkHeaders?.(headers.map(normalizeHeader));
  // checked again under the lock below; this spares storing a file that would be refused
  if ((await repo.countOpenJobs(ctx.db, companyId)) >= MAX_OPEN_IMPORTS) throw tooManyImports();
  const id = newId(ctx.now.getTime());
  const storageKey = `imports/${companyId}/${id}.csv`;
  await ctx.deps.storage.put(storageKey, file.stream(), 'text/csv', {
    maxBytes: MAX_IMPORT_BYTES,
    field: 'file',
    inspect: refuseBinary('file', file),
  });
  return inTransaction(ctx, async (tx) => {
    await lockKey(tx.db, `imports:${companyId}`);
    if ((await repo.countOpenJobs(tx.db, companyId)) >= MAX_OPEN_IMPORTS) throw tooManyImports();
    const job = await repo.insertJob(tx.db, {
      companyId,
      id,
      kind: queue.spec.kind,
      status: 'queued',
      fileName: file.filename.slice(0, 255),
      storageKey,
      totalRows: 0,
      createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      createdAt: ctx.now,
    });
    await audit(tx, {
      companyId,
      action: 'import.start',
      entity: 'import',
      entityId: id,
      to: 'queued',
      data: { kind: queue.spec.kind, fileName: job.fileName },
    });
    await tx.deps.jobs.send(tx.db, queue, { companyId, importId: id, actor: ctx.actor, requestId: ctx.requestId });
    return importJobView(job);
  }).catch(async (error) => {
    await ctx.deps.storage.remove(storageKey);
    throw error;
  });
}

const jobCtx = (data: ImportJobData, env: JobEnv): Ctx => ({
  db: env.db,
  actor: data.actor,
  companyId: data.companyId,
  now: env.deps.now(),
  log: env.log,
  requestId: data.requestId,
  ip: '',
  deps: env.deps,
});

type Step = 'next' | 'stop';

async function runSlice<T>(
  queue: ImportQueue<T>,
  data: ImportJobData,
  env: JobEnv,
  sliceMs: number,
  batchRows: number,
) {
  const started = Date.now();
  const { companyId, importId } = data;
  const found = await repo.findJob(env.db, companyId, importId);
  if (!found || found.status === 'done' || found.status === 'failed') return;
  const file = found.storageKey ? await env.deps.storage.get(found.storageKey) : undefined;
  if (!file) {
    return finish(jobCtx(data, env), importId, 'failed', {
      code: 'fileMissing',
      message: 'The uploaded file is no longer available',
    });
  }
  if (found.status === 'queued' && found.totalRows === 0) {
    // the whole file is read once, as a stream, before any row is written: a file over the limits imports nothing
    const counted = await countCsvRows(file).catch((error: unknown) => error);
    if (counted instanceof CsvLimitError) {
      return finish(jobCtx(data, env), importId, 'failed', {
        code: counted.code,
        message: counted.message,
        details: counted.details,
      });
    }
    if (typeof counted !== 'number') throw counted;
    await repo.setTotalRows(env.db, companyId, importId, counted);
  }
  const { headers: rawHeaders } = readCsvHeader({ filename: 'import.csv', mimetype: 'text/csv', data: file });
  const headers = rawHeaders.map(normalizeHeader);
  const cursor = new RowCursor(file);
  const parse = await queue.spec.parser(jobCtx(data, env));
  const runKey = `import:${companyId}:${queue.spec.kind}`;
  const again = (db: Db, startAfter?: Date) => env.deps.jobs.send(db, queue, data, { startAfter });

  try {
    await importSlices();
  } finally {
    await cursor.close();
  }

  async function importSlices() {
    for (;;) {
      const ctx = jobCtx(data, env);
      const step = await inTransaction(ctx, async (tx): Promise<Step> => {
        await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${runKey}))`);
        const job = await repo.findJob(tx.db, companyId, importId, { forUpdate: true });
        if (!job || job.status === 'done' || job.status === 'failed') return 'stop';
        if ((await repo.firstUnfinished(tx.db, companyId, queue.spec.kind)) !== importId) {
          await again(tx.db, new Date(Date.now() + WAIT_SECONDS * 1000));
          return 'stop';
        }
        if (job.status === 'queued') await repo.markRunning(tx.db, companyId, importId, tx.now);
        const batch = await cursor.take(job.processed, batchRows);
        if (batch.length === 0) {
          await finishInTransaction(tx, importId, 'done');
          return 'stop';
        }
        await repo.addProgress(tx.db, companyId, importId, await importBatch(tx, queue.spec, parse, headers, batch));
        if (Date.now() - started < sliceMs) return 'next';
        await again(tx.db);
        return 'stop';
      });
      if (step === 'stop') return;
    }
  }
}

async function importBatch<T>(
  tx: Ctx,
  spec: ImportSpec<T>,
  parse: (record: CsvRecord) => T,
  headers: string[],
  batch: CsvRow[],
): Promise<repo.BatchProgress> {
  const progress: repo.BatchProgress = { processed: batch.length, imported: 0, updated: 0, skipped: 0, errors: [] };
  for (const { row, cells } of batch) {
    try {
      const value = parse(toRecord(headers, row, cells));
      // inside the batch transaction this opens a savepoint
      const outcome = await (tx.db as Database).transaction((savepoint) =>
        spec.importRow({ ...tx, db: savepoint }, value, row),
      );
      progress.imported++;
      if (outcome === 'updated') progress.updated++;
    } catch (error) {
      progress.skipped++;
      progress.errors.push(...rowErrors(error, row, tx));
    }
  }
  return progress;
}

/** Why a whole import stopped: a code for programs, a message for people. */
export interface ImportFailure {
  code: ImportFailureCode;
  message: string;
  details?: ImportFailureDetails;
}

async function finishInTransaction(tx: Ctx, id: string, status: 'done' | 'failed', failure?: ImportFailure) {
  const companyId = tx.companyId!;
  const job = await repo.finishJob(tx.db, companyId, id, { status, failure, at: tx.now });
  if (!job) return;
  await audit(tx, {
    companyId,
    action: 'import.finish',
    entity: 'import',
    entityId: id,
    from: 'running',
    to: status,
    data: {
      processed: job.processed,
      imported: job.imported,
      updated: job.updated,
      skipped: job.skipped,
      ...(failure ? { failure: failure.code } : {}),
    },
  });
}

const finish = (ctx: Ctx, id: string, status: 'done' | 'failed', failure?: ImportFailure) =>
  inTransaction(ctx, (tx) => finishInTransaction(tx, id, status, failure));

/** For checkHeaders: a 400 naming `file` unless one of the columns is present. */
export function requireOneColumn(headers: string[], columns: string[], message: string) {
  if (!columns.some((c) => headers.includes(normalizeHeader(c)))) throw badRequest('file', message, { columns });
}
