import { dayOf } from '@hirebase/shared/zone';

/** What the grouping reads of an order summary. */
export interface TodayOrder {
  id: string;
  status: string;
  type: string;
  isRequest: boolean;
  isLate: boolean;
  startDate: string;
  endDate: string;
}

export interface TodayGroups<T> {
  /** Booked orders starting today (shop's day) not handed out yet, by start time. */
  departures: T[];
  /** Orders out that are due back today and not late yet, by end time. */
  returns: T[];
  /** Orders out past their end, the oldest first. */
  late: T[];
}

const ms = (iso: string) => new Date(iso).getTime();
const byStart = <T extends TodayOrder>(a: T, b: T) => ms(a.startDate) - ms(b.startDate);
const byEnd = <T extends TodayOrder>(a: T, b: T) => ms(a.endDate) - ms(b.endDate);

/**
 * Sorts orders (from any mix of list answers; each order once) into the counter's three lists for the day of
 * `now` in the shop's time zone. Requests, pre-bookings and cancelled orders wait for no one at the counter.
 */
export function groupToday<T extends TodayOrder>(orders: T[], now: number, timeZone: string): TodayGroups<T> {
  const today = dayOf(now, timeZone);
  const unique = [...new Map(orders.map((o) => [o.id, o])).values()].filter((o) => o.type === 'ORDER' && !o.isRequest);
  const late = unique.filter((o) => o.status === 'IN_PROGRESS' && (o.isLate || ms(o.endDate) < now));
  const lateIds = new Set(late.map((o) => o.id));
  return {
    departures: unique
      .filter((o) => o.status === 'TO_COME' && dayOf(ms(o.startDate), timeZone) === today)
      .sort(byStart),
    returns: unique
      .filter((o) => o.status === 'IN_PROGRESS' && !lateIds.has(o.id) && dayOf(ms(o.endDate), timeZone) === today)
      .sort(byEnd),
    late: late.sort(byEnd),
  };
}
