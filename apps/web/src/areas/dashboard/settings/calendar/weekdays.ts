import { WEEKDAYS, type Weekday } from '@hirebase/shared/company-settings';
import { weekdayName as weekdayOf } from '../../../../format/index.ts';

/** A weekday's name in the interface language ("lundi", "Monday"), Monday first. */
export function weekdayName(day: Weekday, language: string): string {
  return weekdayOf((WEEKDAYS.indexOf(day) + 1) % 7, language);
}

export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
