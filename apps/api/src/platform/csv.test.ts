import { describe, expect, it } from 'vitest';
import { normalizeHeader, unguardCell, writeCsv } from './csv.ts';
import { CSV_LIMITS, type CsvLimits, countCsvRows, csvRows, detectDelimiter, readCsvHeader } from './csv-read.ts';

const upload = (data: string | Buffer, filename = 'file.csv', mimetype = 'text/csv') => ({
  filename,
  mimetype,
  data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
});
const rowsOf = async (data: string | Buffer, limits: CsvLimits = CSV_LIMITS) => {
  const rows = [];
  for await (const row of csvRows(upload(data).data, limits)) rows.push(row);
  return rows;
};
const small: CsvLimits = { maxColumns: 3, maxRowChars: 10, maxRows: 2 };
describe('CSV files', () => {
  it('detects the delimiter from the header, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2;3')).toBe(',');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('name\nx')).toBe(';');
  });

  it('normalizes headers for matching: case, accents, spaces and punctuation', () => {
    expect(normalizeHeader(' Code Postal ')).toBe('codepostal');
    expect(normalizeHeader('Prénom')).toBe('prenom');
    expect(normalizeHeader('E-mail')).toBe('email');
    expect(normalizeHeader('custom.shoeSize')).toBe('customshoesize');
  });

  it('reads a file with a BOM, numbering rows as a spreadsheet does (blank rows count, multi-line cells do not)', async () => {
    const text = '\uFEFFnom;notes\r\nA;"two\r\nlines"\r\n;\r\nB;x\r\n\r\n';
    expect(readCsvHeader(upload(text))).toEqual({ delimiter: ';', headers: ['nom', 'notes'] });
    expect(await rowsOf(text)).toEqual([
      { row: 2, cells: ['A', 'two\r\nlines'] },
      { row: 4, cells: ['B', 'x'] },
    ]);
  });

  it('trims cells and leaves short rows as they are (never padded to the header)', async () => {
    expect(await rowsOf('a,b,c\n 1 ,2\n')).toEqual([{ row: 2, cells: ['1', '2'] }]);
  });

  it('reads Windows-1252 when the bytes are not UTF-8', async () => {
    expect((await rowsOf(Buffer.from('nom;ville\nMüller;Genève\n', 'latin1')))[0].cells).toEqual(['Müller', 'Genève']);
  });

  it.each([
    ['an image', upload('GIF89a', 'a.gif', 'image/gif'), /CSV/],
    ['an xlsx renamed .csv', upload(Buffer.from('PK\u0003\u0004xx')), /CSV/],
    ['a header and nothing else', upload('a;b\n;\n'), /no rows/],
    ['a header of too many columns', upload(`${'c;'.repeat(600)}c\nx\n`), /columns/],
    ['a header line too long', upload(`${'x'.repeat(70_000)}\ny\n`), /longer/],
  ])('refuses %s at once, naming the field', (_, file, message) => {
    expect(() => readCsvHeader(file)).toThrow(message);
    try {
      readCsvHeader(file);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, details: { field: 'file' } });
    }
  });

  it('accepts the types browsers give CSV files', () => {
    expect(readCsvHeader(upload('a\n1\n', 'export', 'application/vnd.ms-excel')).headers).toEqual(['a']);
    expect(readCsvHeader(upload('a\n1\n', 'export.TXT', 'application/octet-stream')).headers).toEqual(['a']);
  });

  it.each([
    ['a row wider than allowed', 'a;b\n1;2;3;4\n', 'tooManyColumns', 2],
    ['a row longer than allowed', `a;b\n1;2\n${'x'.repeat(20)};3\n`, 'rowTooLong', 3],
    ['more rows than allowed', 'a\n1\n\n2\n3\n', 'tooManyRows', 5],
    ['broken quotes', 'a;b\n"1;2\n', 'unreadable', 2],
  ])('stops reading the rows at %s, with its code and row', async (_, text, code, row) => {
    await expect(rowsOf(text, small)).rejects.toMatchObject({ code, details: { row } });
  });

  it('counts the data rows, refusing a file without any', async () => {
    expect(await countCsvRows(Buffer.from('a\n1\n\n2\n'))).toBe(2);
    await expect(countCsvRows(Buffer.from('a\n\n;\n'))).rejects.toMatchObject({ code: 'noRows' });
  });

  it('writes BOM, ";", CRLF, quotes where needed, and defuses formulas', () => {
    const bytes = writeCsv(
      ['a', 'b', 'c'],
      [
        ['x;y', 'say "hi"', '=1+1'],
        [null, 12.5, '+33 6 12 34 56 78'],
        ['-2', '@SUM(A1)', 'line\nbreak'],
      ],
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'a;b;c\r\n"x;y";"say ""hi""";\'=1+1\r\n;12.5;+33 6 12 34 56 78\r\n-2;\'@SUM(A1);"line\nbreak"\r\n',
    );
    expect(unguardCell("'=1+1")).toBe('=1+1');
    expect(unguardCell("'quoted")).toBe("'quoted");
  });
});
