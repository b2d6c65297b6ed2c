import { EARLIEST_DAY, LATEST_DAY } from '@hirebase/shared/zone';
import { Type } from 'typebox';
import { EARLIEST, KIND, LATEST } from './kinds.ts';

const WINDOW = `between ${EARLIEST_DAY} and ${LATEST_DAY}`;

/** An instant: ISO 8601 date-time with its offset (2026-07-01T09:00:00+02:00). */
export const DateTime = Type.String({
  maxLength: 35,
  description: `ISO 8601 date-time with an offset, ${WINDOW}`,
  examples: ['2030-07-01T09:00:00+02:00'],
  [KIND]: 'dateTime',
});

/** A day of the calendar (YYYY-MM-DD); the window may be moved (a birth date is before 2000). */
export const DateOnly = (window: { earliest?: string; latest?: string; description?: string } = {}) => {
  const earliest = window.earliest ?? EARLIEST_DAY;
  const latest = window.latest ?? LATEST_DAY;
  return Type.String({
    maxLength: 10,
    description: `${window.description ? `${window.description}: ` : ''}YYYY-MM-DD, between ${earliest} and ${latest}`,
    examples: ['2030-07-01'],
    [KIND]: 'date',
    ...(window.earliest || window.latest ? { [EARLIEST]: earliest, [LATEST]: latest } : {}),
  });
};

const MEANING = {
  start: "the start of that day in the company's time zone",
  end: "the whole of that day in the company's time zone (the period ends at the next midnight: periods are half-open)",
  at: "the start of that day in the company's time zone",
};

/**
 * A moment of the company's calendar: a date-time (with an offset, or without one: the wall-clock time of the
 * company's time zone) or a date alone, whose meaning depends on the side of the period (`readInstant`).
 */
export const DayOrDateTime = (edge: keyof typeof MEANING, description?: string) =>
  Type.String({
    maxLength: 35,
    description: `${description ? `${description}. ` : ''}An ISO 8601 date-time (without an offset: the wall-clock time of the company's time zone) or a date alone (YYYY-MM-DD), which means ${MEANING[edge]}; ${WINDOW}`,
    examples: ['2030-07-01T09:00'],
    [KIND]: 'dayOrDateTime',
  });

/** A month of the calendar (YYYY-MM). */
export const Month = Type.String({
  maxLength: 7,
  description: `YYYY-MM, ${WINDOW}`,
  examples: ['2030-07'],
  [KIND]: 'month',
});

/** A time of day, HH:MM (24:00 is the end of the day). */
export const TimeOfDay = Type.String({
  pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  maxLength: 5,
  description: 'HH:MM',
  examples: ['09:00'],
  [KIND]: 'time',
});
