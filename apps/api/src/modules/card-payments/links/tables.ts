import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantPrimaryKey } from '../../../platform/db/columns.ts';
import { orders } from '../../orders/tables.ts';
import { payments } from '../../payments/tables.ts';

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
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('payment_links_order_fk', [t.companyId, t.orderId], orders),
    tenantForeignKey('payment_links_payment_fk', [t.companyId, t.paymentId], payments),
    index('payment_links_order_idx').on(t.companyId, t.orderId),
    index('payment_links_payment_idx').on(t.companyId, t.paymentId),
  ],
);
