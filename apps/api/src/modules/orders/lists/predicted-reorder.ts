import { addDays, dayOf, startOfDay, zonedInstant } from '@hirebase/shared/zone';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { productAvailability } from '../../availability/index.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { orderLines, orders } from '../tables.ts';
import { customerOr404 } from './customer-orders.ts';
import { byStartAsc, liveOrdersOf } from './order-filters.ts';

const DAY_MS = 86_400_000;
/** Gaps between two orders within these bounds (in days) make a yearly customer. */
const YEARLY_GAP = { min: 300, max: 430 };
const WEEKS_OF_A_YEAR = 52 * 7;

/** The same wall-clock time `days` later in the company zone (DST changes do not move it). */
function shiftDays(ms: number, days: number, timeZone: string) {
  const day = dayOf(ms, timeZone);
  return zonedInstant(addDays(day, days), ms - startOfDay(day, timeZone), timeZone);
}

/**
 * The step to the next order, in days: 52 weeks (same weekday, one year later) for a customer who orders once a year
 * or has a single order, otherwise the average gap between the starts of their orders.
 */
function stepDays(starts: number[]) {
  if (starts.length < 2) return WEEKS_OF_A_YEAR;
  const gaps = starts.slice(1).map((s, i) => (s - starts[i]) / DAY_MS);
  if (gaps.every((g) => g >= YEARLY_GAP.min && g <= YEARLY_GAP.max)) return WEEKS_OF_A_YEAR;
  return Math.max(1, Math.round((starts[starts.length - 1] - starts[0]) / DAY_MS / gaps.length));
}

/**
 * POST /order/predictedReorder: a draft of the customer's next order: the products of their last order, for the same
 * duration, at the next date their habit suggests (never in the past), with how many of each are free then.
 */
export async function predictReorder(ctx: StaffCtx, customerId: string) {
  const companyId = ctx.companyId;
  await customerOr404(ctx.db, companyId, customerId);
  const history = await ctx.db
    .select({ id: orders.id, startAt: orders.startAt, endAt: orders.endAt })
    .from(orders)
    .where(
      and(
        liveOrdersOf(companyId),
        eq(orders.customerId, customerId),
        ne(orders.type, 'CANCELED'),
        eq(orders.isRequest, false),
      ),
    )
    .orderBy(...byStartAsc);
  const last = history.at(-1);
  if (!last) return { basedOnOrderId: null, startDate: null, endDate: null, products: [] };
  const timeZone = await companyTimeZone(ctx, companyId);
  const step = stepDays(history.map((o) => o.startAt.getTime()));
  let shift = step;
  while (shiftDays(last.startAt.getTime(), shift, timeZone) < ctx.now.getTime()) shift += step;
  const start = shiftDays(last.startAt.getTime(), shift, timeZone);
  const end = Math.max(start + 60_000, shiftDays(last.endAt.getTime(), shift, timeZone));
  const lines = await ctx.db
    .select({ productId: orderLines.itemId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.companyId, companyId),
        eq(orderLines.orderId, last.id),
        eq(orderLines.kind, 'product'),
        isNull(orderLines.parentLineId),
      ),
    )
    .orderBy(asc(orderLines.position));
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const l of lines) {
    const seen = wanted.get(l.productId);
    wanted.set(l.productId, { name: l.name, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  const free = wanted.size
    ? await productAvailability(ctx.db, companyId, {
        productIds: [...wanted.keys()],
        start,
        end,
        now: ctx.now.getTime(),
      })
    : new Map();
  return {
    basedOnOrderId: last.id,
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    // Products deleted since the last order cannot be booked again: they are left out.
    products: [...wanted]
      .filter(([productId]) => free.has(productId))
      .map(([productId, w]) => ({
        productId,
        name: free.get(productId)!.product.name as string,
        quantity: w.quantity,
        available: free.get(productId)!.available as number,
      })),
  };
}
