import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { type OrderRow, orderOr404 } from '../details/read-order.ts';
import { auditOrder, stateOf } from '../lifecycle/order-state.ts';
import { orderLines, orders } from '../tables.ts';
import { type Demand, holdStock, stockConflicts } from './holds.ts';

function requirePreBooking(o: OrderRow) {
  if (o.type !== 'PRE_BOOKING' || o.isRequest) {
    throw conflict('notPreBooking', `Order #${o.number} is not a pre-booking (it is ${stateOf(o)})`, {
      state: stateOf(o),
    });
  }
}

/** What the order's product lines (pack items included) need from the stock. */
async function demandsOf(db: Db, companyId: string, orderId: string): Promise<Demand[]> {
  const lines = await db
    .select({ lineId: orderLines.id, productId: orderLines.itemId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')));
  return lines;
}

/** GET /order/preBookingToOrderCheckAvailability: whether the pre-booking would fit now, without holding anything. */
export async function checkPreBooking(ctx: Ctx, companyId: string, orderId: string) {
  const order = await orderOr404(ctx.db, companyId, orderId);
  requirePreBooking(order);
  const demands = await demandsOf(ctx.db, companyId, orderId);
  const { conflicts } = await stockConflicts(
    ctx.db,
    companyId,
    orderId,
    demands,
    order.startAt.getTime(),
    order.endAt.getTime(),
    ctx.now.getTime(),
  );
  return { available: conflicts.length === 0, conflicts };
}

/** GET /order/preBookingToOrder: the pre-booking becomes an order holding its stock; 409 `notAvailable` otherwise. */
export async function convertPreBooking(ctx: Ctx, companyId: string, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requirePreBooking(order);
    const demands = await demandsOf(tx.db, companyId, orderId);
    await holdStock(
      tx.db,
      companyId,
      orderId,
      demands,
      order.startAt.getTime(),
      order.endAt.getTime(),
      tx.now.getTime(),
    );
    await tx.db
      .update(orders)
      .set({ type: 'ORDER', updatedAt: tx.now })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    await auditOrder(tx, order, 'preBookingToOrder', 'PRE_BOOKING', order.status);
    return orderId;
  });
}
