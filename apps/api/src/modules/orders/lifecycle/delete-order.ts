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
        throw invoicedOrderRefusal(error, order.number) ?? error;
      });
    await auditOrder(tx, order, 'deletePermanently', order.deletedAt ? 'DELETED' : state, null, {
      totalTtcCents: order.totalTtcCents,
      startAt: order.startAt.toISOString(),
      endAt: order.endAt.toISOString(),
    });
    if (productIds.length > 0 && !order.deletedAt) await onStockFreed(tx, companyId, productIds);
  });
}

/** Issued invoices and credit notes are kept for the accounts, so the order they name stays too. */
const INVOICE_KEYS = ['invoices_order_fk', 'credit_notes_order_fk'];

function invoicedOrderRefusal(error: unknown, orderNumber: number) {
  const pg = pgErrorOf(error);
  if (pg?.code !== '23503' || !INVOICE_KEYS.includes(pg.constraint ?? '')) return undefined;
  return conflict('orderInvoiced', `Order #${orderNumber} has an issued invoice: it stays for the accounts`, {
    number: orderNumber,
  });
}
