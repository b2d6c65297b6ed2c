import { fromCents } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import { conflict, integrationNotConfigured, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { providerNamed, startCardPayment, TEST_CARDS, toDashboardOrder } from '../card-payments/index.ts';
import { advanceProviderPayment, type PaymentStatus, providerPaymentOr404 } from '../payments/index.ts';
import type { TerminalCheckoutStatus } from './schemas.ts';
import { terminalCheckouts } from './tables.ts';

type Checkout = typeof terminalCheckouts.$inferSelect;

const STATUS_OF: Record<PaymentStatus, TerminalCheckoutStatus> = {
  WAITING: 'PENDING',
  PROCESSING: 'PENDING',
  REQUIRES_CAPTURE: 'PENDING',
  SUCCEEDED: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELED: 'CANCELED',
};

/** The simulated terminal, when the configuration has it: 503 `integrationNotConfigured` otherwise. */
function terminalOn(ctx: Ctx) {
  if (!ctx.deps.config.terminalSandbox) throw integrationNotConfigured('terminal');
}

async function checkoutOr404(ctx: StaffCtx, checkoutId: string): Promise<Checkout> {
  const [row] = await ctx.db
    .select()
    .from(terminalCheckouts)
    .where(and(eq(terminalCheckouts.companyId, ctx.companyId), eq(terminalCheckouts.id, checkoutId)));
  if (!row) throw notFound('terminal checkout', checkoutId);
  return row;
}

async function checkoutView(ctx: StaffCtx, checkout: Checkout) {
  const payment = await providerPaymentOr404(ctx, ctx.companyId, checkout.paymentId);
  const status = STATUS_OF[payment.status];
  const intent =
    status === 'FAILED' ? await providerNamed(ctx.db, ctx.deps, checkout.provider).retrieve(checkout.intentId) : null;
  return {
    checkoutId: checkout.id,
    paymentId: checkout.paymentId,
    orderId: checkout.orderId,
    amount: fromCents(payment.amountCents),
    terminal: checkout.provider,
    status,
    declineReason: intent?.lastError ?? null,
    createdAt: checkout.createdAt.toISOString(),
  };
}

/**
 * Starts a card payment on the counter's terminal: a ledger row PROCESSING for the amount (checked against what is
 * due under the order's lock) and the card provider's intent the terminal answers, in one transaction. The row moves
 * when the provider's signed webhook tells how the card went.
 */
export async function createTerminalCheckout(ctx: StaffCtx, input: { orderId: string; amount?: number }) {
  terminalOn(ctx);
  return inTransaction(ctx, async (tx) => {
    const intent = await startCardPayment(tx, {
      companyId: ctx.companyId,
      orderId: input.orderId,
      amount: input.amount,
      returnUrl: toDashboardOrder(tx.deps.config.publicUrl),
    });
    await advanceProviderPayment(tx, ctx.companyId, intent.paymentId, 'PROCESSING');
    const [row] = await tx.db
      .insert(terminalCheckouts)
      .values({
        companyId: ctx.companyId,
        id: newId(tx.now.getTime()),
        paymentId: intent.paymentId,
        orderId: input.orderId,
        provider: intent.provider as Checkout['provider'],
        intentId: intent.intentId,
        createdAt: tx.now,
        createdBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
      })
      .returning();
    return checkoutView({ ...tx, companyId: ctx.companyId }, row);
  });
}

export async function readTerminalCheckout(ctx: StaffCtx, checkoutId: string) {
  return checkoutView(ctx, await checkoutOr404(ctx, checkoutId));
}

/** Cancels a checkout the terminal has not answered yet: the intent is cancelled and the ledger row with it. */
export async function cancelTerminalCheckout(ctx: StaffCtx, checkoutId: string) {
  const checkout = await checkoutOr404(ctx, checkoutId);
  terminalOn(ctx);
  return inTransaction(ctx, async (tx) => {
    const staff = { ...tx, companyId: ctx.companyId };
    const payment = await providerPaymentOr404(tx, ctx.companyId, checkout.paymentId);
    const status = STATUS_OF[payment.status];
    if (status !== 'PENDING') throw conflict('checkoutClosed', 'The terminal checkout is over', { status });
    await providerNamed(tx.db, tx.deps, checkout.provider).cancel(checkout.intentId);
    await advanceProviderPayment(tx, ctx.companyId, checkout.paymentId, 'CANCELED');
    return checkoutView(staff, checkout);
  });
}

const cardFor = (outcome: 'approve' | 'decline') =>
  Object.keys(TEST_CARDS).find((n) => TEST_CARDS[n] === (outcome === 'approve' ? 'success' : 'declined')) as string;

/**
 * What the simulated terminal does when the customer presents a card: the sandbox provider is given a test card that
 * goes through or is declined, and sends its signed webhook as for any card payment.
 */
export async function playSandboxTerminal(ctx: StaffCtx, checkoutId: string, outcome: 'approve' | 'decline') {
  const checkout = await checkoutOr404(ctx, checkoutId);
  terminalOn(ctx);
  const provider = providerNamed(ctx.db, ctx.deps, checkout.provider);
  if (!provider.confirm) throw integrationNotConfigured('terminal');
  const year = ctx.now.getUTCFullYear() + 2;
  await provider.confirm(checkout.intentId, { number: cardFor(outcome), expMonth: 12, expYear: year, cvc: '123' });
  return checkoutView(ctx, checkout);
}
