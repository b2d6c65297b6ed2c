import type { Interval } from '@hirebase/shared/availability';
import { addDays, dayOf, daysBetween, isDateOnly, startOfDay, wallClock, zonedInstant } from '@hirebase/shared/zone';
import { readDay, readInstant } from '../../platform/dates.ts';
import { badRequest } from '../../platform/errors.ts';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_TIME_OF_DAY = 9 * 60 * MINUTE;
/** The longest short-term rental asked about at once. */
const MAX_RENTAL_DAYS = 366;
const MAX_LLD_MONTHS = 36;

/** The same wall-clock time on the next day of the zone (23 to 25 hours later around DST changes). */
function nextDaySameTime(ms: number, timeZone: string) {
  const clock = wallClock(ms, timeZone);
  return zonedInstant(addDays(clock.day, 1), clock.msOfDay, timeZone);
}

/**
 * The instant each day's clock shows `msOfDay`: 24 hours after the day before unless the clock changed in between
 * (one reading per day instead of a full zone resolution).
 */
function instantsOf(days: string[], msOfDay: number, timeZone: string) {
  const instants: number[] = [];
  for (const day of days) {
    const guess = instants.length > 0 ? instants[instants.length - 1] + DAY_MS : undefined;
    const clock = guess === undefined ? undefined : wallClock(guess, timeZone);
    instants.push(
      guess !== undefined && clock?.day === day && clock.msOfDay === msOfDay
        ? guess
        : zonedInstant(day, msOfDay, timeZone),
    );
  }
  return instants;
}

export interface LcdPeriodInput {
  startDate?: string;
  endDate?: string;
  hours?: number;
  minutes?: number;
  startDateSearch?: string;
  endDateSearch?: string;
  maxMonthRange?: number;
}

export interface CalendarDay extends Interval {
  day: string;
}

export interface LcdPeriod {
  /** The rental asked about; `wholeDays` says which of its bounds were given as a date alone. */
  window: Interval & { wholeDays: { start: boolean; end: boolean } };
  calendar?: CalendarDay[];
}

/** The rental's length when the query gives one (endDate − startDate, or hours and minutes); null: a day. */
function lengthOf(q: LcdPeriodInput, start: number | null, timeZone: string): number | null {
  if (q.endDate !== undefined) {
    if (start === null) throw badRequest('startDate', 'Give the start of the rental with its end');
    const end = readInstant('endDate', q.endDate, timeZone, 'end');
    if (end <= start) throw badRequest('endDate', 'The end of the rental must be after its start');
    return end - start;
  }
  if (q.hours === undefined && q.minutes === undefined) return null;
  const length = ((q.hours ?? 0) * 60 + (q.minutes ?? 0)) * MINUTE;
  if (length <= 0) throw badRequest(q.hours !== undefined ? 'hours' : 'minutes', 'A rental lasts at least a minute');
  return length;
}

/** The month `months` after a day, on the same day number or the last day of a shorter month. */
function addMonths(day: string, months: number) {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The days of the calendar: [startDateSearch, endDateSearch], at most `maxMonthRange` months. */
function calendarDays(q: LcdPeriodInput) {
  if (q.startDateSearch === undefined) throw badRequest('startDateSearch', 'Give the first day of the calendar');
  readDay('startDateSearch', q.startDateSearch);
  if (q.endDateSearch !== undefined) readDay('endDateSearch', q.endDateSearch);
  const cap = addDays(addMonths(q.startDateSearch, q.maxMonthRange ?? 1), -1);
  const last = q.endDateSearch !== undefined && q.endDateSearch < cap ? q.endDateSearch : cap;
  if (last < q.startDateSearch) throw badRequest('endDateSearch', 'The calendar must end on or after its first day');
  return Array.from({ length: daysBetween(q.startDateSearch, last) + 1 }, (_, i) => addDays(q.startDateSearch!, i));
}

/**
 * The rental window of a short-term query, and the calendar days when it asks for a calendar: each day, a rental
 * starting at the time of day of startDate (09:00 without one) and lasting as long as the asked rental (a day
 * without a length). Without startDate the rental starts now, or on the calendar's first day.
 */
export function lcdPeriod(q: LcdPeriodInput, timeZone: string, now: number): LcdPeriod {
  const start = q.startDate !== undefined ? readInstant('startDate', q.startDate, timeZone, 'start') : null;
  const length = lengthOf(q, start, timeZone);
  if (length !== null && length > MAX_RENTAL_DAYS * DAY_MS) {
    throw badRequest(q.endDate !== undefined ? 'endDate' : 'hours', `A rental lasts at most ${MAX_RENTAL_DAYS} days`);
  }
  const endOf = (begin: number) => (length === null ? nextDaySameTime(begin, timeZone) : begin + length);
  let calendar: CalendarDay[] | undefined;
  if (q.startDateSearch !== undefined || q.endDateSearch !== undefined) {
    const days = calendarDays(q);
    const starts = instantsOf(
      [...days, addDays(days[days.length - 1], 1)],
      start === null ? DEFAULT_TIME_OF_DAY : wallClock(start, timeZone).msOfDay,
      timeZone,
    );
    calendar = days.map((day, i) => ({
      day,
      start: starts[i],
      end: length === null ? starts[i + 1] : starts[i] + length,
    }));
  }
  const begin = start ?? calendar?.[0].start ?? Math.floor(now / MINUTE) * MINUTE;
  const startsOnDay = q.startDate !== undefined && isDateOnly(q.startDate);
  const wholeDays = {
    start: startsOnDay,
    // without an end, a day from a date alone is that whole day
    end: q.endDate !== undefined ? isDateOnly(q.endDate) : startsOnDay && length === null,
  };
  return { window: { start: begin, end: endOf(begin), wholeDays }, calendar };
}

export interface MonthWindow extends Interval {
  month: string;
}

const monthOf = (field: string, value: string) => {
  if (value.length === 10) return readDay(field, value).slice(0, 7);
  const m = Number(value.slice(5));
  if (m < 1 || m > 12) throw badRequest(field, `${value} is not a month of the calendar`);
  return value;
};
const nextMonth = (month: string) => addMonths(`${month}-01`, 1).slice(0, 7);

/**
 * A long-term period rounded out to whole months of the zone: from the start of the first month to the start of the
 * month after the last. A day stands for its month, whichever day it is (a date alone includes that day, so an end on
 * the first of a month includes that month). One month without an end.
 */
export function lldPeriod(q: { startDate?: string; endDate?: string }, timeZone: string, now: number) {
  const first = q.startDate !== undefined ? monthOf('startDate', q.startDate) : dayOf(now, timeZone).slice(0, 7);
  let after = nextMonth(first);
  if (q.endDate !== undefined) {
    after = nextMonth(monthOf('endDate', q.endDate));
  }
  if (after <= first) throw badRequest('endDate', 'The end of the rental must be after its start');
  const months: MonthWindow[] = [];
  for (let month = first; month < after; month = nextMonth(month)) {
    if (months.length === MAX_LLD_MONTHS) throw badRequest('endDate', `At most ${MAX_LLD_MONTHS} months at once`);
    months.push({
      month,
      start: startOfDay(`${month}-01`, timeZone),
      end: startOfDay(`${nextMonth(month)}-01`, timeZone),
    });
  }
  return { window: { start: months[0].start, end: months[months.length - 1].end }, months };
}
