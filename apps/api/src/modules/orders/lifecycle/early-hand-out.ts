import { fromCents, toCents } from '@hirebase/shared';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { deliveryOf, orderPeriod, orderTotals, pricePlan } from '../booking/create-order.ts';
import { insuranceOfPlan } from '../booking/insurance-of-order.ts';
import { planLines } from '../booking/line-plan.ts';
import { bodyOfOrder } from '../booking/order-body.ts';
import { updateOrder } from '../booking/update-order.ts';
import { type OrderRow, orderOr404 } from '../details/read-order.ts';
import { departOrder } from './depart.ts';
import { invalidTransition, requireConfirmed } from './order-state.ts';
import type { UnitRefs } from './unit-refs.ts';

const MINUTE = 60_000;

/** The start an order handed out now gets: this minute. */
const startNow = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);

/** Handed out before its booked start: the start is still to come. */
const isEarly = (order: Pick<OrderRow, 'startAt'>, now: Date) => order.startAt.getTime() > startNow(now).getTime();

const movedBody = (ctx: Ctx, companyId: string, order: OrderRow) =>
  bodyOfOrder(ctx.db, companyId, order, {
    startDate: startNow(ctx.now).toISOString(),
    endDate: order.endAt.toISOString(),
  });

/**
 * GET /order/earlyHandOut/{orderId}: what handing the order out now, before its booked start, would do: the start
 * moves to now and the order is priced again as an order change prices it (same lines, discount, promo code and
 * delivery over the longer period). Availability is checked when it is done, under the products' locks.
 */
export async function previewEarlyHandOut(ctx: Ctx, companyId: string, orderId: string) {
  const order = await orderOr404(ctx.db, companyId, orderId);
  const early = order.status === 'TO_COME' && isEarly(order, ctx.now);
  let newTotal = order.totalTtcCents;
  if (early) {
    const input = await movedBody(ctx, companyId, order);
    const period = orderPeriod(input, await companyTimeZone(ctx, companyId));
    const plan = await planLines(ctx.db, companyId, input, { ...period, now: ctx.now.getTime() });
    const priced = await pricePlan(ctx, companyId, input, plan, period);
    const insurance = await insuranceOfPlan(ctx, companyId, null, !!order.insurance, plan, priced, period);
    newTotal = orderTotals(priced, deliveryOf(input), insurance).totalTtcCents;
  }
  return {
    early,
    bookedStart: order.startAt.toISOString(),
    start: (early ? startNow(ctx.now) : order.startAt).toISOString(),
    end: order.endAt.toISOString(),
    oldTotal: fromCents(order.totalTtcCents),
    newTotal: fromCents(newTotal),
    difference: fromCents(newTotal - order.totalTtcCents),
  };
}

/**
 * POST /order/readyToGo with `startNow`: in one transaction the start of an order handed out before it moves to now
 * (the order change: stock and its units re-checked over the new period under the products' locks, priced again),
 * then it leaves. A unit another order has over the earlier hours is a 409 naming it; a new total other than the
 * one the person confirmed (`expectedTotal`) a 409 `pricesChanged`. Either way nothing is written.
 */
export async function handOutEarly(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  refs: UnitRefs,
  expectedTotal: number | undefined,
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'hand out its units');
    if (order.status !== 'TO_COME') throw invalidTransition(order.status, 'IN_PROGRESS');
    if (!isEarly(order, tx.now)) return departOrder(tx, companyId, orderId, refs, 'readyToGo');
    await updateOrder(tx, companyId, orderId, await movedBody(tx, companyId, order), { atCounter: true });
    const moved = await orderOr404(tx.db, companyId, orderId);
    if (expectedTotal !== undefined && moved.totalTtcCents !== toCents(expectedTotal)) {
      throw conflict(
        'pricesChanged',
        `Order #${order.number} now costs ${fromCents(moved.totalTtcCents)}, not ${expectedTotal}: look at it again`,
        { total: fromCents(moved.totalTtcCents), expectedTotal },
      );
    }
    return departOrder(tx, companyId, orderId, refs, 'readyToGo', {
      startMoved: { from: order.startAt.toISOString(), to: moved.startAt.toISOString() },
      totalTtcCents: { from: order.totalTtcCents, to: moved.totalTtcCents },
    });
  });
}
