import { type OpeningHours, WEEKDAYS } from '@hirebase/shared/company-settings';
import { addDays, weekdayOf } from '@hirebase/shared/zone';

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month `n` months after (before, when negative) the given one. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const lastDayOf = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);

/** The month's weeks, Monday first; a day of another month is null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };
const localeOf = (language: string) => LOCALES[language] ?? language;
/** A calendar day as noon UTC: formatted in UTC it is that day in every language. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon(`${month}-01`),
  );

export const dayLabel = (day: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(day));

/** Short names of the week's days, Monday first. */
export const weekdayNames = (language: string) =>
  ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'].map((day) => ({
    short: new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' }).format(noon(day)),
    long: new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(noon(day)),
  }));

/** Whether an instant is a midnight of the shop's time zone. */
function atMidnight(ms: number, timeZone: string) {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return time.format(new Date(ms)) === '00:00';
}

/**
 * A cart line's period as the cart call takes it back: whole days as their first and last day (the shop then checks
 * only that it opens those days, as when they were chosen), other periods as the instants they are.
 */
export function periodInput(start: string, end: string, timeZone: string) {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!atMidnight(from, timeZone) || !atMidnight(to, timeZone)) return { start, end };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return { start: day.format(new Date(from)), end: day.format(new Date(to - 1)) };
}

/**
 * A cart line's period [start, end) as the customer reads it, in the shop's time zone: whole days as their first and
 * last day, other periods with their times.
 */
export function periodText(start: string, end: string, language: string, timeZone: string) {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const wholeDays = atMidnight(from, timeZone) && atMidnight(to, timeZone);
  const format = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(wholeDays ? {} : { hour: '2-digit', minute: '2-digit' }),
    timeZone,
  });
  return { start: format.format(new Date(from)), end: format.format(new Date(wholeDays ? to - 1 : to)) };
}

/** A chosen day (and time) as the customer reads it. */
export const choiceText = (day: string, time: string | null, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T${time ?? '12:00'}:00Z`));

/** Times of a day the shop is open, every half hour (its opening ranges, their ends included). */
export function openTimes(hours: OpeningHours, day: string): string[] {
  const ranges = hours[WEEKDAYS[(weekdayOf(day) + 6) % 7]!] ?? [];
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times = new Set<string>();
  for (const range of ranges) {
    for (let m = minutes(range.from); m <= minutes(range.to); m += 30) {
      times.add(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    }
  }
  return [...times].sort();
}
