import type { ImportFailureDetails, ImportKind } from '@hirebase/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { type ImportFailureCode, type ImportRowError, importJobs } from './tables.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type NewImportJob = typeof importJobs.$inferInsert;

/** At most this many row errors are kept per job; the skipped count stays exact beyond it. */
export const MAX_KEPT_ERRORS = 10_000;

export async function insertJob(db: Db, values: NewImportJob): Promise<ImportJobRow> {
  const [row] = await db.insert(importJobs).values(values).returning();
  return row;
}

export async function findJob(db: Db, companyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.id, id)));
  return (await (options.forUpdate ? query.for('update') : query))[0];
}

/** The oldest import of this kind into the company that has not finished: the one allowed to run. */
export async function firstUnfinished(db: Db, companyId: string, kind: ImportKind) {
  const [first] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.companyId, companyId),
        eq(importJobs.kind, kind),
        inArray(importJobs.status, ['queued', 'running']),
      ),
    )
    .orderBy(asc(importJobs.createdAt), asc(importJobs.id))
    .limit(1);
  return first?.id;
}

/** An administrator's lookup, across companies. */
export const findJobAnyCompany = async (db: Db, id: string) =>
  (await db.select().from(importJobs).where(eq(importJobs.id, id)))[0];

/** Imports of the company that are queued or running. */
export async function countOpenJobs(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importJobs)
    .where(and(eq(importJobs.companyId, companyId), inArray(importJobs.status, ['queued', 'running'])));
  return row.n;
}

export async function setTotalRows(db: Db, companyId: string, id: string, totalRows: number) {
  await db
    .update(importJobs)
    .set({ totalRows })
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.id, id)));
}

export async function markRunning(db: Db, companyId: string, id: string, at: Date) {
  await db
    .update(importJobs)
    .set({ status: 'running', startedAt: at })
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.id, id)));
}

export interface BatchProgress {
  processed: number;
  imported: number;
  updated: number;
  skipped: number;
  errors: ImportRowError[];
}

/** Adds one batch's counts; written in the batch's transaction so progress never runs ahead of committed rows. */
export async function addProgress(db: Db, companyId: string, id: string, batch: BatchProgress) {
  await db
    .update(importJobs)
    .set({
      processed: sql`${importJobs.processed} + ${batch.processed}`,
      imported: sql`${importJobs.imported} + ${batch.imported}`,
      updated: sql`${importJobs.updated} + ${batch.updated}`,
      skipped: sql`${importJobs.skipped} + ${batch.skipped}`,
      errors: sql`case when jsonb_array_length(${importJobs.errors}) >= ${MAX_KEPT_ERRORS} then ${importJobs.errors}
        else ${importJobs.errors} || ${JSON.stringify(batch.errors)}::jsonb end`,
    })
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.id, id)));
}

/** Finishes an unfinished import; answers nothing when it had already finished. */
export async function finishJob(
  db: Db,
  companyId: string,
  id: string,
  values: {
    status: 'done' | 'failed';
    failure?: { code: ImportFailureCode; message: string; details?: ImportFailureDetails };
    at: Date;
  },
) {
  const [row] = await db
    .update(importJobs)
    .set({
      status: values.status,
      failure: values.failure?.message ?? null,
      failureCode: values.failure?.code ?? null,
      failureDetails: values.failure?.details ?? null,
      finishedAt: values.at,
    })
    .where(
      and(
        eq(importJobs.companyId, companyId),
        eq(importJobs.id, id),
        inArray(importJobs.status, ['queued', 'running']),
      ),
    )
    .returning();
  return row;
}
