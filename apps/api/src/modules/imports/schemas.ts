import { IMPORT_KINDS, IMPORT_STATUSES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, OrNull, StringEnum } from '../../platform/http/schemas.ts';
import { IMPORT_FAILURE_CODES } from './tables.ts';

/** One of the strings or null, as a list of types: the answer is written without trying schemas one by one. */
const OneOfOrNull = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

const Limit = Type.Optional(Type.Integer({ minimum: 0 }));
export const ImportFailureDetailsView = Type.Object(
  { row: Limit, maxColumns: Limit, maxChars: Limit, maxRows: Limit },
  { description: 'The row at fault (as a spreadsheet numbers it) and the limit it passed, by failureCode' },
);

export const ImportRowErrorView = Type.Object({
  row: Type.Integer({ description: 'Row of the file as a spreadsheet numbers it (the header is row 1)' }),
  field: Type.String(),
  message: Type.String(),
});

export const ImportJobView = Type.Object({
  id: Id,
  companyId: Id,
  kind: StringEnum(IMPORT_KINDS),
  status: StringEnum(IMPORT_STATUSES),
  fileName: Type.String(),
  totalRows: Type.Integer({ minimum: 0 }),
  processed: Type.Integer({ minimum: 0 }),
  imported: Type.Integer({ minimum: 0, description: 'Rows written (created or updated)' }),
  updated: Type.Integer({ minimum: 0, description: 'Of the imported rows, those that updated an existing record' }),
  skipped: Type.Integer({ minimum: 0, description: 'Rows refused; see errors' }),
  errorCount: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ImportRowErrorView, { description: 'The first errors; all of them in errors.csv' }),
  failure: OrNull(Type.String()),
  failureCode: OneOfOrNull(IMPORT_FAILURE_CODES),
  failureDetails: ImportFailureDetailsView,
  createdAt: DateTime,
  startedAt: OrNull(DateTime),
  finishedAt: OrNull(DateTime),
});

export const ImportParams = Type.Object({ id: Id });
