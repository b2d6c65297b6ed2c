import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../../platform/db/pool.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import type { Deps } from '../../../platform/http/context.ts';
import { platformFeeCents } from '../../balance/index.ts';
import type { CardIntent, CardProvider, CreateIntentInput, ProviderEvent } from '../provider.ts';
import { cardIntents } from '../tables.ts';
import { findConnectedAccount, saveAccountFigures } from './accounts-repository.ts';
import { stripeClient } from './client.ts';
import { fromStripe, stripeCall } from './stripe-errors.ts';
import { intentOfCheckout, intentOfPaymentIntent, metadataOf, paymentMethodOf } from './stripe-intent.ts';
import { stripeCheckouts } from './tables.ts';

/** A webhook signed longer ago than this is refused (Stripe's own default). */
export const STRIPE_TOLERANCE_SECONDS = 300;

const notInState = (intent: CardIntent) =>
  conflict('intentNotInState', `The payment intent is ${intent.status}`, { status: intent.status });

/**
 * Card payments through Stripe, on the shop's connected account (direct charges: every request carries the
 * account's `Stripe-Account` header, so the shop is the merchant and its own dashboard shows the payments). The
 * customer pays on Stripe's hosted checkout page; every call that moves money sends an idempotency key derived
 * from what it does, so a retried request never moves money twice. Each charge carries the platform's fee
 * (`application_fee_amount`), by the balance's fee rule on what is charged; a hold's card is saved to a customer on
 * the shop's account so that the hold can be renewed without the customer.
 */
export class StripeProvider implements CardProvider {
  readonly name = 'STRIPE' as const;

  constructor(
    private readonly db: Db,
    private readonly deps: Pick<Deps, 'config' | 'now'>,
  ) {}

  private get stripe() {
    return stripeClient(this.deps.config);
  }

