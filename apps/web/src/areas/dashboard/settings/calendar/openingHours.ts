import {
  MAX_RANGES_PER_DAY,
  minutesOfDay,
  type OpeningHours,
  TIME_REGEX,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from '@hirebase/shared/company-settings';

/**
 * The opening-hours form: each day keeps its ranges even while marked closed (unticking "closed" brings them back);
 * a closed day is sent without ranges. Form paths `monday.1.to` are the API's error paths too.
 */
export type OpeningHoursValues = Record<Weekday, TimeRange[]> & { closed: Record<Weekday, boolean> };

const DEFAULT_RANGE: TimeRange = { from: '09:00', to: '18:00' };

export function openingHoursValues(hours: OpeningHours): OpeningHoursValues {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [day, hours[day]?.length ? hours[day].map((r) => ({ ...r })) : [{ ...DEFAULT_RANGE }]]),
  ) as Record<Weekday, TimeRange[]>;
  const closed = Object.fromEntries(WEEKDAYS.map((day) => [day, !hours[day]?.length])) as Record<Weekday, boolean>;
  return { ...days, closed };
}

/** The body of `updateOnlineStoreOpeningHours`. */
export function openingHoursPayload(values: OpeningHoursValues): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, values.closed[day] ? [] : values[day].map(({ from, to }) => ({ from, to }))]),
  ) as OpeningHours;
}

const shiftTime = (time: string, minutes: number) => {
  const total = Math.min(minutesOfDay(time) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** A new range after the day's last one (two hours from where it ends), or the default day when there is none. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last || !TIME_REGEX.test(last.to)) return { ...DEFAULT_RANGE };
  return { from: last.to, to: shiftTime(last.to, 120) };
}

export const canAddRange = (ranges: readonly TimeRange[]) => ranges.length < MAX_RANGES_PER_DAY;

/** Every other day gets Monday's ranges and open/closed state. */
export function copyMondayToAll(values: OpeningHoursValues): OpeningHoursValues {
  const next = { ...values, closed: { ...values.closed } };
  for (const day of WEEKDAYS) {
    next[day] = values.monday.map((r) => ({ ...r }));
    next.closed[day] = values.closed.monday;
  }
  return next;
}

export interface OpeningHoursMessages {
  time: string;
  endAfterStart: string;
  overlap: string;
}

/** Errors by form path: missing times, ranges ending before they start, ranges overlapping (touching is fine). */
export function openingHoursErrors(values: OpeningHoursValues, messages: OpeningHoursMessages) {
  const errors: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    if (values.closed[day]) continue;
    const valid: (TimeRange & { i: number })[] = [];
    values[day].forEach((range, i) => {
      if (!TIME_REGEX.test(range.from)) errors[`${day}.${i}.from`] = messages.time;
      else if (!TIME_REGEX.test(range.to)) errors[`${day}.${i}.to`] = messages.time;
      else if (minutesOfDay(range.from) >= minutesOfDay(range.to)) errors[`${day}.${i}.to`] = messages.endAfterStart;
      else valid.push({ ...range, i });
    });
    valid.sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
    for (let k = 1; k < valid.length; k++) {
      if (minutesOfDay(valid[k].from) < minutesOfDay(valid[k - 1].to))
        errors[`${day}.${valid[k].i}.from`] = messages.overlap;
    }
  }
  return errors;
}
