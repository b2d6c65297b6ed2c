import { addDays, dayOf, parseTime, zonedInstant } from '@hirebase/shared/zone';

/** A company's scheduled-mail settings, from the company settings and this module's own table. */
export interface Schedule {
  timeZone: string;
  reminderEnabled: boolean;
  reminderHoursBeforeStart: number;
  reminderTime: string | null;
  returnDueEnabled: boolean;
  returnDueTime: string;
  lateEnabled: boolean;
  lateAfterHours: number;
  reviewEnabled: boolean;
  reviewDelayHours: number;
}

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms);
const localTime = (day: string, time: string, zone: string) => zonedInstant(day, parseTime(time), zone);

/**
 * `hoursBeforeStart` before the start; with a send time, at that time (company zone) on the day that points to —
 * "the day before at 18:00" — unless that is not before the start.
 */
export function reminderDue(start: Date, s: Schedule): Date {
  const lead = start.getTime() - s.reminderHoursBeforeStart * HOUR;
  if (!s.reminderTime) return at(lead);
  const timed = localTime(dayOf(lead, s.timeZone), s.reminderTime, s.timeZone);
  return at(timed < start.getTime() ? timed : lead);
}

/** The morning of the end day at the set time; for an order ending before that time, the same time the day before. */
export function returnDue(end: Date, s: Schedule): Date {
  const day = dayOf(end.getTime(), s.timeZone);
  const morning = localTime(day, s.returnDueTime, s.timeZone);
  return at(morning < end.getTime() ? morning : localTime(addDays(day, -1), s.returnDueTime, s.timeZone));
}

export const lateDue = (end: Date, s: Schedule) => at(end.getTime() + s.lateAfterHours * HOUR);

export const reviewDue = (endedAt: Date, s: Schedule) => at(endedAt.getTime() + s.reviewDelayHours * HOUR);

/** A mail whose time passed longer ago than this is not sent any more (a feature just turned on, a long outage). */
export const CATCH_UP_MS = 7 * 24 * HOUR;

/** The instant a scheduled mail is about, as its occurrence key: a moved order is a new occurrence. */
export const occurrenceOf = (instant: Date) => instant.toISOString();
