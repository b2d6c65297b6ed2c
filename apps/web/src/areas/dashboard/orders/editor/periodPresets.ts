import { addDays, dayOf, timeOf, weekdayOf } from '../shared/zone.ts';

export interface WallPeriod {
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
}

const QUARTER_MS = 15 * 60_000;
const OPENING = '09:00';
const CLOSING = '18:00';

/** From now (the next quarter hour of the shop's clock, 9:00 at the earliest) to 18:00, or tomorrow 18:00 when late. */
export function todayPeriod(timeZone: string, now = Date.now()): WallPeriod {
  const next = Math.ceil(now / QUARTER_MS) * QUARTER_MS;
  const day = dayOf(now, timeZone);
  const nextDay = dayOf(next, timeZone);
  const time = nextDay !== day ? '23:45' : timeOf(next, timeZone);
  const startTime = time < OPENING ? OPENING : time;
  return startTime < CLOSING
    ? { startDay: day, startTime, endDay: day, endTime: CLOSING }
    : { startDay: day, startTime, endDay: addDays(day, 1), endTime: CLOSING };
}

/** The coming Saturday 9:00 to Sunday 18:00 in the shop (next week's on a Saturday or Sunday). */
export function weekendPeriod(timeZone: string, now = Date.now()): WallPeriod {
  const today = dayOf(now, timeZone);
  const saturday = addDays(today, (6 - weekdayOf(today) + 7) % 7 || 7);
  return { startDay: saturday, startTime: OPENING, endDay: addDays(saturday, 1), endTime: CLOSING };
}
