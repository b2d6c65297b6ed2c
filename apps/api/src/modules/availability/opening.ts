import { dayInRanges, minutesOfDay, type OpeningHours, WEEKDAYS } from '@hirebase/shared/company-settings';
import { dayOf } from '@hirebase/shared/pricing/zone';
import type { StoredSettings } from '../company-settings/sections.ts';

export interface OpeningProblem {
  field: 'startDate' | 'endDate';
  code: 'closedDate' | 'closedDay' | 'outsideOpeningHours';
  message: string;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

const minutesIn = (ms: number, timeZone: string) => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const [h, m] = clock.format(ms).split(':').map(Number);
  return h * 60 + m;
};

/** The weekday name (monday…sunday) of a day key. */
const weekdayName = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

const hasHours = (hours: OpeningHours) => WEEKDAYS.some((d) => hours[d].length > 0);

function problemAt(
  field: OpeningProblem['field'],
  ms: number,
  settings: Pick<StoredSettings, 'openingHours' | 'closedDates'>,
  timeZone: string,
): OpeningProblem | undefined {
  const minutes = minutesIn(ms, timeZone);
  // Rentals by whole days carry midnight: an end at midnight is the end of the day before, and no hour is checked.
  const day = dayOf(field === 'endDate' && minutes === 0 ? ms - 1 : ms, timeZone);
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
  if (minutes === 0) return undefined;
  if (ranges.some((r) => minutesOfDay(r.from) <= minutes && minutes <= minutesOfDay(r.to))) return undefined;
  const open = ranges.map((r) => `${r.from}–${r.to}`).join(', ');
  return { field, code: 'outsideOpeningHours', message: `The shop is open ${open} on ${weekdayName(day)}s` };
}

/** Why a rental from `start` to `end` cannot begin or end then: closed dates, closed days, outside opening hours. */
export function openingProblems(
  start: number,
  end: number,
  settings: Pick<StoredSettings, 'openingHours' | 'closedDates'>,
  timeZone: string,
): OpeningProblem[] {
  return [problemAt('startDate', start, settings, timeZone), problemAt('endDate', end, settings, timeZone)].filter(
    (p): p is OpeningProblem => p !== undefined,
  );
}
