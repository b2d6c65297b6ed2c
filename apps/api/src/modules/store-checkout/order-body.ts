import { addDays, localDateTime, wallClock } from '@hirebase/shared/zone';
import { badRequest } from '../../platform/errors.ts';
import type { LockedCart } from '../store-cart/index.ts';

type CartLine = LockedCart['lines'][number];

/**
 * A cart line's bound as the order reads it in the shop's zone: a local midnight is a whole day (as the customer gave
 * it; opening hours then check the day), any other instant its wall-clock time.
 */
function boundText(iso: string, timeZone: string, edge: 'start' | 'end') {
  const ms = Date.parse(iso);
  const { day, msOfDay } = wallClock(ms, timeZone);
  if (msOfDay === 0) return edge === 'start' ? day : addDays(day, -1);
  return localDateTime(ms, timeZone);
}

/**
 * The order a cart books: its one period and its lines as the counter's order body names them. An order has one
 * period: a cart whose lines have several is refused, naming `cart`.
 */
export function orderLinesOf(lines: CartLine[], timeZone: string) {
  const first = lines[0];
  if (!first) throw badRequest('cart', 'The cart is empty', { reason: 'empty' });
  if (lines.some((l) => l.start !== first.start || l.end !== first.end)) {
    throw badRequest('cart', 'The lines of the cart must share one period to be booked together', {
      reason: 'severalPeriods',
    });
  }
  return {
    startDate: boundText(first.start, timeZone, 'start'),
    endDate: boundText(first.end, timeZone, 'end'),
    products: lines.filter((l) => l.kind === 'product').map((l) => ({ productId: l.id, quantity: l.quantity })),
    packs: lines
      .filter((l) => l.kind === 'pack')
      .map((l) => ({
        packId: l.id,
        quantity: l.quantity,
        ...(l.selections.length ? { selections: l.selections } : {}),
      })),
    services: lines.filter((l) => l.kind === 'service').map((l) => ({ serviceId: l.id, quantity: l.quantity })),
  };
}
