import { intlLocale } from '../../../format/index.ts';

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The name of an ISO weekday in the language (2026-10-05 is a Monday). */
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 9, 4 + weekday, 12)),
  );
