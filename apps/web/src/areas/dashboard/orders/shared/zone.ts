/**
 * Dates of the shop: shown and entered as wall-clock times of the company's time zone, whatever the zone of the
 * browser. The API reads 'YYYY-MM-DDTHH:MM' strings in that zone.
 */
import { addDays, dayOf, timeOfDay, toEpoch, weekdayOf } from '@hirebase/shared/zone';
import { formatDate, formatDateTime, formatTime, formatWeekdayDate } from '../../../../format/index.ts';
import { useCurrentMe } from '../../MeContext.tsx';

/** 'HH:mm' of an instant in the zone. */
export const timeOf = timeOfDay;

export { addDays, dayOf, weekdayOf };

export function useShopZone(): string {
  return useCurrentMe().company?.timezone ?? 'Europe/Paris';
}

/** The day and time an instant shows on the shop's clocks. */
export function wallClock(instant: string | number, timeZone: string): { day: string; time: string } {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return { day: dayOf(ms, timeZone), time: timeOf(ms, timeZone) };
}

/** Epoch ms of a wall-clock day and 'HH:mm' of the zone; NaN when either is not filled in properly. */
export function epochOfWall(day: string, time: string, timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return Number.NaN;
  try {
    return toEpoch(`${day}T${time}`, timeZone);
  } catch {
    return Number.NaN;
  }
}

/** The API's local date-time ('YYYY-MM-DDTHH:MM', read in the shop's zone). */
export const apiLocal = (day: string, time: string) => `${day}T${time}`;

/** Today in the shop's zone. */
export const shopToday = (timeZone: string, now = Date.now()) => dayOf(now, timeZone);

type DateStyle = 'date' | 'dateTime' | 'time' | 'weekdayDate';

const STYLES = { date: formatDate, dateTime: formatDateTime, time: formatTime, weekdayDate: formatWeekdayDate };

/** An instant as the shop's clocks show it, in the interface language. */
export function formatInZone(
  instant: string | number | null | undefined,
  timeZone: string,
  language: string,
  style: DateStyle = 'dateTime',
): string {
  return STYLES[style](instant, language, timeZone);
}
