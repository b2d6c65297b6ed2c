import { toCents } from '@hirebase/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit, auditRow } from '../../platform/audit.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { insertFromRecordset, recordsetOf, selectedAs } from '../../platform/db/json-rows.ts';
import type { Db } from '../../platform/db/pool.ts';
import { namedStatement } from '../../platform/db/prepared.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { lockPayableOrders, orderOr404, type PayableOrder, storeOrderPayment } from '../orders/index.ts';
import { type OrderBalance, orderBalance } from './balance.ts';
import type { CancelPaymentBody, OfflinePaymentBody } from './schemas.ts';
import { payments } from './tables.ts';
import { balanceView, paymentView } from './views.ts';

type OfflinePayment = Static<typeof OfflinePaymentBody>;
type Row = typeof payments.$inferSelect;

export const actorId = (ctx: Ctx) => (ctx.actor.kind === 'user' ? ctx.actor.userId : null);

export const ledgerOf = (ctx: Ctx, companyId: string, orderId: string) =>
  ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));

/** The rows of several orders of a company in one read, oldest first per order. */
export async function ledgersOf(db: Db, companyId: string, orderIds: readonly string[]) {
  const ledgers = new Map<string, Row[]>(orderIds.map((id) => [id, []]));
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), inArray(payments.orderId, [...orderIds])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  for (const row of rows) ledgers.get(row.orderId as string)?.push(row);
  return ledgers;
}

/**
 * Recomputes an order's balance from all its rows and stores it on the order; the order must be locked. `ledger`: its
 * rows as read under that lock plus those written since, when the caller has them (else they are read).
 */
export async function settle(ctx: Ctx, order: PayableOrder, ledger?: readonly Row[]): Promise<OrderBalance> {
  const rows = ledger ?? (await ledgerOf(ctx, order.companyId, order.id));
  const balance = orderBalance(rows, order.totalTtcCents);
  await storeOrderPayment(ctx.db, order.companyId, order.id, {
    paidCents: balance.paidCents,
    paymentStatus: balance.status,
  });
  return balance;
}

/**
 * The write of payments recorded by hand, in one statement: their rows and audit entries added, and the whole ledger
 * of their orders answered (the rows read, which the orders' locks keep still, and those just added), oldest first.
 * Prepared once per connection: its text does not depend on how many rows it writes.
 */
const recordAndRead = namedStatement<Row>(
  'payments_record_offline',
  `with added as (${insertFromRecordset(payments, 1)} returning ${selectedAs(payments)}),
   audited as (${insertFromRecordset(auditLog, 2)})
   select ${selectedAs(payments)} from payments where company_id = $3 and order_id = any($4::uuid[])
   union all select * from added
   order by "createdAt", id`,
);

/**
 * Records payments received by hand (cash, cheque, card on the shop's own terminal…), each on its order, in one
 * transaction: the orders are locked, then the rows and their audit entries are added in the statement that reads
 * the orders' whole ledgers, and each balance is recomputed from its ledger and stored on the order.
 */
