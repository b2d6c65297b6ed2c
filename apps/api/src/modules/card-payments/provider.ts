/**
 * What every card provider offers, in its own words mapped to these: payment intents captured at once or held
 * (an authorisation captured later, in part or in full, or released), refunds, and signed webhooks.
 */

/** Where an intent is, as card providers name it. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type CaptureMethod = 'automatic' | 'manual';

/** What our side attaches to an intent, so that its events find their ledger row. */
export interface IntentMetadata {
  companyId: string;
  orderId: string;
  paymentId: string;
}

export interface CardIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  /** Held and not yet captured (a hold). */
  amountCapturableCents: number;
  /** Captured. */
  amountReceivedCents: number;
  amountRefundedCents: number;
  currency: string;
  captureMethod: CaptureMethod;
  metadata: IntentMetadata;
  /** Why the last attempt failed (declined, insufficientFunds, authenticationFailed, expired…). */
  lastError: string | null;
  /** When a hold lapses if not captured. */
  expiresAt: Date | null;
  /** The provider's page where the customer enters the card. */
  checkoutUrl: string;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  capture: CaptureMethod;
  metadata: IntentMetadata;
  /** Shown on the card page (the shop's name). */
  description: string;
  /** Where the card page sends the customer back. */
  returnUrl: string;
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** An event a provider sends to the webhook: its kind and the intent as it stands. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  intent: CardIntent;
}

export interface CardProvider {
  readonly name: 'SANDBOX' | 'STRIPE';
  createIntent(input: CreateIntentInput): Promise<CardIntent>;
  /** Pays or authorises with a card; only the sandbox takes card numbers (real providers take them on their page). */
  confirm?(intentId: string, card: TestCard): Promise<CardIntent>;
  /** Captures a hold, all of it or `amountCents`; the rest is released. */
  capture(intentId: string, amountCents?: number): Promise<CardIntent>;
  /** Cancels an intent not yet paid, or releases a hold. */
  cancel(intentId: string): Promise<CardIntent>;
  /** Gives back part of what was captured (all that is left when absent); never more. */
  refund(intentId: string, amountCents?: number): Promise<CardIntent>;
  retrieve(intentId: string): Promise<CardIntent>;
  /**
   * A new hold for `input` on the card of an earlier intent, without the customer (the card kept for later use, as
   * providers allow off-session): answers the new intent, held, or closed with the bank's reason when refused.
   * Absent, or null, when the provider cannot do it (for that hold's card): the customer is then asked for a card.
   */
  reauthorise?(intentId: string, input: CreateIntentInput): Promise<CardIntent | null>;
  /** The event a webhook request carries, once its signature and time are checked; throws when they are not. */
  verifyEvent(rawBody: string, signature: string | undefined, now: Date): Promise<ProviderEvent>;
}

/** How long a card authorisation holds before it lapses. */
export const HOLD_DAYS = 7;
export const HOLD_MS = HOLD_DAYS * 24 * 3600 * 1000;
