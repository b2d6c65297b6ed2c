import { extname } from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from './errors.ts';
import type { UploadedFile } from './http/route.ts';

/** CSV files in and out, the way spreadsheet users (Excel in French, LibreOffice, Numbers) make and open them. */

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const DELIMITERS = [';', ',', '\t'] as const;
const CSV_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
];

export interface CsvTable {
  delimiter: string;
  /** Header cells as written in the file. */
  headers: string[];
  /** Non-empty data rows with their spreadsheet row number (the header is row 1); cells trimmed, '' when missing. */
  rows: CsvRow[];
}

export interface CsvRow {
  row: number;
  cells: string[];
}

/** Header text reduced for matching: case, accents, spaces and punctuation do not count ("Code postal" = "codepostal"). */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Excel on Windows saves "CSV" in Windows-1252; anything that is not valid UTF-8 is read that way. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function firstLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text;
}

/** The delimiter used most in the header line, outside quotes; `;` when the header has a single column. */
export function detectDelimiter(text: string): string {
  const header = firstLine(text).replace(/"[^"]*"/g, '');
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

function checkUpload(file: UploadedFile | undefined, field: string): UploadedFile {
  if (!file) throw badRequest(field, `Send the CSV file in the form field "${field}"`);
  if (file.data.length === 0) throw badRequest(field, 'The file is empty');
  if (file.data.length > MAX_IMPORT_BYTES) throw badRequest(field, 'The file must be at most 10 MB');
  const extension = extname(file.filename).toLowerCase();
  const looksCsv = extension === '.csv' || extension === '.txt' || CSV_TYPES.includes(file.mimetype);
  const binary = file.data.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' || file.data.includes(0);
  if (!looksCsv || binary) {
    throw badRequest(field, 'The file must be a CSV file (in a spreadsheet: "Save as" → CSV)', {
      fileName: file.filename,
    });
  }
  return file;
}

/** Reads an uploaded CSV (size and type checked, BOM and delimiter handled); any problem is a 400 naming `field`. */
export function readCsvUpload(file: UploadedFile | undefined, field = 'file'): CsvTable {
  const text = decode(checkUpload(file, field).data).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : undefined;
    throw badRequest(field, `The CSV file cannot be read${line ? ` (line ${line})` : ''}: check its quotes`);
  }
  const [headers, ...lines] = records;
  if (!headers || headers.every((h) => h === '')) throw badRequest(field, 'The file has no header row');
  // Blank rows (often left by spreadsheets at the end) are dropped but keep their place in the row numbering.
  const rows = lines
    .map((cells, i) => ({ row: i + 2, cells: headers.map((_, c) => cells[c] ?? '') }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw badRequest(field, 'The file has a header but no rows to import');
  return { delimiter, headers, rows };
}

/**
 * A CSV document a spreadsheet opens as is: UTF-8 with a BOM (so Excel reads accents), `;` between cells (the list
 * separator of French Excel), CRLF line ends, cells quoted when they hold `;`, quotes or line breaks.
 */
export function writeCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): Buffer {
  const body = stringify([headers as string[], ...rows.map((row) => row.map(cell))], {
    delimiter: ';',
    record_delimiter: '\r\n',
    // A lone line feed inside a cell must be quoted too, or spreadsheets start a new row there.
    quoted_match: /[\r\n]/,
  });
  return Buffer.concat([Buffer.from('\uFEFF', 'utf8'), Buffer.from(body, 'utf8')]);
}

// A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection): it is prefixed with '. Numbers and
// phone numbers ("+33 6 12 34 56 78") cannot form a formula and stay as they are.
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s().,/-]*$/.test(text)) return `'${text}`;
  return text;
}

/** Undoes the formula guard of `writeCsv` when a file comes back. */
export const unguardCell = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);
