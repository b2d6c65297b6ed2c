/**
 * Calendar arithmetic in a company time zone with Intl only. A day is a calendar day of the zone (23, 24 or 25
 * hours around DST changes), never a fixed 24 h. A wall-clock time skipped by a DST change resolves to the
 * instant right after the gap; a repeated one resolves to its first occurrence.
 */
import type { DayKey, Instant } from './pricing/types.ts';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in the zone, written as if it were UTC (ms precision). */
function wallAsUtc(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const seconds = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return seconds + (((ms % 1000) + 1000) % 1000);
}

export function dayOf(ms: number, timeZone: string): DayKey {
  return new Date(wallAsUtc(ms, timeZone)).toISOString().slice(0, 10);
}

/** The day and the time of day (ms since midnight) the zone's clocks show at an instant. */
export function wallClock(ms: number, timeZone: string): { day: DayKey; msOfDay: number } {
  const wall = wallAsUtc(ms, timeZone);
  const msOfDay = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  return { day: new Date(wall - msOfDay).toISOString().slice(0, 10), msOfDay };
}

/** 'YYYY-MM-DDTHH:MM' as the zone's clocks show an instant (the form the API reads in the company zone). */
export function localDateTime(ms: number, timeZone: string): string {
  return new Date(wallAsUtc(ms, timeZone)).toISOString().slice(0, 16);
}

/** 'HH:MM' of an instant in the zone. */
export function timeOfDay(ms: number, timeZone: string): string {
  return localDateTime(ms, timeZone).slice(11);
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayToUtc(day: DayKey): number {
  const m = DAY_RE.exec(day);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  }
  return ms;
}

export function isDayKey(day: string): boolean {
  try {
    dayToUtc(day);
    return true;
  } catch {
    return false;
  }
}

export function addDays(day: DayKey, days: number): DayKey {
  return new Date(dayToUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

export function weekdayOf(day: DayKey): number {
  return new Date(dayToUtc(day)).getUTCDay();
}

/** The instant at which the wall clock of the zone shows `day` + `msOfDay`. */
export function zonedInstant(day: DayKey, msOfDay: number, timeZone: string): number {
  const local = dayToUtc(day) + msOfDay;
  const before = local - (wallAsUtc(local - DAY_MS, timeZone) - (local - DAY_MS));
  const after = local - (wallAsUtc(local + DAY_MS, timeZone) - (local + DAY_MS));
  const exact = [before, after].filter((t) => wallAsUtc(t, timeZone) === local);
  return exact.length > 0 ? Math.min(...exact) : before;
}

export function startOfDay(day: DayKey, timeZone: string): number {
  return zonedInstant(day, 0, timeZone);
}

/** 'HH:MM' (00:00 – 24:00) → milliseconds since midnight. */
export function parseTime(time: string): number {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!m || (m[1] === '24' && m[2] !== '00')) throw new RangeError(`Not a time (HH:MM): ${time}`);
  return (Number(m[1]) * 60 + Number(m[2])) * 60_000;
}

const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** Epoch milliseconds of an instant; ISO strings without an offset are read in the company zone. */
export function toEpoch(instant: Instant, timeZone: string): number {
  if (instant instanceof Date) instant = instant.getTime();
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant)) throw new RangeError(`Not an instant: ${instant}`);
    return instant;
  }
  const local = LOCAL_RE.exec(instant);
  if (local) {
    const [, day, h = '0', min = '0', s = '0', frac = '0'] = local;
    const msOfDay = ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
    return zonedInstant(day, msOfDay, timeZone);
  }
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${instant}`);
  return ms;
}

/** The calendar days touched by [start, end): from the day of start to the day of the last millisecond. */
export function touchedDays(start: number, end: number, timeZone: string): { first: DayKey; last: DayKey } {
  return { first: dayOf(start, timeZone), last: dayOf(Math.max(start, end - 1), timeZone) };
}

/** Every date a client gives lies within these days (inclusive), whatever its time zone. */
export const EARLIEST_DAY: DayKey = '2000-01-01';
export const LATEST_DAY: DayKey = '2100-12-31';

/** Which side of a period a date bounds: a date alone means the whole day, so its instant depends on the side. */
export type Edge = 'start' | 'end';

const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const isDateOnly = (value: string) => DATE_ONLY_RE.test(value);

/**
 * What a date given by a client means, one rule for every call. A date-time is that instant (without an offset: the
 * wall-clock time of the zone). A date alone is the whole day in the zone: as a start, its first instant; as an end,
 * the first instant of the next day, so that the day is included in the half-open period [start, end).
 */
export function boundOf(value: string, timeZone: string, edge: Edge): number {
  if (isDateOnly(value)) return startOfDay(edge === 'end' ? addDays(value, 1) : value, timeZone);
  return toEpoch(value, timeZone);
}

/** The whole day of the zone as a half-open period. */
export function daySpan(day: DayKey, timeZone: string): { start: number; end: number } {
  return { start: startOfDay(day, timeZone), end: startOfDay(addDays(day, 1), timeZone) };
}

/** 'YYYY-MM-DD HH:MM' as the zone's clocks show an instant: what every spreadsheet reads as a date and a time. */
export const spreadsheetDateTime = (at: Date | number, timeZone: string) =>
  localDateTime(typeof at === 'number' ? at : at.getTime(), timeZone).replace('T', ' ');
