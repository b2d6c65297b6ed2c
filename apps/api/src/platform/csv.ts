import { stringify } from 'csv-stringify/sync';

/** CSV files in and out, the way spreadsheet users (Excel in French, LibreOffice, Numbers) make and open them. */

/** Header text reduced for matching: case, accents, spaces and punctuation do not count ("Code postal" = "codepostal"). */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

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
