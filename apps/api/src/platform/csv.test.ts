import { describe, expect, it } from 'vitest';
import { detectDelimiter, normalizeHeader, readCsvUpload, unguardCell, writeCsv } from './csv.ts';

const upload = (data: string | Buffer, filename = 'file.csv', mimetype = 'text/csv') => ({
  field: 'file',
  filename,
  mimetype,
  data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
});

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

  it('reads a file with a BOM, numbering rows as a spreadsheet does (blank rows count, multi-line cells do not)', () => {
    const table = readCsvUpload(upload('\uFEFFnom;notes\r\nA;"two\r\nlines"\r\n;\r\nB;x\r\n\r\n'));
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['nom', 'notes']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['A', 'two\r\nlines'] },
      { row: 4, cells: ['B', 'x'] },
    ]);
  });

  it('pads short rows and trims cells', () => {
    expect(readCsvUpload(upload('a,b,c\n 1 ,2\n')).rows).toEqual([{ row: 2, cells: ['1', '2', ''] }]);
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const table = readCsvUpload(upload(Buffer.from('nom;ville\nMüller;Genève\n', 'latin1')));
    expect(table.rows[0].cells).toEqual(['Müller', 'Genève']);
  });

  it.each([
    ['no file', undefined, /form field "file"/],
    ['an image', upload('GIF89a', 'a.gif', 'image/gif'), /CSV/],
    ['an xlsx renamed .csv', upload(Buffer.from('PK\u0003\u0004xx')), /CSV/],
  ])('refuses %s naming the field', (_, file, message) => {
    expect(() => readCsvUpload(file)).toThrow(message);
    try {
      readCsvUpload(file);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, details: { field: 'file' } });
    }
  });

  it('accepts the types browsers give CSV files', () => {
    expect(readCsvUpload(upload('a\n1\n', 'export', 'application/vnd.ms-excel')).rows).toHaveLength(1);
    expect(readCsvUpload(upload('a\n1\n', 'export.TXT', 'application/octet-stream')).rows).toHaveLength(1);
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
