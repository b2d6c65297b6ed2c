/**
 * Dates and times as the app writes them, in the interface language: 26/11/2026, 14:30, 26/11/2026 14:30 (see
 * locales.ts). A calendar day ('YYYY-MM-DD') is shown as that day whatever the zone; an instant (ISO string with a
 * time, or epoch ms) is shown on the clocks of `timeZone` (the browser's when absent).
 */
import { intlLocale } from './locales.ts';

export type Instant = string | number | Date;

const cache = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, options and zone: building one costs more than formatting with it. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    cache.set(key, formatter);
  }
  return formatter;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of an instant, or of noon UTC of a calendar day (then formatted in UTC, so the day never shifts). */
function read(value: Instant, timeZone: string | undefined): { ms: number; timeZone: string | undefined } {
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return { ms: Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12), timeZone: 'UTC' };
    return { ms: Date.parse(value), timeZone };
  }
  return { ms: value instanceof Date ? value.getTime() : value, timeZone };
}

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function format(value: Instant | null | undefined, language: string, options: object, timeZone?: string) {
  if (value == null || value === '') return '';
  const read_ = read(value, timeZone);
  if (Number.isNaN(read_.ms)) return String(value);
  return dateTimeFormat(language, { ...options, timeZone: read_.timeZone }).format(read_.ms);
}

/** A label made of other parts of a date (weekday headers, chart axes), still in the app's locale. */
export const formatDateParts = (
  value: Instant | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
) => format(value, language, options, timeZone);

/** 26/11/2026 */
export const formatDate = (value: Instant | null | undefined, language: string, timeZone?: string) =>
  format(value, language, DATE, timeZone);

/** 14:30 */
export const formatTime = (value: Instant | null | undefined, language: string, timeZone?: string) =>
  format(value, language, TIME, timeZone);

/** 26/11/2026 14:30 — the date and the time side by side, in every language, as the date-time field shows them. */
export function formatDateTime(value: Instant | null | undefined, language: string, timeZone?: string): string {
  const date = formatDate(value, language, timeZone);
  const time = formatTime(value, language, timeZone);
  return date === time ? date : `${date} ${time}`;
}

/** jeu. 26 nov. — a short day label for calendars and charts. */
export const formatWeekdayDate = (value: Instant | null | undefined, language: string, timeZone?: string) =>
  format(value, language, { weekday: 'short', day: 'numeric', month: 'short' }, timeZone);

/** The name of a day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayName(day: number, language: string, width: 'long' | 'short' | 'narrow' = 'long'): string {
  // 2023-01-01 was a Sunday.
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day, 12));
}

/** novembre 2026 */
export const formatMonthYear = (value: Instant | null | undefined, language: string, timeZone?: string) =>
  format(value, language, { month: 'long', year: 'numeric' }, timeZone);

/** jeudi 26 novembre 2026 */
export const formatLongDate = (value: Instant | null | undefined, language: string, timeZone?: string) =>
  format(value, language, { dateStyle: 'full' }, timeZone);

/**
 * A day typed in a date field ('26/11/2026', '26.11.2026', '26-11-2026', '2026-11-26'; two-digit years are of
 * this century) as 'YYYY-MM-DD', or null when it is no real day.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const year = parts[0].length === 2 ? 2000 + Number(parts[0]) : Number(parts[0]);
  const [month, day] = [Number(parts[1]), Number(parts[2])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
