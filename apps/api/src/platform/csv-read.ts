import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { badRequest } from './errors.ts';

/**
 * Reading CSV files bounded in memory: the request only checks the file's type and its header line; the rows are
 * read as a stream by the import job, one record at a time, within limits on columns, cell length and rows.
 */

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface CsvLimits {
  maxColumns: number;
  /** Longest row (the header included), in characters. */
  maxRowChars: number;
  /** Data rows (blank rows do not count). */
  maxRows: number;
}

export const CSV_LIMITS: CsvLimits = { maxColumns: 500, maxRowChars: 64 * 1024, maxRows: 100_000 };

/** Why a CSV file cannot be imported; `code` is what an import's result carries. */
export type CsvProblem = 'tooManyColumns' | 'rowTooLong' | 'tooManyRows' | 'unreadable' | 'noRows';

export class CsvLimitError extends Error {
  constructor(
    readonly code: CsvProblem,
    message: string,
    /** The row at fault and the limit it passed (`maxColumns`, `maxChars`, `maxRows`). */
    readonly details: { row?: number; maxColumns?: number; maxChars?: number; maxRows?: number } = {},
  ) {
    super(message);
  }
}

/** A CSV file in memory (at most MAX_IMPORT_BYTES). */
export interface CsvFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface CsvRow {
  /** Row of the file as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** Cells as the row has them, trimmed: a short row is not padded to the header's width. */
  cells: string[];
}

const DELIMITERS = [';', ',', '\t'] as const;
const CSV_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
];
/** Text handed to the parser at a time. */
const PIECE_CHARS = 16 * 1024;
/** Longest run of reading between two turns of the event loop: a long file never holds up the other requests. */
const TURN_MS = 5;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Excel on Windows saves "CSV" in Windows-1252; anything that is not valid UTF-8 is read that way. `partial`: `data`
 * is the beginning of a file, which may end in the middle of a character.
 */
export function decodeCsv(data: Buffer, partial = false): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data, { stream: partial });
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The first line (outside quotes) within `maxChars`, or undefined when it is longer. */
function firstLine(text: string, maxChars = text.length): string | undefined {
  let quoted = false;
  const end = Math.min(text.length, maxChars + 1);
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text.length <= maxChars ? text : undefined;
}

/** Columns of the first line (outside quotes), counted no further than one past `max`. */
function columnsOfFirstLine(text: string, delimiter: string, max: number): number {
  let quoted = false;
  let columns = 1;
  for (let i = 0; i < text.length && columns <= max; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === delimiter) columns++;
  }
  return columns;
}

/** The delimiter used most in the header line, outside quotes; `;` when the header has a single column. */
export function detectDelimiter(text: string): string {
  const header = (firstLine(text, CSV_LIMITS.maxRowChars) ?? text.slice(0, CSV_LIMITS.maxRowChars)).replace(
    /"[^"]*"/g,
    '',
  );
  let best: string = ';';
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = header.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

/** Size and type of an uploaded CSV file; a problem is a 400 naming `field`. */
export function checkCsvFile(file: { filename: string; mimetype: string; size: number } | undefined, field: string) {
  if (!file) throw badRequest(field, `Send the CSV file in the form field "${field}"`);
  if (file.size === 0) throw badRequest(field, 'The file is empty');
  if (file.size > MAX_IMPORT_BYTES) throw badRequest(field, 'The file must be at most 10 MB');
  const extension = extname(file.filename).toLowerCase();
  if (!(extension === '.csv' || extension === '.txt' || CSV_TYPES.includes(file.mimetype))) throw notCsv(field, file);
}

const notCsv = (field: string, file: { filename: string }) =>
  badRequest(field, 'The file must be a CSV file (in a spreadsheet: "Save as" → CSV)', { fileName: file.filename });

export interface CsvHeader {
  delimiter: string;
  /** Header cells as written in the file. */
  headers: string[];
}

/** Bytes of a file's beginning that always hold its header row when that row is within the limits. */
export const CSV_HEAD_BYTES = 4 * (CSV_LIMITS.maxRowChars + 2);

/** For a CSV file's bytes on their way to storage: a NUL byte (a binary file) stops them with a 400 naming `field`. */
export const refuseBinary = (field: string, file: { filename: string }) => (chunk: Buffer) => {
  if (chunk.includes(0)) throw notCsv(field, file);
};

/**
 * Checks an uploaded CSV file without reading its rows: type, binary content, and a header line within the limits
 * (columns, length) followed by something. Any problem is a 400 naming `field`, with `details.reason`. With
 * `size`, `file.data` is only the file's first bytes (at least CSV_HEAD_BYTES of a larger file) and `size` its length.
 */
