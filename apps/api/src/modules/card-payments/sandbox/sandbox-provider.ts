import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../platform/db/pool.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import type { Deps } from '../../../platform/http/context.ts';
import type {
  CardIntent,
  CardProvider,
  CreateIntentInput,
  IntentStatus,
  ProviderEvent,
  TestCard,
} from '../provider.ts';
import { HOLD_MS } from '../provider.ts';
import { notExpired, outcomeOf, renewalOutcomeOf } from './cards.ts';
import { sandboxWebhookJob } from './delivery-job.ts';
import { sandboxSecret, verifySignature } from './signature.ts';
import { sandboxIntents } from './tables.ts';

type IntentRow = typeof sandboxIntents.$inferSelect;
type Change = Partial<Omit<IntentRow, 'id'>>;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const sandboxCheckoutUrl = (publicUrl: string, row: Pick<IntentRow, 'id' | 'clientSecret'>) =>
  `${publicUrl}/pay/sandbox/${row.id}?secret=${row.clientSecret}`;

export function intentOf(row: IntentRow, publicUrl: string): CardIntent {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    amountCapturableCents: row.capturableCents,
    amountReceivedCents: row.receivedCents,
    amountRefundedCents: row.refundedCents,
    currency: row.currency,
    captureMethod: row.captureMethod,
    metadata: row.metadata,
    lastError: row.lastError,
    expiresAt: row.expiresAt,
    checkoutUrl: sandboxCheckoutUrl(publicUrl, row),
  };
}

const notInState = (row: IntentRow) =>
  conflict('intentNotInState', `The payment intent is ${row.status}`, { status: row.status });

/** Which event an intent's new status sends. */
const EVENT_OF: Record<IntentStatus, string> = {
  requires_payment_method: 'payment_intent.created',
  requires_action: 'payment_intent.requires_action',
  processing: 'payment_intent.processing',
  requires_capture: 'payment_intent.amount_capturable_updated',
  succeeded: 'payment_intent.succeeded',
  canceled: 'payment_intent.canceled',
};

/**
 * The built-in card provider: intents kept in PostgreSQL, test card numbers deciding the bank's answer, holds that
 * lapse after 7 days, and every change sent as a signed webhook through a job. Each call runs in its own transaction
 * holding the intent's row, so two calls on one intent take turns.
 */
export class SandboxProvider implements CardProvider {
  readonly name = 'SANDBOX' as const;

  constructor(
    private readonly db: Db,
    private readonly deps: Pick<Deps, 'config' | 'jobs' | 'now'>,
  ) {}

  private get publicUrl() {
    return this.deps.config.publicUrl;
  }

  async createIntent(input: CreateIntentInput): Promise<CardIntent> {
    const now = this.deps.now();
    const id = randomId('pi_sbx');
    const [row] = await this.db
      .insert(sandboxIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        captureMethod: input.capture,
        metadata: input.metadata,
        description: input.description,
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return intentOf(row, this.publicUrl);
  }

  /** The intent for the card page, when `secret` is the one its checkout link carries. */
  async forCardPage(intentId: string, secret: string): Promise<IntentRow> {
    const row = await this.change(intentId, () => null);
    if (row.clientSecret !== secret) throw notFound('payment intent', intentId);
    return row;
  }

  retrieve(intentId: string): Promise<CardIntent> {
    return this.change(intentId, () => null).then((row) => intentOf(row, this.publicUrl));
  }

  async confirm(intentId: string, card: TestCard): Promise<CardIntent> {
    const row = await this.change(intentId, (row, now) => {
      if (row.status !== 'requires_payment_method') throw notInState(row);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      if (!notExpired(card.expMonth, card.expYear, now)) return this.failed('expiredCard', last4);
      const outcome = outcomeOf(card.number);
      if (outcome === 'authenticationRequired') return { status: 'requires_action', cardLast4: last4 };
      if (outcome !== 'success') return this.failed(outcome, last4);
      return { ...this.authorised(row, now), cardLast4: last4 };
    });
    return intentOf(row, this.publicUrl);
  }

  async reauthorise(intentId: string, input: CreateIntentInput): Promise<CardIntent> {
    const earlier = await this.change(intentId, () => null);
    const created = await this.createIntent({ ...input, capture: 'manual' });
    const row = await this.change(created.id, (row, now) => {
      const outcome = renewalOutcomeOf(earlier.cardLast4);
      // off-session, a card asking for authentication cannot get it: the renewal fails
      if (outcome !== 'success') return this.failed(outcome, earlier.cardLast4);
      return { ...this.authorised(row, now), cardLast4: earlier.cardLast4 };
    });
    return intentOf(row, this.publicUrl);
  }

  /** The customer's answer on the bank's authentication step (3-D Secure) of a card that asks for it. */
  async authenticate(intentId: string, approve: boolean): Promise<CardIntent> {
    const row = await this.change(intentId, (row, now) => {
      if (row.status !== 'requires_action') throw notInState(row);
      return approve ? this.authorised(row, now) : this.failed('authenticationFailed', row.cardLast4);
    });
    return intentOf(row, this.publicUrl);
  }

  async capture(intentId: string, amountCents?: number): Promise<CardIntent> {
    const row = await this.change(intentId, (row) => {
      if (row.status !== 'requires_capture') throw notInState(row);
      const amount = amountCents ?? row.capturableCents;
      if (amount <= 0 || amount > row.capturableCents) {
        throw conflict('captureTooLarge', 'The capture is more than the hold', {
          capturable: row.capturableCents / 100,
        });
      }
      return { status: 'succeeded', capturableCents: 0, receivedCents: amount };
    });
    return intentOf(row, this.publicUrl);
  }

  async cancel(intentId: string): Promise<CardIntent> {
    const row = await this.change(intentId, (row) => {
      if (row.status === 'succeeded' || row.status === 'canceled') throw notInState(row);
      return { status: 'canceled', capturableCents: 0 };
    });
    return intentOf(row, this.publicUrl);
  }

  async refund(intentId: string, amountCents?: number): Promise<CardIntent> {
    const row = await this.change(
      intentId,
      (row) => {
        if (row.status !== 'succeeded') throw notInState(row);
        const refundable = row.receivedCents - row.refundedCents;
        const amount = amountCents ?? refundable;
        if (amount <= 0 || amount > refundable) {
          throw conflict('refundTooLarge', 'The refund is more than what is left of the payment', {
            refundable: refundable / 100,
          });
        }
        return { refundedCents: row.refundedCents + amount };
      },
      'charge.refunded',
    );
    return intentOf(row, this.publicUrl);
  }

  async verifyEvent(rawBody: string, signature: string | undefined, now: Date): Promise<ProviderEvent> {
    verifySignature(await sandboxSecret(this.db, this.deps.config.cardSandboxWebhookSecret), signature, rawBody, now);
    const event = JSON.parse(rawBody) as { id: string; type: string; created: number; data: { object: CardIntent } };
    const intent = event?.data?.object;
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof intent?.id !== 'string') {
      throw new AppError(400, 'webhookRejected', 'The webhook carries no event', { reason: 'signature' });
    }
    return { ...event, intent: { ...intent, expiresAt: intent.expiresAt ? new Date(intent.expiresAt) : null } };
  }

