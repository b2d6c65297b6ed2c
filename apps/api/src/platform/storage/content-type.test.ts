import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './content-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const zipEntry = (name: string, content = '') =>
  bytes([0x50, 0x4b, 0x03, 0x04], Array(22).fill(0), [name.length, 0, 0, 0], name, content);

describe('content type read from the bytes', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a GIF', bytes('GIF89a\x01\x00'), 'image/gif'],
    ['a WebP', bytes('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['an AVIF picture', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/avif'],
    [
      'a Word document',
      zipEntry('word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a spreadsheet', zipEntry('xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [
      'an OpenDocument text',
      zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
      'application/vnd.oasis.opendocument.text',
    ],
    ['another ZIP', zipEntry('photos/1.jpg'), 'application/zip'],
    ['an old Office file', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/x-ole-storage'],
    ['plain text', Buffer.from('Contrat de location\r\nVélo n°12\tcasque\n'), 'text/plain; charset=utf-8'],
    [
      'a page with scripts (shown as text, never run)',
      Buffer.from('<html><script>alert(1)</script>'),
      'text/plain; charset=utf-8',
    ],
    ['random bytes', bytes([0x00, 0x01, 0x02, 0xfe, 0xff]), 'application/octet-stream'],
    ['text with a NUL', Buffer.from('abc\u0000def'), 'application/octet-stream'],
    ['Latin-1 text (not UTF-8)', bytes('caf\xe9 cr\xe8me'), 'application/octet-stream'],
    ['nothing', Buffer.alloc(0), 'application/octet-stream'],
  ])('recognises %s', (_, data, type) => {
    expect(contentTypeOf(data)).toBe(type);
  });

  it('reads text cut in the middle of a character as text', () => {
    const text = Buffer.from('é'.repeat(5000));
    expect(contentTypeOf(text)).toBe('text/plain; charset=utf-8');
  });
});
