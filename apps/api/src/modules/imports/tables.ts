import type { ImportFailureCode, ImportFailureDetails, ImportKind, ImportStatus } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';

export interface ImportRowError {
  /** Row of the file as a spreadsheet numbers it: the header is row 1. */
  row: number;
  field: string;
  message: string;
}

export { IMPORT_FAILURE_CODES, type ImportFailureCode } from '@hirebase/shared';

/** One CSV import run in the background, with its progress and the rows it refused. */
export const importJobs = pgTable(
  'import_jobs',
  {
    ...tenantKey(),
    kind: text('kind').$type<ImportKind>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    totalRows: integer('total_rows').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    /** Of the imported rows, those that matched an existing record and updated it. */
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** Why the whole job stopped, when it failed. */
    failure: text('failure'),
    failureCode: text('failure_code').$type<ImportFailureCode>(),
    /** The row at fault and the limit it passed, for the failure's wording in every language. */
    failureDetails: jsonb('failure_details').$type<ImportFailureDetails>(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('import_jobs_company_idx').on(t.companyId, t.createdAt),
    check('import_jobs_kind_check', sql`${t.kind} in ('customers', 'products', 'packs')`),
    check('import_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
