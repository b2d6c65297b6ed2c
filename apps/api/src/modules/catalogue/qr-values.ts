import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a value read aloud or typed from a label is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GENERATED = /^HB-[0-9A-Z]{8}$/;

/** The generator of QR values, an object so that tests can make it collide. */
export const qrValues = {
  /** `HB-` and 8 Crockford characters from 40 random bits. */
  next(): string {
    const bytes = randomBytes(5);
    let bits = 0n;
    for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
    let text = '';
    for (let i = 7; i >= 0; i--) text += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
    return `HB-${text}`;
  },
};

/**
 * A scanned or typed value as stored: trimmed and, for generated values, upper case with the letters Crockford
 * reads as digits (O → 0, I and L → 1) corrected. Other values are compared case-insensitively as they are.
 */
export function normalizeQrValue(value: string): string {
  const text = value.trim();
  const upper = text.toUpperCase();
  if (!upper.startsWith('HB-')) return text;
  const fixed = `HB-${upper.slice(3).replace(/O/g, '0').replace(/[IL]/g, '1')}`;
  return GENERATED.test(fixed) ? fixed : text;
}
