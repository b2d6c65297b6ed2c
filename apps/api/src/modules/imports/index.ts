// The public entry of the imports module: what other modules may use.
export type { CsvRecord, RowOutcome } from './runner.ts';
export { importQueue, RowRejected, requireOneColumn, startImport } from './runner.ts';
export { ImportJobView } from './schemas.ts';