export function readCsvHeader(
  file: CsvFile,
  field = 'file',
  limits: CsvLimits = CSV_LIMITS,
  size = file.data.length,
): CsvHeader {
  checkCsvFile({ ...file, size }, field);
  const partial = size > file.data.length;
  if (file.data.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' || file.data.includes(0)) {
    throw notCsv(field, file);
  }
  const text = decodeCsv(file.data, partial);
  const delimiter = detectDelimiter(text);
  const columns = columnsOfFirstLine(text, delimiter, limits.maxColumns);
  if (columns > limits.maxColumns) {
    throw badRequest(field, `The header has more than ${limits.maxColumns} columns`, {
      reason: 'tooManyColumns',
      maxColumns: limits.maxColumns,
    });
  }
  const line = firstLine(text, limits.maxRowChars);
  if (line === undefined) {
    throw badRequest(field, `The header row is longer than ${limits.maxRowChars} characters`, {
      reason: 'rowTooLong',
      maxChars: limits.maxRowChars,
    });
  }
  let headers: string[];
  try {
    headers = (parseSync(line, { delimiter, trim: true, relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    throw badRequest(field, 'The header row cannot be read: check its quotes', { reason: 'unreadable' });
  }
  if (headers.length > limits.maxColumns) {
    throw badRequest(field, `The file has ${headers.length} columns; at most ${limits.maxColumns} are read`, {
      reason: 'tooManyColumns',
      maxColumns: limits.maxColumns,
    });
  }
  if (headers.every((h) => h === '')) throw badRequest(field, 'The file has no header row', { reason: 'noHeader' });
  // a beginning followed by more may have its rows further on: the import's job tells (noRows)
  if (!partial && !/[^\s,;"]/.test(text.slice(line.length))) {
    throw badRequest(field, 'The file has a header but no rows to import', { reason: 'noRows' });
  }
  return { delimiter, headers };
}

function* pieces(text: string) {
  for (let at = 0; at < text.length; at += PIECE_CHARS) yield text.slice(at, at + PIECE_CHARS);
}

/**
 * The non-blank data rows of a CSV file, read as a stream: one record at a time reaches memory, each checked against
 * the limits (a row wider than `maxColumns` or longer than `maxRowChars`, more than `maxRows` rows, broken
 * quotes) — a CsvLimitError names the problem and the row. Blank rows keep their place in the numbering.
 */
export async function* csvRows(data: Buffer, limits: CsvLimits = CSV_LIMITS): AsyncGenerator<CsvRow> {
  const text = decodeCsv(data);
  const parser = parse({
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    trim: true,
    max_record_size: limits.maxRowChars,
  });
  const source = Readable.from(pieces(text));
  source.pipe(parser);
  let record = 0;
  let rows = 0;
  let turnStarted = performance.now();
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record++;
      // buffered records resolve as microtasks: without this the whole file would be read in one go
      if (record % 100 === 0 && performance.now() - turnStarted > TURN_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
      if (record === 1) continue;
      const row = record;
      if (cells.length > limits.maxColumns) {
        throw new CsvLimitError('tooManyColumns', `Row ${row} has more than ${limits.maxColumns} cells`, {
          row,
          maxColumns: limits.maxColumns,
        });
      }
      if (!cells.some((c) => c !== '')) continue;
      if (++rows > limits.maxRows) {
        throw new CsvLimitError('tooManyRows', `The file has more than ${limits.maxRows} rows`, {
          row,
          maxRows: limits.maxRows,
        });
      }
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof CsvLimitError || !(error instanceof CsvError)) throw error;
    // the parser may be ahead of the rows read here: its own count says which record failed
    const row = ((error as CsvError & { records?: number }).records ?? record) + 1;
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw new CsvLimitError('rowTooLong', `Row ${row} is longer than ${limits.maxRowChars} characters`, {
        row,
        maxChars: limits.maxRowChars,
      });
    }
    throw new CsvLimitError('unreadable', `Row ${row} cannot be read: check its quotes`, { row });
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/** Counts the data rows, checking every limit on the way (throws CsvLimitError; `noRows` when there are none). */
export async function countCsvRows(data: Buffer, limits: CsvLimits = CSV_LIMITS): Promise<number> {
  let count = 0;
  for await (const _ of csvRows(data, limits)) count++;
  if (count === 0) throw new CsvLimitError('noRows', 'The file has a header but no rows to import');
  return count;
}
