import { and, eq } from 'drizzle-orm';
import { conflict } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { orderOr404 } from '../details/read-order.ts';
import { cancelLockedOrder } from '../lifecycle/cancel-order.ts';
import { orders } from '../tables.ts';
import { createOrder, type OrderInput } from './create-order.ts';

/**
 * An order of the online store, in the caller's transaction: booked as the counter books (same checks, prices, promo
 * use, stock holds), `createdFrom` the store. Paid on site, it has no payment delay: the auto-cancel job leaves it.
 */
export async function createStoreOrder(
  tx: Ctx,
  companyId: string,
  input: Omit<OrderInput, 'createdFrom' | 'ignoreOpeningHours' | 'offlineId' | 'customerId'> & {
    customerId?: string | null;
  },
  payment: { dueOnline: boolean },
) {
  const created = await createOrder(tx, companyId, { ...input, createdFrom: 'ONLINE_STORE' });
  if (!payment.dueOnline) await clearPaymentDelay(tx, companyId, created.id);
  return orderOr404(tx.db, companyId, created.id);
}

async function clearPaymentDelay(tx: Ctx, companyId: string, orderId: string) {
  await tx.db
    .update(orders)
    .set({ payBefore: null, updatedAt: tx.now })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
}

/**
 * An online order awaiting its online payment is to be paid on site instead, in the caller's transaction: its
 * payment delay is lifted (the auto-cancel job no longer cancels it). 409 once cancelled or not waiting for payment.
 */
export async function payStoreOrderOnSite(tx: Ctx, companyId: string, orderId: string) {
  const order = await orderOr404(tx.db, companyId, orderId, true);
  if (order.type === 'CANCELED') throw conflict('orderCanceled', `Order #${order.number} is cancelled`);
  if (order.isRequest || order.createdFrom !== 'ONLINE_STORE' || order.paymentStatus !== 'NOT_PAID') {
    throw conflict('notAwaitingPayment', `Order #${order.number} is not waiting for an online payment`);
  }
  await clearPaymentDelay(tx, companyId, orderId);
  return orderOr404(tx.db, companyId, orderId);
}

/**
 * The customer withdraws their booking request before the shop answers, in the caller's transaction: the request is
 * cancelled by the customer (its promo use given back). 409 once the shop approved or refused it.
 */
export async function withdrawStoreRequest(tx: Ctx, companyId: string, orderId: string) {
  const order = await orderOr404(tx.db, companyId, orderId, true);
  if (!order.isRequest || order.type === 'CANCELED') {
    throw conflict('requestClosed', `Request #${order.number} was already answered or withdrawn`);
  }
  await cancelLockedOrder(tx, order, 'CUSTOMER', 'Withdrawn by the customer', 'withdrawRequest');
}
