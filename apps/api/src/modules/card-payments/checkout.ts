import { toCents } from '@hirebase/shared';
import { conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { findCompanyById } from '../companies/index.ts';
import { customerOrderLink } from '../orders/index.ts';
import { openProviderPayment, providerPaymentOr404 } from '../payments/index.ts';
import { cardIntentOf, openCardIntent } from './intents.ts';
import { lapseStaleAttempts } from './links/lapse.ts';
import { activeProvider } from './providers.ts';
import { intentView } from './views.ts';

export interface CardCheckout {
  companyId: string;
  orderId: string;
  /** Major units; all that is left to pay when absent. */
  amount?: number;
  /** Where the card page sends the customer back once done. */
  returnUrl: (company: { slug: string }, order: { id: string; linkKey: string }) => string;
}

/** Back to the customer's own page of the order (its mailed link), which then waits for the payment to show. */
export const toCustomerPage =
  (publicUrl: string) => (company: { slug: string }, order: { id: string; linkKey: string }) =>
    `${customerOrderLink(publicUrl, company.slug, order)}&card=1`;

/** Back to the order in the dashboard, for a payment taken at the counter. */
export const toDashboardOrder = (publicUrl: string) => (_company: unknown, order: { id: string }) =>
  `${publicUrl}/dashboard/orders/${order.id}`;

/** The amount to take: what was asked, or all that is due; never more than is due. */
export function checkedAmount(asked: number | undefined, due: number) {
  const amount = asked ?? due;
  if (due <= 0 || amount > due)
    throw conflict('amountAboveDue', 'The amount is more than what is left to pay', { due: due / 100 });
  return amount;
}

export interface CardAttempt {
  orderId: string;
  type: 'PAYMENT' | 'SHORT_TERM_DEPOSIT';
  capture: 'automatic' | 'manual';
  amountCents?: number;
  /** The amount to take, checked against what is due under the order's lock. */
  check: (amountCents: number | undefined, dueCents: number) => number;
  returnUrl: string | ((company: { slug: string }, order: { id: string; linkKey: string }) => string);
}

type Company = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

/**
 * Opens one card attempt in the caller's transaction: a WAITING ledger row (the order locked, the amount checked) and
 * the provider's intent behind it, linked to the row.
 */
export async function openCardAttempt(tx: Ctx, company: Company, input: CardAttempt) {
  const provider = activeProvider(tx.db, tx.deps);
  const { row, order } = await openProviderPayment(
    tx,
    {
      companyId: company.id,
      orderId: input.orderId,
      provider: provider.name,
      type: input.type,
      amountCents: input.amountCents,
    },
    input.check,
  );
  const { intent } = await openCardIntent(tx, {
    company,
    orderId: order.id,
    paymentId: row.id,
    amountCents: row.amountCents,
    capture: input.capture,
    returnUrl: typeof input.returnUrl === 'string' ? input.returnUrl : input.returnUrl(company, order),
  });
  return { row, order, intent, view: intentView(row.id, provider.name, intent) };
}

/**
 * Starts a card payment on an order: a WAITING ledger row for the amount (checked against what is due under the
 * order's lock), and the provider's intent behind it, in one transaction. Answers where the customer enters the card.
 */
export async function startCardPayment(ctx: Ctx, input: CardCheckout) {
  return inTransaction(ctx, async (tx) => {
    const company = await findCompanyById(tx.db, input.companyId);
    if (!company) throw notFound('order', input.orderId);
    activeProvider(tx.db, tx.deps);
    await lapseStaleAttempts(tx, company.id, input.orderId);
    const attempt = await openCardAttempt(tx, company, {
      orderId: input.orderId,
      type: 'PAYMENT',
      capture: 'automatic',
      amountCents: input.amount === undefined ? undefined : toCents(input.amount),
      check: checkedAmount,
      returnUrl: input.returnUrl,
    });
    return attempt.view;
  });
}

/** GET /stripe/payment/intent/{paymentId}: the intent behind a card payment of the company, as its provider says. */
export async function paymentIntent(ctx: Ctx & { companyId: string }, paymentId: string) {
  const row = await providerPaymentOr404(ctx, ctx.companyId, paymentId);
  const { provider, intentId } = await cardIntentOf(ctx, ctx.companyId, row.id);
  return intentView(row.id, provider.name, await provider.retrieve(intentId));
}
