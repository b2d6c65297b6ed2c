import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey } from '../../platform/db/columns.ts';
import { payments } from '../payments/tables.ts';

/** The provider's intent behind a ledger row of a card payment. */
export const cardIntents = pgTable(
  'card_intents',
  {
    companyId: uuid('company_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    provider: text('provider').$type<'SANDBOX' | 'STRIPE'>().notNull(),
    intentId: text('intent_id').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentId] }),
    tenantForeignKey('card_intents_payment_fk', [t.companyId, t.paymentId], payments),
    index('card_intents_intent_idx').on(t.companyId, t.intentId),
  ],
);

/** Webhook events already applied, by provider and event id: a replayed event is refused. */
export const cardWebhookEvents = pgTable(
  'card_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
