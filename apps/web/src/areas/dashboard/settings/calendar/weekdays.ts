import { WEEKDAYS, type Weekday } from '@hirebase/shared/company-settings';

/** A weekday's name in the interface language ("lundi", "Monday"), from Intl: 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, language: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
