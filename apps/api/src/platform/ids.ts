import { randomBytes } from 'node:crypto';

let lastMs = -1;
let sequence = 0;

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, a 12-bit sequence, then random bits. Ids made in one process
 * within the same millisecond take increasing sequence values (method 1 of the RFC), so they sort in creation order.
 */
export function newId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  if (now === lastMs && sequence < 0xfff) sequence++;
  else sequence = bytes[7] & 0x7f;
  lastMs = now;
  bytes[6] = (sequence >> 8) & 0x0f;
  bytes[7] = sequence & 0xff;
  bytes[0] = Math.floor(now / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(now / 2 ** 32) & 0xff;
  bytes[2] = (now >>> 24) & 0xff;
  bytes[3] = (now >>> 16) & 0xff;
  bytes[4] = (now >>> 8) & 0xff;
  bytes[5] = now & 0xff;
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const isUuid = (value: string) => new RegExp(UUID_PATTERN).test(value);
