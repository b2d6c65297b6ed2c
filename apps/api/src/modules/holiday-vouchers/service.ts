import { randomBytes } from 'node:crypto';
import { fromCents, toCents } from '@hirebase/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { conflict, integrationNotConfigured, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { checkedAmount } from '../card-payments/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { advanceProviderPayment, ledgerRowsByIds, openProviderPayment, type PaymentStatus } from '../payments/index.ts';
import { linkedOrder } from '../your-order/index.ts';
import { PRE_TRANSACTION_MINUTES, refusalOf } from './sandbox.ts';
import { type AncvStatus, ancvTransactions } from './tables.ts';

type Transaction = typeof ancvTransactions.$inferSelect;

/** The ledger status each answer of the scheme gives the payment; none while the customer has not authenticated. */
const LEDGER_STATUS: Record<AncvStatus, PaymentStatus | null> = {
  PENDING: null,
  ACCEPTED: 'SUCCEEDED',
  REFUSED: 'FAILED',
  EXPIRED: 'CANCELED',
};

function ancvOn(ctx: Ctx) {
  if (!ctx.deps.config.ancvSandbox) throw integrationNotConfigured('ancv');
}

/** The page the QR code opens: where the beneficiary authenticates with the voucher scheme. */
const authenticationUrl = (publicUrl: string, t: Transaction) =>
  `${publicUrl}/pay/ancv/${t.id}?pre=${t.preTransactionId}`;

export const transactionView = (ctx: Ctx, t: Transaction) => ({
  transactionId: t.id,
  paymentId: t.paymentId,
  orderId: t.orderId,
  preTransactionId: t.preTransactionId,
  amount: fromCents(t.amountCents),
  status: t.status,
  refusal: t.refusal,
  expiresAt: t.expiresAt.toISOString(),
  authenticationUrl: authenticationUrl(ctx.deps.config.publicUrl, t),
});

interface Opening {
  companyId: string;
  orderId: string;
  /** Major units; all that is due when absent. */
  amount?: number;
  paymentId?: string;
}

/** A WAITING ledger row (provider ANCV) for the amount, checked against what is due, and its pre-transaction. */
async function openTransaction(ctx: Ctx, input: Opening) {
  return inTransaction(ctx, async (tx) => {
    const { row } = await openProviderPayment(
      tx,
      {
        companyId: input.companyId,
        orderId: input.orderId,
        provider: 'ANCV',
        amountCents: input.amount === undefined ? undefined : toCents(input.amount),
        id: input.paymentId,
      },
      checkedAmount,
    );
    const [created] = await tx.db
      .insert(ancvTransactions)
      .values({
        companyId: input.companyId,
        id: newId(tx.now.getTime()),
        paymentId: row.id,
        orderId: input.orderId,
        preTransactionId: `ptx_${randomBytes(12).toString('hex')}`,
        amountCents: row.amountCents,
        status: 'PENDING',
        expiresAt: new Date(tx.now.getTime() + PRE_TRANSACTION_MINUTES * 60_000),
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    return transactionView(tx, created);
  });
}

/**
 * The counter starts a payment by holiday vouchers under the id it chose for the payment: the same id again answers
 * the checkout already opened (a retry never opens a second one); an id used for anything else is refused.
 */
export async function initCheckout(ctx: StaffCtx, paymentId: string, input: { orderId: string; amount?: number }) {
  ancvOn(ctx);
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ancv:${ctx.companyId}:${paymentId}`}))`);
    await orderOr404(tx.db, ctx.companyId, input.orderId);
    const [existing] = await transactionsOfPayment(tx, ctx.companyId, paymentId);
    if (existing?.orderId === input.orderId) return transactionView(tx, await settle(tx, existing));
    if (existing || (await ledgerRowsByIds(tx, ctx.companyId, [paymentId])).length > 0) {
      throw conflict('paymentIdTaken', 'A payment with this id already exists', { paymentId });
    }
    return openTransaction(tx, { companyId: ctx.companyId, paymentId, ...input });
  });
}

/** The customer pays by holiday vouchers from the order's link. */
export async function customerCheckout(
  ctx: Ctx,
  input: { slug: string; orderId: string; token?: string; amount?: number },
) {
  ancvOn(ctx);
  const { order } = await linkedOrder(ctx, input.slug, input.orderId, input.token);
  return openTransaction(ctx, { companyId: order.companyId, orderId: order.id, amount: input.amount });
}

