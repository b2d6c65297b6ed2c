import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { orders } from '../orders/tables.ts';
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

export type LinkKind = 'PAYMENT' | 'DEPOSIT';

/**
 * A payment or deposit link mailed to the customer: an amount to pay (or to hold on the card) until an expiry. Its
 * money is the ledger row of its current attempt; a declined card opens a new attempt on the same link.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<LinkKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The ledger row of the current attempt. */
    paymentId: uuid('payment_id').notNull(),
    /** A card deposit this link's hold replaces (a re-authorisation): released once the new hold is in place. */
    replacesId: uuid('replaces_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    /** Staff cancelled the link before it was paid: the customer's page says so and it can no longer be paid. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('payment_links_order_fk', [t.companyId, t.orderId], orders),
    tenantForeignKey('payment_links_payment_fk', [t.companyId, t.paymentId], payments),
    index('payment_links_order_idx').on(t.companyId, t.orderId),
    index('payment_links_payment_idx').on(t.companyId, t.paymentId),
  ],
);
