import type { ImportJobRow } from './repository.ts';

/** Errors shown with the progress; the full list is the CSV report. */
export const ERRORS_SHOWN = 50;

export const importJobView = (job: ImportJobRow) => ({
  id: job.id,
  companyId: job.companyId,
  kind: job.kind,
  status: job.status,
  fileName: job.fileName,
  totalRows: job.totalRows,
  processed: job.processed,
  imported: job.imported,
  updated: job.updated,
  skipped: job.skipped,
  errorCount: job.errors.length,
  errors: job.errors.slice(0, ERRORS_SHOWN),
  failure: job.failure,
  failureCode: job.failureCode,
  failureDetails: job.failureDetails ?? {},
  createdAt: job.createdAt.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  finishedAt: job.finishedAt?.toISOString() ?? null,
});
