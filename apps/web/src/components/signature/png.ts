/** A small PNG encoder (8-bit grey + alpha), so a signature becomes the same PNG with or without a canvas. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return new Uint8Array([...u32(data.length), ...typed, ...u32(crc32(typed))]);
}

/** zlib with stored (uncompressed) blocks: the fallback where the browser has no CompressionStream. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const part = raw.subarray(at, Math.min(raw.length, at + 65535));
    const last = at + 65535 >= raw.length ? 1 : 0;
    blocks.push(last, part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff);
    for (const byte of part) blocks.push(byte);
    if (raw.length === 0) break;
  }
  blocks.push(...u32(adler32(raw)));
  return new Uint8Array(blocks);
}

async function zlib(raw: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return zlibStored(raw);
  try {
    const compressor = new CompressionStream('deflate');
    const writer = compressor.writable.getWriter();
    void writer.write(raw as Uint8Array<ArrayBuffer>);
    void writer.close();
    return new Uint8Array(await new Response(compressor.readable).arrayBuffer());
  } catch {
    return zlibStored(raw);
  }
}

/** `pixels`: width × height pairs of (grey, alpha). */
export async function encodeGreyAlphaPng(width: number, height: number, pixels: Uint8Array): Promise<Uint8Array> {
  const raw = new Uint8Array(height * (1 + width * 2));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 2)] = 0; // no filter
    raw.set(pixels.subarray(y * width * 2, (y + 1) * width * 2), y * (1 + width * 2) + 1);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 4, 0, 0, 0]);
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', await zlib(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function pngDataUrl(png: Uint8Array): string {
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
