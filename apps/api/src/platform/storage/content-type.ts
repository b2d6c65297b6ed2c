import { IMAGE_TYPES, sniffImage } from './images.ts';

/** How much of a file's beginning `contentTypeOf` reads. */
export const CONTENT_SNIFF_BYTES = 64 * 1024;

/**
 * The media type of stored bytes, read from the bytes themselves (their magic numbers), never from what the uploader
 * claimed: a file claimed as a picture may be a page with scripts. Anything not recognised is
 * `application/octet-stream`, which browsers only download.
 */
export function contentTypeOf(data: Buffer): string {
  if (data.length === 0) return 'application/octet-stream';
  const image = sniffImage(data);
  if (image) return IMAGE_TYPES[image];
  if (data.subarray(0, 1024).includes('%PDF-')) return 'application/pdf';
  const brand = isoBrand(data);
  if (brand) return brand;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return zipContainer(data);
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage';
  if (isText(data)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);

/** HEIC/HEIF and AVIF pictures (ISO base media files: `ftyp` then a brand). */
function isoBrand(data: Buffer): string | undefined {
  if (data.subarray(4, 8).toString('latin1') !== 'ftyp') return undefined;
  const brand = data.subarray(8, 12).toString('latin1');
  if (['heic', 'heix', 'heim', 'heis'].includes(brand)) return 'image/heic';
  if (['mif1', 'msf1', 'heif'].includes(brand)) return 'image/heif';
  if (brand === 'avif' || brand === 'avis') return 'image/avif';
  return undefined;
}

/** Office documents are ZIP files: OpenDocument names its type in a first `mimetype` entry, OOXML by its folders. */
function zipContainer(data: Buffer): string {
  const head = data.subarray(0, 64 * 1024).toString('latin1');
  const openDocument = /^mimetype(application\/vnd\.oasis\.opendocument\.[a-z.-]+)/.exec(head.slice(30, 120));
  if (openDocument) return openDocument[1];
  if (head.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (head.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

/** UTF-8 text (the first 8 KB) without control characters other than tab, line feed, form feed and return. */
function isText(data: Buffer): boolean {
  const sample = data.subarray(0, 8192);
  let text: string;
  try {
    // streaming: a character cut at the end of the sample is not an error
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
