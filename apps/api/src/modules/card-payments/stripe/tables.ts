import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const CONNECTED_ACCOUNT_TYPES = ['express'] as const;
export type ConnectedAccountType = (typeof CONNECTED_ACCOUNT_TYPES)[number];

/** A shop's Stripe connected account (Connect Express) and what Stripe last said of it. */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    companyId: uuid('company_id').notNull(),
    type: text('type').$type<ConnectedAccountType>().notNull(),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** What Stripe still asks the shop for (its `requirements.currently_due`). */
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.type] }),
    unique('stripe_accounts_account_unique').on(t.companyId, t.accountId),
    check('stripe_accounts_type_check', sql`${t.type} in ('express')`),
  ],
);

/**
 * Which connected account each Stripe checkout was made on: later calls (capture, refund, webhooks) name the
 * checkout alone and must send its account. A provider-side index by id, like the sandbox's intents. A renewed hold
 * has no checkout: its row is keyed by its payment intent's id (`pi_…`).
 */
export const stripeCheckouts = pgTable('card_stripe_checkouts', {
  sessionId: text('session_id').primaryKey(),
  accountId: text('account_id').notNull(),
  /** The customer on the shop's account a hold's card is saved to, for renewals without the customer. */
  customerId: text('customer_id'),
  /** The card saved for off-session use, once the customer has authorised the hold. */
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
