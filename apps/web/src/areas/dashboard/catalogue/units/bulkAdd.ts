import type { UnitsCreateInput } from '../../../../api/catalogue.ts';

/** The API's limits on one call and on a serial number. */
export const MAX_UNITS = 500;
export const MAX_SERIAL_LENGTH = 100;

export type BulkAddMode = 'count' | 'serials';

export interface ParsedSerials {
  serials: string[];
  /** Serial numbers typed more than once (compared without case, as the API does). */
  repeated: string[];
  tooLong: string[];
}

/** One serial number a line; blanks around and empty lines are dropped. */
export function parseSerials(text: string): ParsedSerials {
  const serials = text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const serial of serials) {
    const key = serial.toLowerCase();
    if (seen.has(key)) repeated.add(serial);
    seen.add(key);
  }
  return { serials, repeated: [...repeated], tooLong: serials.filter((s) => s.length > MAX_SERIAL_LENGTH) };
}

export type BulkAddProblem = 'countRange' | 'noSerials' | 'tooMany' | 'repeated' | 'tooLong';

/** What prevents adding these units, if anything. */
export function bulkAddProblem(mode: BulkAddMode, count: number | string, text: string): BulkAddProblem | null {
  if (mode === 'count') {
    const n = Number(count);
    return Number.isInteger(n) && n >= 1 && n <= MAX_UNITS && count !== '' ? null : 'countRange';
  }
  const parsed = parseSerials(text);
  if (parsed.serials.length === 0) return 'noSerials';
  if (parsed.serials.length > MAX_UNITS) return 'tooMany';
  if (parsed.repeated.length > 0) return 'repeated';
  if (parsed.tooLong.length > 0) return 'tooLong';
  return null;
}

/** The body of `POST /sub-products` (without the product): a count, or one unit per serial number. */
export function bulkAddPayload(
  mode: BulkAddMode,
  count: number | string,
  text: string,
): Omit<UnitsCreateInput, 'productId'> {
  if (mode === 'count') return { count: Number(count) };
  return { units: parseSerials(text).serials.map((serialNumber) => ({ serialNumber })) };
}
