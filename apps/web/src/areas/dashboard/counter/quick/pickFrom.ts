import type { TodayGroups } from '../today/today.ts';

/**
 * Which orders an action starts from: the day's departures, what is out (due today or late), or a booking to
 * change (still to come, or out).
 */
export type PickFrom = 'departures' | 'out' | 'booked';

/** What the choice reads of an order a unit was given to. */
export interface UnitOrder {
  type: string;
  status: string;
  startDate: string;
  unit: { status: string; returnedAt: string | null };
}

const isOut = (order: UnitOrder) => order.unit.status === 'USED' && !order.unit.returnedAt;
const isWaiting = (order: UnitOrder) => order.status === 'TO_COME' && order.unit.status === 'WAITING';

/**
 * The order a scanned unit leads to. A unit may be given to several bookings to come: a change goes to the one it
 * is out with, else to the next one it waits for.
 */
export function orderOfUnitFor<T extends UnitOrder>(from: PickFrom, orders: T[]): T | undefined {
  if (from === 'departures') return orders.find(isWaiting);
  if (from === 'out') return orders.find(isOut);
  const waiting = orders.filter((o) => isWaiting(o) && o.type !== 'CANCELED');
  return orders.find(isOut) ?? waiting.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0];
}

/** The orders of the day offered to pick from: late first, then due back, then leaving. */
export function candidatesFor<T>(from: PickFrom, groups: TodayGroups<T>): T[] {
  if (from === 'departures') return groups.departures;
  if (from === 'out') return [...groups.late, ...groups.returns];
  return [...groups.late, ...groups.returns, ...groups.departures];
}

/** The time shown next to an order: when it leaves if it has not, when it is due back otherwise. */
export const timeShownFor = (order: { status: string; startDate: string; endDate: string }) =>
  order.status === 'TO_COME' ? order.startDate : order.endDate;
