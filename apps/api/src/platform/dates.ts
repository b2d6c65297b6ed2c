import { boundOf, EARLIEST_DAY, type Edge, isDayKey, LATEST_DAY } from '@hirebase/shared/zone';
import { badRequest } from './errors.ts';

/**
 * Dates as clients write them. `date`: a day (YYYY-MM-DD); `dateTime`: an ISO 8601 date-time with its offset;
 * `dayOrDateTime`: a day, or a date-time with or without an offset (without one it is the wall-clock time of the
 * company's zone); `month`: YYYY-MM. Every date lies within [EARLIEST_DAY, LATEST_DAY] as written.
 */
export type DateForm = 'date' | 'dateTime' | 'dayOrDateTime' | 'month';

export interface DayWindow {
  earliest: string;
  latest: string;
}

export const DATE_WINDOW: DayWindow = { earliest: EARLIEST_DAY, latest: LATEST_DAY };

const DAY = /^(\d{4}-\d{2}-\d{2})$/;
const MONTH = /^(\d{4}-(?:0[1-9]|1[0-2]))$/;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?';
const OFFSET = '(?:[Zz]|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
const WITH_OFFSET = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})[Tt]${TIME}${OFFSET}$`);
const LOCAL = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})T${TIME}$`);

const SHAPES: Record<DateForm, { regexps: RegExp[]; text: string }> = {
  date: { regexps: [DAY], text: 'a date (YYYY-MM-DD)' },
  dateTime: { regexps: [WITH_OFFSET], text: 'an ISO 8601 date-time with an offset (2026-07-01T09:00:00+02:00)' },
  dayOrDateTime: {
    regexps: [DAY, LOCAL, WITH_OFFSET],
    text: 'a date (YYYY-MM-DD) or an ISO 8601 date-time (2026-07-01T09:00, offset optional)',
  },
  month: { regexps: [MONTH], text: 'a month (YYYY-MM)' },
};

/** A date-time of a query string whose offset lost its "+" (URL decoding reads an unencoded "+" as a space). */
export const fromQueryText = (value: string) => value.replace(/ ((?:[01]\d|2[0-3]):[0-5]\d)$/, '+$1');

/** Why `value` is not a date of that form within the window, as the end of a sentence; undefined when it is one. */
export function dateProblem(form: DateForm, value: string, window: DayWindow = DATE_WINDOW): string | undefined {
  const shape = SHAPES[form];
  const day = shape.regexps.map((re) => re.exec(value)?.[1]).find((d) => d !== undefined);
  const within = `between ${window.earliest} and ${window.latest}`;
  if (day === undefined) return `must be ${shape.text} ${within}`;
  if (form !== 'month' && !isDayKey(day)) return `must be a day of the calendar (${day} does not exist)`;
  const first = form === 'month' ? `${day}-01` : day;
  const last = form === 'month' ? `${day}-31` : day;
  if (last < window.earliest || first > window.latest) return `must be ${within}`;
  return undefined;
}

/**
 * The instant a client's date means, by the one rule of the API (`boundOf`): a date alone is the whole day in the
 * company's zone, so it starts that day as a start and includes that day as an end. 400 names the field.
 */
export function readInstant(field: string, value: string, timeZone: string, edge: Edge = 'start'): number {
  const text = fromQueryText(value);
  const problem = dateProblem('dayOrDateTime', text);
  if (problem) throw badRequest(field, `${field} ${problem}`);
  return boundOf(text, timeZone, edge);
}

export interface PeriodInput {
  start: { field: string; value: string };
  end: { field: string; value: string };
}

/** A half-open period [start, end) read from two client dates; 400 names the end when it is not after the start. */
export function readPeriod({ start, end }: PeriodInput, timeZone: string) {
  const from = readInstant(start.field, start.value, timeZone, 'start');
  const to = readInstant(end.field, end.value, timeZone, 'end');
  if (to <= from) throw badRequest(end.field, `${end.field} must be after ${start.field}`);
  return { start: from, end: to };
}

/** A day of the calendar (YYYY-MM-DD) within the window; 400 names the field. */
export function readDay(field: string, value: string): string {
  const problem = dateProblem('date', value);
  if (problem) throw badRequest(field, `${field} ${problem}`);
  return value;
}
