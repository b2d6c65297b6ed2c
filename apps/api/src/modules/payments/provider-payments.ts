import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { type OrderRow, orderOr404 } from '../orders/index.ts';
import { type OrderBalance, orderBalance } from './balance.ts';
import type { PaymentProvider, PaymentStatus, PaymentType } from './kinds.ts';
import { actorId, ledgerOf, settle } from './ledger.ts';
import { payments } from './tables.ts';

type Row = typeof payments.$inferSelect;

/** How far a provider's payment has gone: a row only ever moves to a later step (a final one is never left). */
const STEP: Record<PaymentStatus, number> = {
  WAITING: 0,
  PROCESSING: 1,
  REQUIRES_CAPTURE: 2,
  SUCCEEDED: 3,
  FAILED: 3,
  CANCELED: 3,
};

export const isProgress = (from: PaymentStatus, to: PaymentStatus) => STEP[to] > STEP[from];

/** A provider's payment still on its way: it may yet go through, so its amount is not free to ask for again. */
const PENDING: readonly PaymentStatus[] = ['WAITING', 'PROCESSING', 'REQUIRES_CAPTURE'];

/** What card payments under way on the order may still bring in (checkouts started, links not yet paid). */
export const pendingCents = (rows: readonly Row[]) =>
  rows
    .filter((r) => r.type === 'PAYMENT' && r.provider !== 'OFFLINE' && PENDING.includes(r.status))
    .reduce((total, r) => total + r.amountCents, 0);

/**
 * What is left to ask for on an order (never below zero): the total less what was paid and less the card payments
 * still under way, so that two checkouts started at once cannot both ask for the whole balance.
 */
export async function amountDue(ctx: Ctx, order: OrderRow): Promise<number> {
  const rows = await ledgerOf(ctx, order.companyId, order.id);
  const balance = orderBalance(rows, order.totalTtcCents);
  return Math.max(0, order.totalTtcCents - balance.paidCents - pendingCents(rows));
}

export interface ProviderPaymentInput {
  companyId: string;
  orderId: string;
  provider: Exclude<PaymentProvider, 'OFFLINE'>;
  type?: Extract<PaymentType, 'PAYMENT' | 'SHORT_TERM_DEPOSIT'>;
  /** Checked against the order's due amount under the order's lock; none: all that is due. */
  amountCents?: number;
  /** The new row's id when the caller chose it (a checkout retried under one id opens one row); else a new one. */
  id?: string;
}

/**
 * Opens a ledger row, WAITING, for money a provider is about to move on an order: the order is locked, the amount
 * checked by `check` against what is due, and the row written — all in the caller's transaction.
 */
export async function openProviderPayment(
  ctx: Ctx,
  input: ProviderPaymentInput,
  check: (amountCents: number | undefined, dueCents: number) => number,
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, input.companyId, input.orderId, true);
    const amountCents = check(input.amountCents, await amountDue(tx, order));
    const [row] = await tx.db
      .insert(payments)
      .values({
        companyId: input.companyId,
        id: input.id ?? newId(tx.now.getTime()),
        createdAt: tx.now,
        createdBy: actorId(tx),
        orderKind: 'ORDER_LCD',
        orderId: order.id,
        customerId: order.customerId,
        type: input.type ?? 'PAYMENT',
        provider: input.provider,
        status: 'WAITING',
        method: null,
        amountCents,
        paymentDate: tx.now,
      })
      .returning();
    await audit(
      { ...tx, companyId: input.companyId },
      { action: 'payment.open', entity: 'order', entityId: order.id, data: { paymentId: row.id, amountCents } },
    );
    return { row, order };
  });
}

export async function providerPaymentOr404(ctx: Ctx, companyId: string, paymentId: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)));
  if (!row || row.provider === 'OFFLINE' || !row.orderId) throw notFound('payment', paymentId);
  return row;
}

/**
 * Moves a provider's ledger row to the status its provider reports, when that is progress (events can arrive late or
 * twice: an older step is ignored), and recomputes the order's payment state; answers whether it moved.
 */
export async function advanceProviderPayment(
  ctx: Ctx,
  companyId: string,
  paymentId: string,
  status: PaymentStatus,
): Promise<{ moved: boolean; balance: OrderBalance | null }> {
  return inTransaction(ctx, async (tx) => {
    const found = await providerPaymentOr404(tx, companyId, paymentId);
    const order = await orderOr404(tx.db, companyId, found.orderId as string, true);
    const [row] = await tx.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)))
      .for('update');
    if (!isProgress(row.status, status)) return { moved: false, balance: null };
    await tx.db
      .update(payments)
      .set({ status })
      .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)));
    await audit(
      { ...tx, companyId },
      {
        action: 'payment.status',
        entity: 'order',
        entityId: order.id,
        from: row.status,
        to: status,
        data: { paymentId },
      },
    );
    return { moved: true, balance: await settle(tx, order) };
  });
}
