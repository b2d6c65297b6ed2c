import { and, eq } from 'drizzle-orm';
import { conflict } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { advanceProviderPayment, type PaymentStatus, settleCardRefunds } from '../payments/index.ts';
import { releaseReplacedDeposit } from './links/retry.ts';
import type { ProviderEvent } from './provider.ts';
import { providerNamed } from './providers.ts';
import { cardIntents, cardWebhookEvents } from './tables.ts';

/** The ledger status an event tells; null when it tells nothing about the payment (a new intent). */
function ledgerStatusOf(event: ProviderEvent): PaymentStatus | null {
  if (event.type === 'payment_intent.payment_failed') return 'FAILED';
  switch (event.intent.status) {
    case 'requires_action':
    case 'processing':
      return 'PROCESSING';
    case 'requires_capture':
      return 'REQUIRES_CAPTURE';
    case 'succeeded':
      return 'SUCCEEDED';
    case 'canceled':
      return 'CANCELED';
    default:
      return null;
  }
}

/**
 * A provider's webhook: the signature and its time are checked, the event is recorded once (a replay is refused
 * with nothing changed), and the ledger row of the intent moves to the status the event tells, recomputing the
 * order's payment state — all in one transaction, so a failure leaves the event free to be delivered again.
 */
export async function receiveWebhook(
  ctx: Ctx,
  providerName: 'SANDBOX' | 'STRIPE',
  rawBody: string,
  signature: string | undefined,
) {
  const event = await providerNamed(ctx.db, ctx.deps, providerName).verifyEvent(rawBody, signature, ctx.now);
  return applyProviderEvent(ctx, providerName, event);
}

/** Records a verified event once and moves the ledger row of its intent (the second half of `receiveWebhook`). */
export function applyProviderEvent(ctx: Ctx, providerName: 'SANDBOX' | 'STRIPE', event: ProviderEvent) {
  return inTransaction(ctx, async (tx) => {
    const [fresh] = await tx.db
      .insert(cardWebhookEvents)
      .values({ provider: providerName, eventId: event.id, type: event.type, receivedAt: tx.now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) throw conflict('webhookReplayed', 'This event was already received', { eventId: event.id });
    const { companyId, paymentId } = event.intent.metadata ?? {};
    const refund = event.type === 'charge.refunded';
    const status = ledgerStatusOf(event);
    if (!status || !isUuid(String(companyId)) || !isUuid(String(paymentId))) return { received: true, applied: false };
    const [link] = await tx.db
      .select()
      .from(cardIntents)
      .where(and(eq(cardIntents.companyId, companyId), eq(cardIntents.paymentId, paymentId)));
    if (!link || link.provider !== providerName || link.intentId !== event.intent.id) {
      return { received: true, applied: false };
    }
    if (refund) {
      const moved = await settleCardRefunds(tx, companyId, paymentId, event.intent.amountRefundedCents);
      return { received: true, applied: moved > 0 };
    }
    const { moved } = await advanceProviderPayment(tx, companyId, paymentId, status);
    if (moved && status === 'REQUIRES_CAPTURE') await releaseReplacedDeposit(tx, companyId, paymentId);
    return { received: true, applied: moved };
  });
}
