/** Background imports of CSV files (customers, products, packs), shared by the API and the web app. */
export const IMPORT_KINDS = ['customers', 'products', 'packs'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
