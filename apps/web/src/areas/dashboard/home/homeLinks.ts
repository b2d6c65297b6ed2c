import { addDays } from '@hirebase/shared/zone';

/** The order-list state behind each figure of the day (the API counts that same state). */
export const DAY_FIGURES = [
  { key: 'departures', state: 'DEPARTURES' },
  { key: 'returns', state: 'RETURNS' },
  { key: 'late', state: 'LATE' },
  { key: 'noShows', state: 'NO_SHOW' },
] as const;
export type DayFigureKey = (typeof DAY_FIGURES)[number]['key'];

/** The orders list showing one state whatever the dates (late orders and no-shows ended before today). */
export const ordersInState = (state: string) => `/dashboard/orders?period=all&state=${state}`;

/** The booked orders starting from `first` to `last` (days of the shop), as the charts count them. */
export const bookedStarting = (first: string, last = first) =>
  `/dashboard/orders?period=custom&from=${first}&to=${last}&state=BOOKED&starts=1`;

/** The whole charted span: `days` days from `today`. */
export const bookedOverDays = (today: string, days: number) => bookedStarting(today, addDays(today, days - 1));

export const REQUESTS_INBOX = '/dashboard/counter/requests';

/** The products with units in a condition (out of service, in maintenance). */
export const productsWithUnits = (condition: 'OUT_OF_SERVICE' | 'MAINTENANCE') =>
  `/dashboard/catalogue?units=${condition}`;

/** The products of a catalogue category, with their stock. */
export const productsOfCategory = (categoryId: string) => `/dashboard/catalogue?categoryId=${categoryId}`;
