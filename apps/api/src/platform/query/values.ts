import { badRequest } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { Scalar, ValueSpec } from './list-query.ts';

/** Query values arrive as text (or arrays of text for repeated keys); these turn them into typed values or a 400. */

export function strings(key: string, raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw badRequest(key, `"${key}" needs a value.`);
  return list.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' || typeof item === 'boolean') return String(item);
    throw badRequest(key, `"${key}" must be a plain text value.`);
  });
}

export function single(key: string, raw: unknown): string {
  const list = strings(key, raw);
  if (list.length > 1) throw badRequest(key, `"${key}" must be given only once.`);
  return list[0];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export function parseDate(text: string): Date | undefined {
  // An unencoded "+" of an offset arrives as a space after URL decoding.
  const normalized = text.replace(/ (\d{2}:\d{2})$/, '+$1');
  const m = DATE.exec(normalized);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const calendar = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (calendar.getUTCMonth() !== Number(mo) - 1 || calendar.getUTCDate() !== Number(d)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const date = new Date(m[4] === undefined ? `${y}-${mo}-${d}T00:00:00Z` : normalized);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function convert(spec: ValueSpec, key: string, text: string): Scalar {
  switch (spec.type) {
    case 'string':
      return text;
    case 'uuid':
      if (!isUuid(text)) throw badRequest(key, `"${key}" must be a UUID, got "${text}".`);
      return text.toLowerCase();
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw badRequest(key, `"${key}" must be a number, got "${text}".`);
      return Number(text);
    case 'integer':
      if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
        throw badRequest(key, `"${key}" must be a whole number, got "${text}".`);
      }
      return Number(text);
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw badRequest(key, `"${key}" must be true or false.`);
      return text === 'true';
    case 'date': {
      const date = parseDate(text);
      if (!date) {
        throw badRequest(
          key,
          `"${key}" must be an ISO 8601 date (2026-01-31) or date-time with offset (2026-01-31T08:00:00Z), got "${text}".`,
        );
      }
      return date;
    }
    case 'enum':
      if (!spec.values.includes(text)) throw badRequest(key, `"${key}" must be one of: ${spec.values.join(', ')}.`);
      return text;
  }
}

export function checkRegex(key: string, pattern: string): void {
  try {
    new RegExp(pattern);
  } catch {
    throw badRequest(key, `"${key}" is not a valid regular expression.`);
  }
}

export function integer(key: string, raw: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = single(key, raw);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `between ${min} and ${max}`;
    throw badRequest(key, `"${key}" must be a whole number ${range}, got "${text}".`);
  }
  return Number(text);
}
