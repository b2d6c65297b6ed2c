import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { orders } from '../orders/tables.ts';
import type { OfflineMethod, PaymentOrderKind, PaymentProvider, PaymentStatus, PaymentType } from './kinds.ts';
import { settledPlatformMoney } from './platform-money-rule.ts';

/**
 * The payment ledger: one row per movement of money, never deleted; a row changes only while its provider reports
 * progress (a trigger keeps everything else as written). Taking back a manual payment is a new row that cancels it.
 */
export const payments = pgTable(
  'payments',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The employee who recorded it; null when a provider or the customer did. */
    createdBy: uuid('created_by'),
    orderKind: text('order_kind').$type<PaymentOrderKind>().notNull(),
    orderId: uuid('order_id'),
    customerId: uuid('customer_id'),
    type: text('type').$type<PaymentType>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** How an offline payment was made (CASH, CHECK…); null for providers. */
    method: text('method').$type<OfflineMethod>(),
    /** Always positive: the row's type says which way the money went. */
    amountCents: integer('amount_cents').notNull(),
    /** When the money moved, as the shop says (a cheque received yesterday); the row's own time is createdAt. */
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    /** The payment a refund gives back. */
    refundOfId: uuid('refund_of_id'),
    /** The manual payment this row takes back (a deletion, kept as a row). */
    cancelsId: uuid('cancels_id'),
    /** The deposit a capture (money the shop keeps) or a release (money given back to the customer) draws on. */
    depositId: uuid('deposit_id'),
    reason: text('reason'),
    note: text('note'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('payments_order_fk', [t.companyId, t.orderId], orders),
    index('payments_order_idx').on(t.companyId, t.orderId),
    index('payments_date_idx').on(t.companyId, t.paymentDate),
    index('payments_created_idx').on(t.companyId, t.createdAt),
    index('payments_deposit_idx').on(t.companyId, t.depositId).where(sql`${t.depositId} is not null`),
    // The daily payout job's search, across companies, of those with card money since a date.
    index('payments_platform_money_idx').on(t.paymentDate, t.companyId).where(settledPlatformMoney(t)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);
