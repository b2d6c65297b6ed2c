import { EARLIEST_DAY, LATEST_DAY } from '@hirebase/shared/zone';

/** The first day a birth date may be (the API's birth-date window starts earlier than every other date). */
export const EARLIEST_BIRTH_DAY = '1900-01-01';

/** The days the API takes (2000-01-01 … 2100-12-31), as props of a native date input. */
export const DAY_INPUT_BOUNDS = { min: EARLIEST_DAY, max: LATEST_DAY } as const;

/** The same window for a native date-time input. */
export const DATE_TIME_INPUT_BOUNDS = { min: `${EARLIEST_DAY}T00:00`, max: `${LATEST_DAY}T23:59` } as const;

/** The same window for a Mantine date picker. */
export const PICKER_BOUNDS = { minDate: EARLIEST_DAY, maxDate: LATEST_DAY } as const;

const DAY_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a day or a date-time ('YYYY-MM-DD…') lies in the API's window. A native date input hands over years such
 * as 0002 while one is typed: a live query waits for this before asking.
 */
export const inDayWindow = (value: string | undefined): value is string =>
  !!value && DAY_START.test(value) && value.slice(0, 10) >= EARLIEST_DAY && value.slice(0, 10) <= LATEST_DAY;
