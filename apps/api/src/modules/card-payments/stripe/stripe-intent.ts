import type Stripe from 'stripe';
import type { CardIntent, IntentMetadata, IntentStatus } from '../provider.ts';
import { declineOf } from './stripe-errors.ts';

const STATUS_OF: Record<Stripe.PaymentIntent.Status, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'requires_capture',
  canceled: 'canceled',
  succeeded: 'succeeded',
};

const objectOr = <T extends { id: string }>(value: string | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null;

/** Our metadata on a Stripe object (strings there), back in our words. */
export function metadataOf(metadata: Stripe.Metadata | null | undefined): IntentMetadata {
  return {
    companyId: metadata?.companyId ?? '',
    orderId: metadata?.orderId ?? '',
    paymentId: metadata?.paymentId ?? '',
  };
}

/** A payment intent made without a checkout (a renewed hold), as a card intent; `latest_charge` expanded. */
export function intentOfPaymentIntent(intent: Stripe.PaymentIntent): CardIntent {
  const charge = objectOr(intent.latest_charge);
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return {
    id: intent.id,
    status: STATUS_OF[intent.status],
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable ?? 0,
    amountReceivedCents: intent.amount_received ?? 0,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    currency: intent.currency.toUpperCase(),
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    metadata: metadataOf(intent.metadata),
    lastError: declineOf(intent.last_payment_error),
    expiresAt: captureBefore ? new Date(captureBefore * 1000) : null,
    checkoutUrl: '',
  };
}

/**
 * A Stripe checkout as a card intent. Its id is the checkout's (`cs_…`): Stripe's hosted page makes the payment
 * intent only once the customer pays, so the checkout is what exists from the start. `session.payment_intent` is
 * expanded with its latest charge (refunds, the hold's deadline).
 */
export function intentOfCheckout(session: Stripe.Checkout.Session): CardIntent {
  const intent = objectOr(session.payment_intent);
  const paid = intent ? intentOfPaymentIntent(intent) : null;
  return {
    id: session.id,
    status: paid?.status ?? (session.status === 'expired' ? 'canceled' : 'requires_payment_method'),
    amountCents: paid?.amountCents ?? session.amount_total ?? 0,
    amountCapturableCents: paid?.amountCapturableCents ?? 0,
    amountReceivedCents: paid?.amountReceivedCents ?? 0,
    amountRefundedCents: paid?.amountRefundedCents ?? 0,
    currency: (paid?.currency ?? session.currency ?? '').toUpperCase(),
    captureMethod: (intent?.capture_method ?? session.metadata?.capture) === 'manual' ? 'manual' : 'automatic',
    metadata: metadataOf(session.metadata),
    lastError: paid?.lastError ?? null,
    expiresAt: paid?.expiresAt ?? null,
    checkoutUrl: session.url ?? '',
  };
}

/** The card an intent was paid with, as an id (the SDK answers an id unless expanded). */
export const paymentMethodOf = (intent: Stripe.PaymentIntent | null) =>
  typeof intent?.payment_method === 'string' ? intent.payment_method : (intent?.payment_method?.id ?? null);
