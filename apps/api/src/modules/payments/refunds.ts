import { toCents } from '@hirebase/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
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
      const takenBack = ledger.some((r) => r.cancelsId === payment.id);
      if (payment.type !== 'PAYMENT' || payment.status !== 'SUCCEEDED' || payment.cancelsId || takenBack) {
        throw conflict('paymentNotRefundable', 'Only a payment that went through can be refunded', {
          paymentId: payment.id,
          type: payment.type,
          status: takenBack ? 'CANCELED' : payment.status,
        });
      }
      const refundable = refundableOf(payment, ledger);
      const amountCents = refund.amount === undefined ? refundable : toCents(refund.amount);
      if (amountCents <= 0 || amountCents > refundable) {
        throw conflict('refundTooLarge', 'The refund is more than what is left of the payment', {
          paymentId: payment.id,
          refundable: refundable / 100,
        });
      }
      // a card refund goes through the provider: its row waits for the provider's word that the money went back
      const byCard = payment.provider !== 'OFFLINE';
      if (byCard) await refundByCard(tx, ctx.companyId, payment.id, amountCents);
      const [row] = await tx.db
        .insert(payments)
        .values({
          companyId: ctx.companyId,
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
      rows.push(row);
      ledger.push(row);
      await audit(tx, {
        action: 'payment.refund',
        entity: 'order',
        entityId: payment.orderId as string,
        data: { paymentId: payment.id, refundId: row.id, amountCents, reason: refund.reason },
      });
    }
    const balances = [];
    for (const order of orders.values())
      balances.push({ orderId: order.id, ...balanceView(await settle(tx, order, ledgers.get(order.id)), order) });
    return { payments: rows.map(paymentView), balances };
  });
}
