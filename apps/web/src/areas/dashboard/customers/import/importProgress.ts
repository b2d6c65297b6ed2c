import type { ImportJob } from '../../../../api/customers.ts';

/** Where an import stands, from the person's point of view. */
export type ImportPhase = 'idle' | 'uploading' | 'queued' | 'running' | 'done' | 'failed';

/** The job is asked again every second while it waits or runs. */
export const POLL_INTERVAL_MS = 1000;

export function phaseOf(job: ImportJob | undefined, uploading: boolean): ImportPhase {
  if (uploading) return 'uploading';
  return job?.status ?? 'idle';
}

export const isOver = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** When to ask for the job again: every second until it is done or failed, then never. */
export const pollInterval = (job: ImportJob | undefined): number | false => (isOver(job) ? false : POLL_INTERVAL_MS);

/** Share of the rows processed, 0–100 (a finished job is 100 even when its file had no rows). */
export function percentOf(job: ImportJob | undefined): number {
  if (!job) return 0;
  if (isOver(job)) return 100;
  if (job.totalRows === 0) return 0;
  return Math.min(100, Math.round((job.processed / job.totalRows) * 100));
}

/** Rows created, rows that updated an existing customer, rows refused. */
export function countsOf(job: ImportJob) {
  return { created: job.imported - job.updated, updated: job.updated, skipped: job.skipped, errors: job.errorCount };
}
