import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey } from '../../platform/db/columns.ts';
import { payments } from '../payments/tables.ts';

/**
 * A card payment taken on the shop's terminal at the counter: the ledger row it pays and the card provider's intent
 * the terminal answers. Where it stands is read from those two, never kept here.
 */
export const terminalCheckouts = pgTable(
  'terminal_checkouts',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider').$type<'SANDBOX' | 'STRIPE'>().notNull(),
    intentId: text('intent_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    tenantForeignKey('terminal_checkouts_payment_fk', [t.companyId, t.paymentId], payments),
    index('terminal_checkouts_order_idx').on(t.companyId, t.orderId),
  ],
);
