import { and, eq, lt, type SQL } from 'drizzle-orm';
import { orders } from '../tables.ts';

/**
 * A no-show: a confirmed order (not a request, a pre-booking or cancelled) that never left and whose planned end
 * has passed. Read by the counter's Today screen and the dashboard home.
 */
export function isNoShow(order: { type: string; isRequest: boolean; status: string; endAt: Date }, now: Date): boolean {
  return order.type === 'ORDER' && !order.isRequest && order.status === 'TO_COME' && order.endAt < now;
}

/** The same rule as a condition on the orders table. */
export const noShowCondition = (now: Date): SQL =>
  and(eq(orders.type, 'ORDER'), eq(orders.isRequest, false), eq(orders.status, 'TO_COME'), lt(orders.endAt, now))!;
