import { parseDecimalToCents } from '@hirebase/shared';
import { unguardCell } from '../../../platform/csv.ts';
import { type CsvRecord, RowRejected } from '../../imports/index.ts';

/** Reading and writing the cells of catalogue CSV files: amounts with a decimal comma, yes/no, `|` lists. */

const YES = ['yes', 'oui', 'true', 'vrai', '1', 'x', 'y', 'o'];
const NO = ['no', 'non', 'false', 'faux', '0', 'n'];

/** Text reduced for matching names: case, accents and surrounding spaces do not count. */
export const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** Cents as a decimal amount with a comma (1250 → "12,5"): the spreadsheets that read `;` files expect it. */
export const amountCell = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100).replace('.', ',');
export const numberCell = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');
export const LIST_SEPARATOR = '|';

/** "12,50", "12.5", "1 250 €" → cents; a message when the text is not an amount. */
export function parseAmount(text: string): { cents: number } | { error: string } {
  const cleaned = text.replace(/[\s\u00a0\u202f'€]|CHF|EUR/gi, '');
  try {
    const cents = parseDecimalToCents(cleaned);
    if (cents < 0) return { error: `"${text}" is negative: amounts must be 0 or more` };
    if (cents > 1_000_000_000) return { error: `"${text}" is too large` };
    return { cents };
  } catch {
    return { error: `"${text}" is not an amount with at most 2 decimals` };
  }
}

/** A decimal number with a point or a comma ("5,5"); undefined when it is not one. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

type RowError = { field: string; message: string };

/**
 * One CSV row read column by column; each problem is collected with the column (field) at fault, and `done`
 * refuses the row with all of them at once.
 */
export class RowReader {
  readonly errors: RowError[] = [];

  constructor(readonly record: CsvRecord) {}

  fail(field: string, message: string): undefined {
    this.errors.push({ field, message });
    return undefined;
  }

  text(field: string, aliases: readonly string[] = [], maxLength = 200): string | undefined {
    const value = this.record.get(field, ...aliases);
    if (value === undefined) return undefined;
    const text = unguardCell(value);
    if (text.length > maxLength) return this.fail(field, `At most ${maxLength} characters`);
    return text;
  }

  amount(field: string, aliases: readonly string[] = []): number | undefined {
    const text = this.text(field, aliases, 40);
    if (text === undefined) return undefined;
    const parsed = parseAmount(text);
    return 'error' in parsed ? this.fail(field, parsed.error) : parsed.cents;
  }

  integer(field: string, aliases: readonly string[], min: number, max: number): number | undefined {
    const text = this.text(field, aliases, 40);
    if (text === undefined) return undefined;
    const n = parseNumber(text);
    if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
      return this.fail(field, `"${text}" must be a whole number from ${min} to ${max}`);
    }
    return n;
  }

  boolean(field: string, aliases: readonly string[] = []): boolean | undefined {
    const text = this.text(field, aliases, 40);
    if (text === undefined) return undefined;
    if (YES.includes(plain(text))) return true;
    if (NO.includes(plain(text))) return false;
    return this.fail(field, `"${text}" is not yes or no`);
  }

  /** A value of a closed list, given by any of its spellings (compared as `plain` text without spaces). */
  choice<T extends string>(field: string, aliases: readonly string[], spellings: Record<string, T>): T | undefined {
    const text = this.text(field, aliases, 100);
    if (text === undefined) return undefined;
    const key = plain(text).replace(/[^a-z0-9]/g, '');
    if (Object.hasOwn(spellings, key)) return spellings[key];
    const values = [...new Set(Object.values(spellings))].join(', ');
    return this.fail(field, `"${text}" is not one of ${values}`);
  }

  /** Parts of a `|`-separated cell, trimmed, empty parts left out. */
  list(field: string, aliases: readonly string[] = [], maxLength = 2000): string[] | undefined {
    const text = this.text(field, aliases, maxLength);
    if (text === undefined) return undefined;
    return text
      .split(LIST_SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
  }

  /** The parsed value, or the row refused with every problem found. */
  done<T>(value: T): T {
    if (this.errors.length > 0) throw new RowRejected(this.errors);
    return value;
  }
}
