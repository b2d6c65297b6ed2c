import { toCents } from '@hirebase/shared';
import type { SettingsProblem } from '@hirebase/shared/company-settings';
import { badRequest } from '../../../platform/errors.ts';

/** Checks beyond what the body schemas can say; each failure is a 400 naming the field. */

export function cents(field: string, amount: number): number {
  try {
    return toCents(amount);
  } catch {
    throw badRequest(field, `${field} must be an amount with at most 2 decimals`);
  }
}

export const centsOrNull = (field: string, amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : cents(field, amount);

/** 5.5 (%) → 550 basis points. */
export function basisPoints(field: string, percent: number): number {
  if (percent < 0 || percent > 100) throw badRequest(field, `${field} must be a percentage from 0 to 100`);
  try {
    return toCents(percent);
  } catch {
    throw badRequest(field, `${field} must be a percentage with at most 2 decimals`);
  }
}

export function link(field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(field, `${field} must be a full link starting with https://`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badRequest(field, `${field} must be a link starting with https://`);
  }
  return url.toString();
}

export const linkOrNull = (field: string, value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : link(field, value.trim());

export function failOn(problem: SettingsProblem | undefined, prefix?: string): void {
  if (problem) throw badRequest(prefix ? `${prefix}.${problem.field}` : problem.field, problem.message);
}

// Rich texts are rendered as HTML in the store and in documents: active content is refused, not silently stripped.
const ACTIVE_CONTENT =
  /<\s*(script|iframe|object|embed|style|link|meta|base|form)\b|\son[a-z]+\s*=|javascript:|vbscript:/i;

export function richText(field: string, text: string): string {
  if (ACTIVE_CONTENT.test(text)) {
    throw badRequest(field, `${field} may contain formatting but no scripts, frames, forms or event handlers`);
  }
  return text;
}

const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function timezone(field: string, value: string): string {
  if (!ZONES.has(value)) throw badRequest(field, `${field} must be an IANA time zone such as Europe/Paris`);
  return value;
}

export const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function uniqueStrings(field: string, values: string[], caseInsensitive = true): string[] {
  const seen = new Set<string>();
  return values.map((raw, i) => {
    const value = raw.trim();
    if (!value) throw badRequest(`${field}.${i}`, `${field} cannot contain an empty value`);
    const key = caseInsensitive ? value.toLowerCase() : value;
    if (seen.has(key)) throw badRequest(`${field}.${i}`, `"${value}" appears twice in ${field}`);
    seen.add(key);
    return value;
  });
}
