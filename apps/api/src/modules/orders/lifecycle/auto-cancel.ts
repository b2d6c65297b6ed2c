import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/pool.ts';
import { conflict } from '../../../platform/errors.ts';
import { anonymous } from '../../../platform/http/actor.ts';
import { type Ctx, type Deps, inTransaction } from '../../../platform/http/context.ts';
import { findSettings } from '../../company-settings/index.ts';
import { customerOrder } from '../customer-area/order-link.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orders } from '../tables.ts';
import { cancelLockedOrder } from './cancel-order.ts';
import {
  notCustomerCancelable,
  type RefundByCard,
  settleCustomerRefund,
  unpaidOnlineCancel,
} from './customer-cancel.ts';

/** Why an order cannot be cancelled automatically, or null when it can (`abandoned`: checkout left at once). */
function notAutoCancelable(o: OrderRow, now: Date, abandoned: boolean): string | null {
  if (o.type === 'CANCELED') return 'it is already cancelled';
  if (o.createdFrom !== 'ONLINE_STORE') return 'it was not booked online';
  if (o.type !== 'ORDER' || o.isRequest) return 'it is not a confirmed order';
  if (o.paymentStatus !== 'NOT_PAID') return 'it is paid or being paid';
  if (o.status !== 'TO_COME') return 'it has started';
  if (abandoned) return null;
  if (!o.payBefore || o.payBefore.getTime() > now.getTime()) return 'its payment delay is not over';
  return null;
}

const scoped = (ctx: Ctx, companyId: string): Ctx => ({ ...ctx, companyId });

/**
 * POST /your-order/order/auto-cancel: the customer's page cancels their order at once — an unpaid online order whose
 * payment delay is over or whose checkout they abandon, for free; any confirmed order while the shop's cancellation
 * policy still has a rule for the notice given, with the fee that rule keeps. Only with the order's link or as its
 * marketplace customer (404 otherwise, as for no order); 409 for an order that cannot be cancelled so. The refund
 * due is given back by card (`refundByCard`) or owed by the shop, which is told, in the same transaction.
 */
export async function autoCancelOrder(
  ctx: Ctx,
  orderId: string,
  token: string | undefined,
  input: { reason?: string | null; abandoned?: boolean },
  refundByCard: RefundByCard,
) {
  const found = await customerOrder(ctx, orderId, token);
  return inTransaction(scoped(ctx, found.companyId), async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, found.companyId), eq(orders.id, orderId)))
      .for('update');
    const abandoned = input.abandoned ?? false;
    const { cancellation } = await findSettings(tx.db, order.companyId);
    const why = notCustomerCancelable(order, tx.now, cancellation, abandoned);
    if (why) throw conflict('notAutoCancelable', `Order #${order.number} cannot be cancelled automatically: ${why}`);
    const free = unpaidOnlineCancel(order, tx.now, abandoned);
    const fallback = abandoned ? 'Checkout abandoned' : free ? 'Not paid in time' : 'Cancelled by the customer';
    const reason = input.reason?.trim() || fallback;
    const cancelled = await cancelLockedOrder(tx, order, free ? 'AUTO' : 'CUSTOMER', reason, 'autoCancel');
    const cancelInfo = free ? cancelled : await settleCustomerRefund(tx, order, cancelled, refundByCard);
    return { id: order.id, number: order.number, type: 'CANCELED' as const, cancelInfo };
  });
}

/**
 * The auto-cancel job: cancels every unpaid online order whose payment delay is over, each in its own transaction
 * (the row is locked and checked again, so a payment arriving meanwhile wins). Answers the ids cancelled.
 */
export async function cancelOverdueOrders(
  db: Database,
  now: Date,
  env: { deps: Deps; log: FastifyBaseLogger },
  batch = 200,
): Promise<string[]> {
  const due = await db
    .select({ companyId: orders.companyId, id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.createdFrom, 'ONLINE_STORE'),
        eq(orders.type, 'ORDER'),
        eq(orders.status, 'TO_COME'),
        eq(orders.paymentStatus, 'NOT_PAID'),
        lte(orders.payBefore, now),
        isNull(orders.deletedAt),
      ),
    )
    .orderBy(asc(orders.payBefore))
    .limit(batch);
  const cancelled: string[] = [];
  for (const { companyId, id } of due) {
    const ctx: Ctx = {
      db,
      actor: anonymous,
      companyId,
      now,
      log: env.log,
      requestId: `auto-cancel-${now.toISOString()}`,
      ip: '',
      deps: env.deps,
    };
    try {
      const done = await inTransaction(ctx, async (tx) => {
        const [order] = await tx.db
          .select()
          .from(orders)
          .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
          .for('update', { skipLocked: true });
        if (!order || notAutoCancelable(order, now, false)) return false;
        await cancelLockedOrder(tx, order, 'AUTO', 'Not paid in time', 'autoCancel');
        return true;
      });
      if (done) cancelled.push(id);
    } catch (error) {
      env.log.error({ err: error, orderId: id }, 'auto-cancel of an order failed');
    }
  }
  return cancelled;
}