  async createIntent(input: CreateIntentInput): Promise<CardIntent> {
    const account = await this.chargeableAccount(input.metadata.companyId);
    const metadata = { ...input.metadata, capture: input.capture };
    const hold = input.capture === 'manual';
    const customer = hold ? await this.customerFor(account, input) : null;
    const session = await stripeCall(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: input.capture,
            metadata,
            description: input.description,
            application_fee_amount: this.feeOf(input.amountCents),
            ...(hold && { setup_future_usage: 'off_session' as const }),
          },
          ...(customer && { customer }),
          metadata,
          client_reference_id: input.metadata.paymentId,
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
        },
        { idempotencyKey: `checkout-${input.metadata.paymentId}`, stripeAccount: account },
      ),
    );
    await this.db
      .insert(stripeCheckouts)
      .values({ sessionId: session.id, accountId: account, customerId: customer, createdAt: this.deps.now() })
      .onConflictDoNothing();
    return intentOfCheckout(session);
  }

  /**
   * A new hold on the card saved at the earlier hold's checkout, confirmed at once without the customer
   * (off-session); null when that hold's card was not saved. A bank that refuses, or asks for an authentication the
   * customer cannot give off-session, answers the new intent unpaid with its reason. The idempotency key is the
   * earlier hold's: a renewal tried again (a run after a crash) finds the same hold instead of taking a second one.
   */
  async reauthorise(intentId: string, input: CreateIntentInput): Promise<CardIntent | null> {
    const earlier = await this.load(intentId);
    const { customerId, paymentMethodId } = earlier;
    if (!customerId || !paymentMethodId || !earlier.paymentIntentId) return null;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          capture_method: 'manual',
          customer: customerId,
          payment_method: paymentMethodId,
          off_session: true,
          confirm: true,
          application_fee_amount: this.feeOf(input.amountCents),
          metadata: { ...input.metadata, capture: 'manual' },
          description: input.description,
          expand: ['latest_charge'],
        },
        { idempotencyKey: `renew-${earlier.paymentIntentId}`, stripeAccount: earlier.account },
      );
    } catch (error) {
      const refused = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
      if (!refused) return fromStripe(error);
      intent = refused;
    }
    await this.db
      .insert(stripeCheckouts)
      .values({
        sessionId: intent.id,
        accountId: earlier.account,
        customerId,
        paymentMethodId,
        createdAt: this.deps.now(),
      })
      .onConflictDoNothing();
    return intentOfPaymentIntent(intent);
  }

  async retrieve(intentId: string): Promise<CardIntent> {
    return (await this.load(intentId)).intent;
  }

  async capture(intentId: string, amountCents?: number): Promise<CardIntent> {
    const { intent, account, paymentIntentId } = await this.load(intentId);
    if (intent.status !== 'requires_capture' || !paymentIntentId) throw notInState(intent);
    const amount = amountCents ?? intent.amountCapturableCents;
    if (amount <= 0 || amount > intent.amountCapturableCents) {
      throw conflict('captureTooLarge', 'The capture is more than the hold', {
        capturable: intent.amountCapturableCents / 100,
      });
    }
    // the fee follows what is captured, not what was held
    await stripeCall(() =>
      this.stripe.paymentIntents.capture(
        paymentIntentId,
        { amount_to_capture: amount, application_fee_amount: this.feeOf(amount) },
        { idempotencyKey: `capture-${paymentIntentId}`, stripeAccount: account },
      ),
    );
    return this.retrieve(intentId);
  }

  async cancel(intentId: string): Promise<CardIntent> {
    const { intent, account, paymentIntentId } = await this.load(intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw notInState(intent);
    await stripeCall<unknown>(() =>
      paymentIntentId
        ? this.stripe.paymentIntents.cancel(
            paymentIntentId,
            {},
            { idempotencyKey: `cancel-${paymentIntentId}`, stripeAccount: account },
          )
        : this.stripe.checkout.sessions.expire(intentId, {}, { stripeAccount: account }),
    );
    return this.retrieve(intentId);
  }

  async refund(intentId: string, amountCents?: number): Promise<CardIntent> {
    const { intent, account, paymentIntentId } = await this.load(intentId);
    if (intent.status !== 'succeeded' || !paymentIntentId) throw notInState(intent);
    const refundable = intent.amountReceivedCents - intent.amountRefundedCents;
    const amount = amountCents ?? refundable;
    if (amount <= 0 || amount > refundable) {
      throw conflict('refundTooLarge', 'The refund is more than what is left of the payment', {
        refundable: refundable / 100,
      });
    }
    // Two requests that saw the same refunded total and ask the same amount are one refund, not two.
    const idempotencyKey = `refund-${paymentIntentId}-${intent.amountRefundedCents}-${amount}`;
    await stripeCall(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntentId, amount },
        { idempotencyKey, stripeAccount: account },
      ),
    );
    return this.retrieve(intentId);
  }

  async verifyEvent(rawBody: string, signature: string | undefined, now: Date): Promise<ProviderEvent> {
    const event = await this.eventOf(this.verified(rawBody, signature, now));
    if (!event) throw new AppError(400, 'webhookRejected', 'The event is not about a payment', { reason: 'type' });
    return event;
  }

  /** The Stripe event a webhook carries, once `Stripe-Signature` and its time are checked against `now`. */
  verified(rawBody: string, signature: string | undefined, now: Date): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.deps.config.stripeWebhookSecret ?? '',
        STRIPE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      const stale = error instanceof Error && /tolerance/i.test(error.message);
      const reason = stale ? 'stale' : 'signature';
      throw new AppError(400, 'webhookRejected', `The webhook was refused (${reason})`, { reason });
    }
  }

  /**
   * A payment event as the checkout it concerns, read again from Stripe (the event may be older than what
   * Stripe knows now). Null for events that tell nothing about a payment: a failed attempt leaves Stripe's page
   * open for another card, so it changes no ledger row either.
   */
  async eventOf(event: Stripe.Event): Promise<ProviderEvent | null> {
    const object = event.data.object as { id: string; object: string; metadata?: Stripe.Metadata };
    let checkoutId: string | undefined;
    if (object.object === 'checkout.session') checkoutId = await this.checkoutOfPayment(object.metadata);
    else if (object.object === 'payment_intent' && event.type !== 'payment_intent.payment_failed') {
      checkoutId = await this.checkoutOfPayment(object.metadata);
    } else if (object.object === 'charge' && event.type === 'charge.refunded') {
      const paymentIntentId = (object as Stripe.Charge).payment_intent;
      if (typeof paymentIntentId === 'string') {
        const intent = await stripeCall(() =>
          this.stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: event.account }),
        );
        checkoutId = await this.checkoutOfPayment(intent.metadata);
      }
    }
    if (!checkoutId) return null;
    const { intent } = await this.load(checkoutId);
    return { id: event.id, type: event.type, created: event.created, intent };
  }

  /**
   * The checkout of a ledger row, from our metadata on Stripe's checkout and payment intent; none for what the shop
   * does on its account outside this platform (its events reach the same endpoint).
   */
  private async checkoutOfPayment(metadata: Stripe.Metadata | undefined) {
    const { companyId, paymentId } = metadataOf(metadata);
    if (!/^[0-9a-f-]{36}$/.test(companyId) || !/^[0-9a-f-]{36}$/.test(paymentId)) return undefined;
    const [link] = await this.db
      .select({ intentId: cardIntents.intentId })
      .from(cardIntents)
      .where(
        and(
          eq(cardIntents.companyId, companyId),
          eq(cardIntents.paymentId, paymentId),
          eq(cardIntents.provider, 'STRIPE'),
        ),
      );
    return link?.intentId;
  }

  /**
   * A checkout (or a renewed hold's payment intent) as Stripe has it now, with its account and saved card. The card a
   * hold was authorised with is kept the first time it is seen, for renewals.
   */
  private async load(intentId: string) {
    const [row] = await this.db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, intentId));
    if (!row) throw notFound('payment intent', intentId);
    const options = { stripeAccount: row.accountId };
    if (intentId.startsWith('pi_')) {
      const paymentIntent = await stripeCall(() =>
        this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }, options),
      );
      const intent = intentOfPaymentIntent(paymentIntent);
      return { ...row, account: row.accountId, intent, paymentIntentId: paymentIntent.id };
    }
    const session = await stripeCall(() =>
      this.stripe.checkout.sessions.retrieve(intentId, { expand: ['payment_intent.latest_charge'] }, options),
    );
    const paymentIntent = session.payment_intent;
    const paid = typeof paymentIntent === 'string' ? null : paymentIntent;
    const paymentMethodId = row.paymentMethodId ?? (row.customerId ? paymentMethodOf(paid) : null);
    if (paymentMethodId && !row.paymentMethodId) {
      await this.db.update(stripeCheckouts).set({ paymentMethodId }).where(eq(stripeCheckouts.sessionId, intentId));
    }
    return {
      ...row,
      paymentMethodId,
      account: row.accountId,
      intent: intentOfCheckout(session),
      paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    };
  }

  /** The platform's fee on a charge of `amountCents`, by the balance's rule. */
  private feeOf(amountCents: number) {
    return platformFeeCents({ type: 'PAYMENT', amountCents }, this.deps.config.platformFee);
  }

  /** A customer on the shop's account, for the card of a hold to be saved to (one per hold, made once). */
  private async customerFor(account: string, input: CreateIntentInput) {
    const customer = await stripeCall(() =>
      this.stripe.customers.create(
        {
          description: input.description,
          metadata: { companyId: input.metadata.companyId, orderId: input.metadata.orderId },
        },
        { idempotencyKey: `customer-${input.metadata.paymentId}`, stripeAccount: account },
      ),
    );
    return customer.id;
  }

  /** The shop's connected account when it may take payments (asked again of Stripe while it may not yet). */
  private async chargeableAccount(companyId: string): Promise<string> {
    let account = await findConnectedAccount(this.db, companyId);
    if (account && !account.chargesEnabled) {
      const { accountId } = account;
      const fresh = await stripeCall(() => this.stripe.accounts.retrieve(accountId), 'Stripe account');
      account = await saveAccountFigures(this.db, companyId, fresh, this.deps.now());
    }
    if (!account?.chargesEnabled) {
      throw conflict('stripeAccountNotConnected', 'The shop has no Stripe account able to take payments yet');
    }
    return account.accountId;
  }
}
