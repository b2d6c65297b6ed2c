import { and, eq } from 'drizzle-orm';
import { pgErrorOf } from '../../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { lockProducts } from '../../availability/index.ts';
import { releasePromoUses } from '../../pricing/index.ts';
import { holdsOfOrders, releaseHolds } from '../booking/holds.ts';
import { orderOr404 } from '../details/read-order.ts';
import { orders } from '../tables.ts';
import { onStockFreed } from '../waiting-list/stock-freed.ts';
import { auditOrder, setOrder, stateOf } from './order-state.ts';

/**
 * DELETE /order/{id}: hides an order that never ran (TO_COME, cancelled, a request or a pre-booking) and releases
 * what it held. An order whose units left stays: it is history.
 */
export async function softDeleteOrder(ctx: Ctx, companyId: string, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    const state = stateOf(order);
    if (state === 'IN_PROGRESS' || state === 'ENDED') {
      throw conflict('orderStarted', `Order #${order.number} is ${state}: cancel or keep it, it cannot be deleted`, {
        status: order.status,
      });
    }
    const holds = await holdsOfOrders(tx.db, companyId, [orderId]);
    const productIds = [...new Set(holds.map((h) => h.productId))];
    await lockProducts(tx.db, companyId, productIds);
    await releaseHolds(tx.db, companyId, orderId);
    await setOrder(tx, order, { deletedAt: tx.now });
    await auditOrder(tx, order, 'delete', state, 'DELETED');
    if (productIds.length > 0) await onStockFreed(tx, companyId, productIds);
  });
}

/**
 * DELETE /order/deletePermanently: removes an order and everything it owns (lines, holds, units, messages); the audit
 * log keeps its trace. Refused while its units are out. A soft-deleted order can be purged too.
 */
export async function deleteOrderPermanently(ctx: Ctx, companyId: string, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw notFound('order', orderId);
    const state = stateOf(order);
    if (state === 'IN_PROGRESS') {
      throw conflict('orderStarted', `Units of order #${order.number} are out: take them back before deleting it`, {
        status: order.status,
      });
    }
    const holds = await holdsOfOrders(tx.db, companyId, [orderId]);
    const productIds = [...new Set(holds.map((h) => h.productId))];
    await lockProducts(tx.db, companyId, productIds);
    await releasePromoUses(tx.db, companyId, orderId);
    await tx.db
      .delete(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
      .catch((error) => {
        throw keptOrderRefusal(error, order.number) ?? error;
      });
    await auditOrder(tx, order, 'deletePermanently', order.deletedAt ? 'DELETED' : state, null, {
      totalTtcCents: order.totalTtcCents,
      startAt: order.startAt.toISOString(),
      endAt: order.endAt.toISOString(),
    });
    if (productIds.length > 0 && !order.deletedAt) await onStockFreed(tx, companyId, productIds);
  });
}

/** What keeps an order for the accounts: its issued invoices and credit notes, and the money recorded on it. */
const KEPT_BY: Record<string, 'orderInvoiced' | 'orderHasPayments'> = {
  invoices_order_fk: 'orderInvoiced',
  credit_notes_order_fk: 'orderInvoiced',
  payments_order_fk: 'orderHasPayments',
};

function keptOrderRefusal(error: unknown, orderNumber: number) {
  const pg = pgErrorOf(error);
  const code = pg?.code === '23503' ? KEPT_BY[pg.constraint ?? ''] : undefined;
  if (!code) return undefined;
  return conflict(code, `Order #${orderNumber} is kept for the accounts (${code})`, { number: orderNumber });
}
