import { inDayWindow } from '../../../../components/dayBounds.ts';
import { addDays, weekdayOf } from '../shared/zone.ts';

export { ORDER_STATES } from '@hirebase/shared';
export const CREATED_FROM = [
  'DASHBOARD',
  'QUICK_ORDER',
  'ONLINE_STORE',
  'RENTAL_PLACE_B2B',
  'RENTAL_PLACE_LOKKI',
  'BORNE',
] as const;
export const PAYMENT_STATUSES = ['NOT_PAID', 'PARTIALLY_PAID', 'PAID', 'OVERPAID', 'REFUNDED'] as const;
export const PERIODS = ['upcoming', 'today', 'week', 'month', 'all', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

/** The days (shop's calendar) a period choice covers; custom takes the days typed in. */
export function periodRange(
  choice: PeriodChoice,
  today: string,
  custom: { from?: string; to?: string },
): { startDate?: string; endDate?: string } {
  switch (choice) {
    case 'upcoming':
      return { startDate: today };
    case 'today':
      return { startDate: today, endDate: today };
    case 'week': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
    case 'month': {
      const first = `${today.slice(0, 8)}01`;
      const next = addDays(first, 32);
      return { startDate: first, endDate: addDays(`${next.slice(0, 8)}01`, -1) };
    }
    case 'all':
      return {};
    case 'custom':
      return {
        startDate: inDayWindow(custom.from) ? custom.from : undefined,
        endDate: inDayWindow(custom.to) ? custom.to : undefined,
      };
  }
}

/** 'A,B' ⇄ ['A', 'B'], keeping only known values. */
export const splitList = <T extends string>(raw: string, allowed: readonly T[]): T[] =>
  raw.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
