import { dayInRanges, minutesOfDay, type OpeningHours, WEEKDAYS } from '@hirebase/shared/company-settings';
import { wallClock, weekdayOf } from '@hirebase/shared/zone';
import type { StoredSettings } from '../company-settings/index.ts';

export interface OpeningProblem {
  field: 'startDate' | 'endDate';
  code: 'closedDate' | 'closedDay' | 'outsideOpeningHours';
  message: string;
}

/** The weekday name (monday…sunday) of a day key. */
const weekdayName = (day: string) => WEEKDAYS[(weekdayOf(day) + 6) % 7];

const hasHours = (hours: OpeningHours) => WEEKDAYS.some((d) => hours[d].length > 0);

/** A period to check, and which of its bounds were given as a date alone (a whole day, no time to check). */
export interface CheckedPeriod {
  start: number;
  end: number;
  wholeDays?: { start: boolean; end: boolean };
}

function problemAt(
  field: OpeningProblem['field'],
  ms: number,
  wholeDay: boolean,
  settings: Pick<StoredSettings, 'openingHours' | 'closedDates'>,
  timeZone: string,
): OpeningProblem | undefined {
  // A whole day is checked as a day; its end instant is the next midnight, so the day is the one before it.
  const clock = wallClock(wholeDay && field === 'endDate' ? ms - 1 : ms, timeZone);
  const day = clock.day;
  const closed = settings.closedDates.find((r) => dayInRanges(day, [r]));
  if (closed) {
    return {
      field,
      code: 'closedDate',
      message: `The shop is closed on ${day}${closed.label ? ` (${closed.label})` : ''}`,
    };
  }
  // A shop that never entered opening hours is taken as open at all times.
  if (!hasHours(settings.openingHours)) return undefined;
  const ranges = settings.openingHours[weekdayName(day)];
  if (ranges.length === 0) return { field, code: 'closedDay', message: `The shop is closed on ${weekdayName(day)}s` };
  if (wholeDay) return undefined;
  const minutes = Math.floor(clock.msOfDay / 60_000);
  if (ranges.some((r) => minutesOfDay(r.from) <= minutes && minutes <= minutesOfDay(r.to))) return undefined;
  const open = ranges.map((r) => `${r.from}–${r.to}`).join(', ');
  return { field, code: 'outsideOpeningHours', message: `The shop is open ${open} on ${weekdayName(day)}s` };
}

/**
 * Why a rental over `period` cannot begin or end then: closed dates, closed days, outside opening hours. A time is
 * checked against the opening hours whatever it is (midnight too); a bound given as a date alone only needs its day
 * to be open.
 */
export function openingProblems(
  period: CheckedPeriod,
  settings: Pick<StoredSettings, 'openingHours' | 'closedDates'>,
  timeZone: string,
): OpeningProblem[] {
  return [
    problemAt('startDate', period.start, period.wholeDays?.start ?? false, settings, timeZone),
    problemAt('endDate', period.end, period.wholeDays?.end ?? false, settings, timeZone),
  ].filter((p): p is OpeningProblem => p !== undefined);
}
