import { IMPORT_KINDS, IMPORT_STATUSES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Nullable } from '../../platform/http/schemas.ts';
import { IMPORT_FAILURE_CODES } from './tables.ts';

const OneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

export const ImportRowErrorView = Type.Object({
  row: Type.Integer({ description: 'Row of the file as a spreadsheet numbers it (the header is row 1)' }),
  field: Type.String(),
  message: Type.String(),
});

export const ImportJobView = Type.Object({
  id: Id,
  companyId: Id,
  kind: OneOf(IMPORT_KINDS),
  status: OneOf(IMPORT_STATUSES),
  fileName: Type.String(),
  totalRows: Type.Integer({ minimum: 0 }),
  processed: Type.Integer({ minimum: 0 }),
  imported: Type.Integer({ minimum: 0, description: 'Rows written (created or updated)' }),
  updated: Type.Integer({ minimum: 0, description: 'Of the imported rows, those that updated an existing record' }),
  skipped: Type.Integer({ minimum: 0, description: 'Rows refused; see errors' }),
  errorCount: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ImportRowErrorView, { description: 'The first errors; all of them in errors.csv' }),
  failure: Nullable(Type.String()),
  failureCode: Nullable(OneOf(IMPORT_FAILURE_CODES)),
  createdAt: DateTime,
  startedAt: Nullable(DateTime),
  finishedAt: Nullable(DateTime),
});

export const ImportParams = Type.Object({ id: Id });