export async function recordOfflinePayments(ctx: StaffCtx, input: OfflinePayment[]) {
  return inTransaction(ctx, async (tx) => {
    const orderIds = [...new Set(input.map((p) => p.orderId))].sort();
    const locked = await lockPayableOrders(tx.db, ctx.companyId, orderIds);
    const added = input.map((p, index) => ({
      companyId: ctx.companyId,
      id: newId(tx.now.getTime() + index),
      createdAt: tx.now,
      createdBy: actorId(tx),
      orderKind: 'ORDER_LCD' as const,
      orderId: p.orderId,
      customerId: (locked.get(p.orderId) as PayableOrder).customerId,
      type: p.type ?? 'PAYMENT',
      provider: 'OFFLINE' as const,
      status: 'SUCCEEDED' as const,
      method: p.method,
      amountCents: toCents(p.amount),
      paymentDate: p.paymentDate ? new Date(p.paymentDate) : tx.now,
      note: p.note ?? null,
    }));
    const audits = added.map((row) =>
      auditRow(tx, { action: 'payment.record', entity: 'order', entityId: row.orderId, data: { paymentId: row.id } }),
    );
    const ledger = await recordAndRead(tx.db, [
      recordsetOf(payments, added),
      recordsetOf(auditLog, audits),
      ctx.companyId,
      orderIds,
    ]);
    const ledgers = new Map<string, Row[]>(orderIds.map((id) => [id, []]));
    for (const row of ledger) ledgers.get(row.orderId as string)?.push(row);
    const addedIds = new Set(added.map((row) => row.id));
    const rows = ledger.filter((row) => addedIds.has(row.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
    const balances = [];
    for (const order of locked.values())
      balances.push({ orderId: order.id, ...balanceView(await settle(tx, order, ledgers.get(order.id)), order) });
    return { payments: rows.map(paymentView), balances };
  });
}

/**
 * Takes back a payment recorded by hand (entered twice, the wrong amount): a new row cancels it, the order's balance
 * is recomputed, and the audit log keeps who did it. Provider payments are refunded instead.
 */
export async function cancelOfflinePayment(
  ctx: StaffCtx,
  paymentId: string,
  input: Static<typeof CancelPaymentBody>,
  orderId?: string,
) {
  return inTransaction(ctx, async (tx) => {
    const payment = await paymentOr404(tx.db, ctx.companyId, paymentId);
    if (!payment.orderId || (orderId && payment.orderId !== orderId)) throw notFound('payment', paymentId);
    const order = await orderOr404(tx.db, ctx.companyId, payment.orderId, true);
    const ledger = await ledgerOf(tx, ctx.companyId, order.id);
    // a refund is not taken back: money given back is recorded again as a payment if it comes back
    const takeable =
      payment.type !== 'REFUND' && !payment.cancelsId && !payment.depositId && payment.status === 'SUCCEEDED';
    if (payment.provider !== 'OFFLINE' || !takeable) {
      throw conflict('paymentNotCancellable', 'Only a payment recorded by hand can be taken back', {
        provider: payment.provider,
        status: payment.status,
      });
    }
    if (ledger.some((r) => r.cancelsId === payment.id)) {
      throw conflict('paymentAlreadyCancelled', 'The payment was already taken back', { paymentId });
    }
    if (ledger.some((r) => r.depositId === payment.id)) {
      throw conflict('depositSettled', 'Part of the deposit was captured or released: it cannot be taken back', {
        paymentId,
      });
    }
    if (ledger.some((r) => r.refundOfId === payment.id)) {
      throw conflict('paymentRefunded', 'Part of the payment was refunded: it cannot be taken back', { paymentId });
    }
    const [row] = await tx.db
      .insert(payments)
      .values({
        ...payment,
        id: newId(tx.now.getTime()),
        createdAt: tx.now,
        createdBy: actorId(tx),
        status: 'CANCELED',
        paymentDate: tx.now,
        cancelsId: payment.id,
        reason: input.reason ?? null,
        note: null,
      })
      .returning();
    await audit(tx, {
      action: 'payment.cancel',
      entity: 'order',
      entityId: order.id,
      data: { paymentId, amountCents: payment.amountCents, reason: input.reason ?? null },
    });
    return { payment: paymentView(row), balance: balanceView(await settle(tx, order, [...ledger, row]), order) };
  });
}

export async function paymentOr404(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  if (!row) throw notFound('payment', id);
  return row;
}

/** An order's rows, oldest first, and its balance as the ledger computes it. */
export async function orderPayments(ctx: StaffCtx, orderId: string) {
  const order = await orderOr404(ctx.db, ctx.companyId, orderId);
  const rows = await ledgerOf(ctx, ctx.companyId, orderId);
  return { payments: rows.map(paymentView), balance: balanceView(orderBalance(rows, order.totalTtcCents), order) };
}