  private authorised(row: IntentRow, now: Date): Change {
    if (row.captureMethod === 'automatic') {
      return { status: 'succeeded', receivedCents: row.amountCents, lastError: null };
    }
    return {
      status: 'requires_capture',
      capturableCents: row.amountCents,
      authorizedAt: now,
      expiresAt: new Date(now.getTime() + HOLD_MS),
      lastError: null,
    };
  }

  /** A declined attempt closes the intent: the customer starts a new payment (a new ledger row) to try again. */
  private failed(reason: string, last4: string | null): Change & { failed: true } {
    return { status: 'canceled', lastError: reason, cardLast4: last4, failed: true };
  }

  /**
   * Reads the intent under its lock, applies `work`'s change, and queues the event of what changed (in the same
   * transaction: the event exists only if the change does). A hold past its expiry lapses first, for good.
   */
  private async change(
    intentId: string,
    work: (row: IntentRow, now: Date) => (Change & { failed?: true }) | null,
    eventType?: string,
  ): Promise<IntentRow> {
    await this.inTransaction(async (db, now) => {
      const row = await this.locked(db, intentId);
      if (row.status !== 'requires_capture' || !row.expiresAt || row.expiresAt > now) return;
      const lapsed = await this.write(db, row, { status: 'canceled', capturableCents: 0, lastError: 'expired' }, now);
      await this.emit(db, lapsed, 'payment_intent.canceled', now);
    });
    return this.inTransaction(async (db, now) => {
      const row = await this.locked(db, intentId);
      const change = work(row, now);
      if (!change) return row;
      const { failed, ...values } = change;
      const updated = await this.write(db, row, values, now);
      const type = failed ? 'payment_intent.payment_failed' : (eventType ?? EVENT_OF[updated.status]);
      await this.emit(db, updated, type, now);
      return updated;
    });
  }

  private inTransaction<T>(work: (db: Db, now: Date) => Promise<T>): Promise<T> {
    const now = this.deps.now();
    if ('rollback' in this.db) return work(this.db, now);
    return (this.db as Database).transaction((tx) => work(tx, now));
  }

  private async locked(db: Db, intentId: string) {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId)).for('update');
    if (!row) throw notFound('payment intent', intentId);
    return row;
  }

  private async write(db: Db, row: IntentRow, values: Change, now: Date) {
    const [updated] = await db
      .update(sandboxIntents)
      .set({ ...values, updatedAt: now })
      .where(eq(sandboxIntents.id, row.id))
      .returning();
    return updated;
  }

  private async emit(db: Db, row: IntentRow, type: string, now: Date) {
    const id = randomId('evt_sbx');
    const body = JSON.stringify({
      id,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { object: intentOf(row, this.publicUrl) },
    });
    await this.deps.jobs.send(db, sandboxWebhookJob, { eventId: id, body });
  }
}
