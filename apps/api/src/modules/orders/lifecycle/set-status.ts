import { and, eq } from 'drizzle-orm';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { lockProducts, paddedWindow, productStocks } from '../../availability/index.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';
import { holdsWithBounds } from '../booking/hold-periods.ts';
import { rangeLiteral, stockConflicts } from '../booking/holds.ts';
import { orderOr404 } from '../details/read-order.ts';
import type { ORDER_STATUSES } from '../schemas.ts';
import { orderReservations, unitAssignments } from '../tables.ts';
import { otherOrderHolding, unitBusy } from './assign-units.ts';
import { departOrder, undoDeparture } from './depart.ts';
import { auditOrder, invalidTransition, requireConfirmed, setOrder } from './order-state.ts';
import { returnProducts } from './return-units.ts';

/**
 * Reopens an ended order (ENDED → IN_PROGRESS): its units and quantities are out again over the planned period (late
 * when that is past), which needs them still free from its start until now at least; 409 names what is taken.
 */
export async function reopenOrder(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  verb: string,
  auditData: Record<string, unknown> = {},
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'reopen it');
    if (order.status !== 'ENDED') throw invalidTransition(order.status, 'IN_PROGRESS');
    const holds = await holdsWithBounds(tx.db, companyId, orderId);
    const productIds = [...new Set(holds.map((h) => h.productId))];
    await lockProducts(tx.db, companyId, productIds);
    const units = await tx.db
      .select({ a: unitAssignments, qrCodeValue: subProducts.qrCodeValue, deletedAt: subProducts.deletedAt })
      .from(unitAssignments)
      .innerJoin(
        subProducts,
        and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
      )
      .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)));
    // an ended order's units may be deleted since: they cannot go out again
    const deleted = units.find((u) => u.deletedAt);
    if (deleted) {
      throw conflict('unitDeleted', `Unit ${deleted.qrCodeValue} was deleted: the order cannot be reopened`, {
        subProductId: deleted.a.subProductId,
        qrCodeValue: deleted.qrCodeValue,
      });
    }
    const now = tx.now.getTime();
    const start = order.startAt.getTime();
    const until = Math.max(order.endAt.getTime(), now);
    const demands = holds.map((h) => ({ lineId: h.lineId, productId: h.productId, quantity: h.quantity }));
    const { found, conflicts } = await stockConflicts(tx.db, companyId, orderId, demands, start, until, now);
    if (conflicts.length > 0) {
      throw conflict('notAvailable', 'What this order had is no longer free: it cannot be reopened', { conflicts });
    }
    const stocks = new Map((await productStocks(tx.db, companyId, productIds)).map((s) => [s.id, s]));
    for (const { a, qrCodeValue } of units) {
      const w = found.get(a.productId)?.window ?? { start, end: until };
      const other = await otherOrderHolding(tx.db, companyId, orderId, a.subProductId, rangeLiteral(w.start, w.end));
      if (other) throw unitBusy({ id: a.subProductId, qrCodeValue }, other);
    }
    for (const hold of holds) {
      const stock = stocks.get(hold.productId);
      const w = stock ? paddedWindow(stock, start, order.endAt.getTime()) : { start: hold.startMs, end: hold.endMs };
      const period = rangeLiteral(w.start, w.end);
      await tx.db
        .update(orderReservations)
        .set({ returnedAt: null, period })
        .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.id, hold.id)));
      await tx.db
        .update(unitAssignments)
        .set({ status: 'USED', returnedAt: null, period })
        .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.reservationId, hold.id)));
    }
    await setOrder(tx, order, { status: 'IN_PROGRESS', endedAt: null });
    await auditOrder(tx, order, verb, 'ENDED', 'IN_PROGRESS', auditData);
    return orderId;
  });
}

type Status = (typeof ORDER_STATUSES)[number];

/**
 * POST /order/set-status: TO_COME → IN_PROGRESS (departure with the units already given), IN_PROGRESS → ENDED
 * (everything back now), IN_PROGRESS → TO_COME (departure undone), ENDED → IN_PROGRESS (reopened); 409 otherwise.
 */
export async function setOrderStatus(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  to: Status,
  note: string | null = null,
) {
  const order = await orderOr404(ctx.db, companyId, orderId);
  requireConfirmed(order, `set its status to ${to}`);
  const from = order.status;
  const data = note?.trim() ? { note: note.trim() } : {};
  if (from === 'TO_COME' && to === 'IN_PROGRESS') return departOrder(ctx, companyId, orderId, {}, 'setStatus', data);
  if (from === 'IN_PROGRESS' && to === 'ENDED') {
    return returnProducts(ctx, companyId, orderId, {}, { everything: true, verb: 'setStatus', auditData: data });
  }
  if (from === 'IN_PROGRESS' && to === 'TO_COME') return undoDeparture(ctx, companyId, orderId, 'setStatus', data);
  if (from === 'ENDED' && to === 'IN_PROGRESS') return reopenOrder(ctx, companyId, orderId, 'setStatus', data);
  throw invalidTransition(from, to);
}