const transactionsOfPayment = (ctx: Ctx, companyId: string, paymentId: string) =>
  ctx.db
    .select()
    .from(ancvTransactions)
    .where(and(eq(ancvTransactions.companyId, companyId), eq(ancvTransactions.paymentId, paymentId)))
    .orderBy(desc(ancvTransactions.createdAt));

/** A pre-transaction found by its id and the pre-transaction id the QR code carries (the proof it was scanned). */
async function scannedOr404(ctx: Ctx, transactionId: string, preTransactionId: string, lock = false) {
  const query = ctx.db
    .select()
    .from(ancvTransactions)
    .where(and(eq(ancvTransactions.id, transactionId), eq(ancvTransactions.preTransactionId, preTransactionId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('ancv transaction', transactionId);
  return row;
}

/**
 * Brings the payment up to what the scheme says: a pre-transaction past its time expires, and the ledger row moves to
 * the status of the scheme's answer (once: a later poll finds nothing to move).
 */
async function settle(ctx: Ctx, t: Transaction): Promise<Transaction> {
  return inTransaction(ctx, async (tx) => {
    let current = t;
    if (t.status === 'PENDING' && t.expiresAt <= tx.now) {
      const [expired] = await tx.db
        .update(ancvTransactions)
        .set({ status: 'EXPIRED', updatedAt: tx.now })
        .where(
          and(
            eq(ancvTransactions.companyId, t.companyId),
            eq(ancvTransactions.id, t.id),
            eq(ancvTransactions.status, 'PENDING'),
          ),
        )
        .returning();
      current = expired ?? t;
    }
    const status = LEDGER_STATUS[current.status];
    if (status) await advanceProviderPayment(tx, t.companyId, t.paymentId, status);
    return current;
  });
}

/**
 * The beneficiary authenticates on the scheme's page the QR code opened; the scheme accepts or refuses at once, and
 * the ledger row moves with it.
 */
export async function authenticate(
  ctx: Ctx,
  transactionId: string,
  input: { preTransactionId: string; beneficiaryId: string },
) {
  ancvOn(ctx);
  return inTransaction(ctx, async (tx) => {
    const t = await scannedOr404(tx, transactionId, input.preTransactionId, true);
    const status = t.status === 'PENDING' && t.expiresAt <= tx.now ? 'EXPIRED' : t.status;
    if (status !== 'PENDING') throw conflict('checkoutClosed', 'The voucher payment is over', { status });
    const refusal = refusalOf(input.beneficiaryId, t.amountCents);
    const [updated] = await tx.db
      .update(ancvTransactions)
      .set({ status: refusal ? 'REFUSED' : 'ACCEPTED', refusal, beneficiaryId: input.beneficiaryId, updatedAt: tx.now })
      .where(and(eq(ancvTransactions.companyId, t.companyId), eq(ancvTransactions.id, t.id)))
      .returning();
    // the scheme's answer is final: the order's ledger follows it now, not at the counter's next poll
    return transactionView(tx, await settle(tx, updated));
  });
}

/** GET /ancv/transaction/{id}: where the voucher payment stands, for the customer's page that polls it. */
export async function pollTransaction(ctx: Ctx, transactionId: string, preTransactionId: string) {
  ancvOn(ctx);
  return transactionView(ctx, await settle(ctx, await scannedOr404(ctx, transactionId, preTransactionId)));
}

/** GET /payment-v2/ancv/qr-code-payment/status/{paymentId}: the counter polls the latest pre-transaction of a payment. */
export async function pollPayment(ctx: StaffCtx, paymentId: string) {
  const [latest] = await transactionsOfPayment(ctx, ctx.companyId, paymentId);
  if (!latest) throw notFound('payment', paymentId);
  ancvOn(ctx);
  return transactionView(ctx, await settle(ctx, latest));
}

/** The QR code (SVG) of a pre-transaction: it opens the scheme's authentication page. */
export async function qrCodeSvg(ctx: Ctx, preTransactionId: string) {
  ancvOn(ctx);
  const [t] = await ctx.db
    .select()
    .from(ancvTransactions)
    .where(eq(ancvTransactions.preTransactionId, preTransactionId));
  if (!t) throw notFound('ancv pre-transaction', preTransactionId);
  return QRCode.toString(authenticationUrl(ctx.deps.config.publicUrl, t), {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
}
