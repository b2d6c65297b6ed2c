import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaptureMethod, IntentMetadata, IntentStatus } from '../provider.ts';

/**
 * The built-in sandbox card provider's own state: its payment intents, as a real provider would keep them on its
 * side. Not a shop's table: the provider finds an intent by its id alone (the card page, the webhooks).
 */
export const sandboxIntents = pgTable(
  'card_sandbox_intents',
  {
    id: text('id').primaryKey(),
    /** The card page proves it was given this intent with this secret. */
    clientSecret: text('client_secret').notNull(),
    status: text('status').$type<IntentStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    capturableCents: integer('capturable_cents').notNull().default(0),
    receivedCents: integer('received_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    captureMethod: text('capture_method').$type<CaptureMethod>().notNull(),
    metadata: jsonb('metadata').$type<IntentMetadata>().notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'card_sandbox_intents_amounts_check',
      sql`${t.amountCents} > 0 and ${t.capturableCents} >= 0 and ${t.receivedCents} <= ${t.amountCents} and ${t.refundedCents} between 0 and ${t.receivedCents}`,
    ),
  ],
);

/** The sandbox's settings kept across restarts: the webhook signing secret when the configuration gives none. */
export const sandboxSettings = pgTable('card_sandbox_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
