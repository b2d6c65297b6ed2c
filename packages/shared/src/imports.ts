/** Background imports of CSV files (customers, products, packs), shared by the API and the web app. */
export const IMPORT_KINDS = ['customers', 'products', 'packs'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * Why a whole import stopped: a file over a limit (its job reads it first), the file gone from storage, or the job
 * failed for good (`unexpected`).
 */
export const IMPORT_FAILURE_CODES = [
  'tooManyColumns',
  'rowTooLong',
  'tooManyRows',
  'unreadable',
  'noRows',
  'fileMissing',
  'unexpected',
] as const;
export type ImportFailureCode = (typeof IMPORT_FAILURE_CODES)[number];

/** What an import's failure names besides its code: the row at fault and the limit it passed. */
export interface ImportFailureDetails {
  row?: number;
  maxColumns?: number;
  maxChars?: number;
  maxRows?: number;
}
