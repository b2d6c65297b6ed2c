import { boundOf, isDateOnly } from '@hirebase/shared/zone';
import { dateProblem, fromQueryText } from '../dates.ts';
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

/**
 * A date of a list query as the client wrote it. Its instants depend on the company's zone and on the operator
 * (a date alone is a whole day), so they are resolved with the zone when the query is turned into SQL.
 */
export class ClientDate {
  constructor(readonly text: string) {}
  /** The period the date names: a whole day for a date alone, one instant (start = end) for a date-time. */
  span(timeZone: string): { start: Date; end: Date } {
    return {
      start: new Date(boundOf(this.text, timeZone, 'start')),
      end: new Date(boundOf(this.text, timeZone, 'end')),
    };
  }
  get isDay(): boolean {
    return isDateOnly(this.text);
  }
  toJSON() {
    return this.text;
  }
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
      const date = fromQueryText(text);
      const problem = dateProblem('dayOrDateTime', date);
      if (problem) throw badRequest(key, `"${key}" ${problem}, got "${text}".`);
      return new ClientDate(date);
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
