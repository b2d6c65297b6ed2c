import { toCents } from '@hirebase/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { type OrderRow, orderOr404 } from '../orders/index.ts';
import { refundByCard } from './card-refunds.ts';
import { actorId, ledgersOf, settle } from './ledger.ts';
import type { RefundBody } from './schemas.ts';
import { payments } from './tables.ts';
import { balanceView, paymentView } from './views.ts';

type Refund = Static<typeof RefundBody>;
type Row = typeof payments.$inferSelect;

/** What is left to give back of a payment: its amount less the refunds of it that did not fail. */
const refundableOf = (payment: Row, ledger: readonly Row[]) =>
  payment.amountCents -
  ledger
    .filter((r) => r.refundOfId === payment.id && r.status !== 'FAILED' && r.status !== 'CANCELED')
    .reduce((total, r) => total + r.amountCents, 0);

/** A payment that went through and was not taken back: what a refund may give money back on. */
const refundable = (payment: Row, ledger: readonly Row[]) =>
  payment.type === 'PAYMENT' &&
  payment.status === 'SUCCEEDED' &&
  !payment.cancelsId &&
  !ledger.some((r) => r.cancelsId === payment.id);

/**
 * Writes the refund of `amountCents` of a payment, its order locked by the caller: a card payment is refunded through
 * its provider first, and its row waits for the provider's word that the money went back.
 */
async function writeRefund(
  tx: Ctx,
  payment: Row,
  amountCents: number,
  refund: Pick<Refund, 'reason' | 'note'>,
  index: number,
) {
  const byCard = payment.provider !== 'OFFLINE';
  if (byCard) await refundByCard(tx, payment.companyId, payment.id, amountCents);
  const [row] = await tx.db
    .insert(payments)
    .values({
      companyId: payment.companyId,
      id: newId(tx.now.getTime() + index),
      createdAt: tx.now,
      createdBy: actorId(tx),
      orderKind: payment.orderKind,
      orderId: payment.orderId,
      customerId: payment.customerId,
      type: 'REFUND',
      provider: payment.provider,
      status: byCard ? 'PROCESSING' : 'SUCCEEDED',
      method: payment.method,
      amountCents,
      paymentDate: tx.now,
      refundOfId: payment.id,
      reason: refund.reason,
      note: refund.note ?? null,
    })
    .returning();
  await audit(tx, {
    companyId: payment.companyId,
    action: 'payment.refund',
    entity: 'order',
    entityId: payment.orderId as string,
    data: { paymentId: payment.id, refundId: row.id, amountCents, reason: refund.reason },
  });
  return row;
}

/**
 * Gives back up to `amountCents` of an order's card payments through their provider (the latest first), in the
 * caller's transaction, the order locked by the caller: a customer cancelling within the shop's policy. A payment
 * the provider refuses to refund is left for the shop. Answers how much went back by card.
 */
export async function refundOrderByCard(tx: Ctx, order: OrderRow, amountCents: number, note: string) {
  const ledger = (await ledgersOf(tx.db, order.companyId, [order.id])).get(order.id) ?? [];
  const cards = ledger.filter((p) => p.provider !== 'OFFLINE' && refundable(p, ledger)).reverse();
  let left = amountCents;
  for (const [index, payment] of cards.entries()) {
    const cents = Math.min(left, refundableOf(payment, ledger));
    if (cents <= 0) continue;
    try {
      ledger.push(await writeRefund(tx, payment, cents, { reason: 'REQUESTED_BY_CUSTOMER', note }, index));
    } catch (err) {
      tx.log.warn({ err, paymentId: payment.id }, 'card refund of a cancelled order refused by the provider');
      continue;
    }
    left -= cents;
    if (left === 0) break;
  }
  if (left < amountCents) await settle(tx, order, ledger);
  return amountCents - left;
}

/**
 * Gives money back on payments, all or none: each payment's order is locked (in one order, so two batches cannot
 * wait on each other), what is left to refund is read from the ledger under that lock, and a refund past it is
 * refused — so refunds at once never give back more than was paid. A card payment is refunded through its provider.
 */
export async function refundPayments(ctx: StaffCtx, refunds: Refund[]) {
  return inTransaction(ctx, async (tx) => {
    const ids = [...new Set(refunds.map((r) => r.paymentId))];
    const found = await tx.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, ctx.companyId), inArray(payments.id, ids)));
    const byId = new Map(found.map((p) => [p.id, p]));
    for (const id of ids) if (!byId.has(id)) throw notFound('payment', id);
    const orders = new Map<string, OrderRow>();
    const orderIds = [...new Set(found.map((p) => p.orderId as string))].sort();
    for (const orderId of orderIds) orders.set(orderId, await orderOr404(tx.db, ctx.companyId, orderId, true));
    // read under the orders' locks, once per order; each refund written is added, so the next one counts it
    const ledgers = await ledgersOf(tx.db, ctx.companyId, orderIds);
    const rows: Row[] = [];
    for (const [index, refund] of refunds.entries()) {
      const payment = byId.get(refund.paymentId) as Row;
      const ledger = ledgers.get(payment.orderId as string) as Row[];
      if (!refundable(payment, ledger)) {
        const takenBack = ledger.some((r) => r.cancelsId === payment.id);
        throw conflict('paymentNotRefundable', 'Only a payment that went through can be refunded', {
          paymentId: payment.id,
          type: payment.type,
          status: takenBack ? 'CANCELED' : payment.status,
        });
      }
      const left = refundableOf(payment, ledger);
      const amountCents = refund.amount === undefined ? left : toCents(refund.amount);
      if (amountCents <= 0 || amountCents > left) {
        throw conflict('refundTooLarge', 'The refund is more than what is left of the payment', {
          paymentId: payment.id,
          refundable: left / 100,
        });
      }
      const row = await writeRefund(tx, payment, amountCents, refund, index);
      rows.push(row);
      ledger.push(row);
    }
    const balances = [];
    for (const order of orders.values())
      balances.push({ orderId: order.id, ...balanceView(await settle(tx, order, ledgers.get(order.id)), order) });
    return { payments: rows.map(paymentView), balances };
  });
}
