import { fromCents } from '@hirebase/shared';
import { cancellationRefund } from '@hirebase/shared/cancellation';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { lockProducts } from '../../availability/index.ts';
import { findSettings } from '../../company-settings/index.ts';
import { releasePromoUses } from '../../pricing/index.ts';
import { holdsOfOrders, releaseHolds } from '../booking/holds.ts';
import { type OrderRow, orderOr404 } from '../details/read-order.ts';
import type { OrderCancelInfo } from '../tables.ts';
import { onStockFreed } from '../waiting-list/stock-freed.ts';
import { auditOrder, invalidTransition, setOrder, stateOf } from './order-state.ts';

const HOUR_MS = 3_600_000;

/**
 * What the cancellation costs under the company's policy, on the order total, by the notice given before its start:
 * the fee the policy keeps, and the refund due — what was paid beyond that fee, never more than was paid (nothing on
 * an unpaid order). An automatic cancellation (unpaid online order) costs nothing.
 */
export async function cancelInfoOf(
  tx: Ctx,
  order: OrderRow,
  by: OrderCancelInfo['by'],
  reason: string | null,
): Promise<OrderCancelInfo> {
  const { cancellation } = await findSettings(tx.db, order.companyId);
  const hoursBeforeStart = (order.startAt.getTime() - tx.now.getTime()) / HOUR_MS;
  const policyRefund =
    by === 'AUTO'
      ? order.totalTtcCents
      : cancellationRefund(cancellation.policy, cancellation.customRules, order.totalTtcCents, hoursBeforeStart);
  const feeCents = order.totalTtcCents - policyRefund;
  const paid = order.paidCents;
  return {
    at: tx.now.toISOString(),
    by,
    reason,
    policy: cancellation.policy,
    refundCents: Math.min(paid, Math.max(0, paid - feeCents)),
    feeCents,
  };
}

/**
 * Cancels a locked order that has not started: type CANCELED, holds released (its units go with them), promo use
 * given back, cancel info frozen, audit, then the freed stock is announced. 409 when already cancelled or started.
 */
export async function cancelLockedOrder(
  tx: Ctx,
  order: OrderRow,
  by: OrderCancelInfo['by'],
  reason: string | null,
  verb: string,
) {
  if (order.type === 'CANCELED') throw conflict('alreadyCanceled', `Order #${order.number} is already cancelled`);
  if (order.status !== 'TO_COME') throw invalidTransition(order.status, 'CANCELED');
  const holds = await holdsOfOrders(tx.db, order.companyId, [order.id]);
  const productIds = [...new Set(holds.map((h) => h.productId))];
  await lockProducts(tx.db, order.companyId, productIds);
  const cancelInfo = await cancelInfoOf(tx, order, by, reason);
  await releaseHolds(tx.db, order.companyId, order.id);
  await releasePromoUses(tx.db, order.companyId, order.id);
  await setOrder(tx, order, { type: 'CANCELED', cancelInfo });
  await auditOrder(tx, order, verb, stateOf(order), 'CANCELED', {
    by,
    reason,
    policy: cancelInfo.policy,
    refundCents: cancelInfo.refundCents,
    feeCents: cancelInfo.feeCents,
  });
  if (productIds.length > 0) await onStockFreed(tx, order.companyId, productIds);
  return cancelInfo;
}

/** GET /order/cancel-preview: what cancelling now would refund and keep, or why the order cannot be cancelled. */
export async function previewCancellation(ctx: Ctx, companyId: string, orderId: string) {
  const order = await orderOr404(ctx.db, companyId, orderId);
  const reason = order.type === 'CANCELED' ? 'alreadyCanceled' : order.status !== 'TO_COME' ? 'alreadyStarted' : null;
  const info = await cancelInfoOf(ctx, order, 'SHOP', null);
  return {
    cancellable: reason === null,
    reason,
    policy: info.policy,
    total: fromCents(order.totalTtcCents),
    paid: fromCents(order.paidCents),
    refund: fromCents(info.refundCents),
    fee: fromCents(info.feeCents),
  } as const;
}

/** DELETE /order/cancel: the shop cancels an order before it starts, with the fee its policy keeps. */
export async function cancelOrder(ctx: Ctx, companyId: string, orderId: string, reason: string | null) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    await cancelLockedOrder(tx, order, 'SHOP', reason?.trim() || null, 'cancel');
    return orderId;
  });
}
