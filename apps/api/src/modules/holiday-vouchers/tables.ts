import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey } from '../../platform/db/columns.ts';
import { payments } from '../payments/tables.ts';

export const ANCV_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'EXPIRED'] as const;
export type AncvStatus = (typeof ANCV_STATUSES)[number];

/**
 * A payment by holiday vouchers (ANCV): the pre-transaction whose QR code the customer scans, and what the voucher
 * scheme answered once the beneficiary authenticated. The ledger row follows when the status is polled.
 */
export const ancvTransactions = pgTable(
  'ancv_transactions',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The scheme's id of the pre-transaction, carried by the QR code: random, so it cannot be guessed. */
    preTransactionId: text('pre_transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<AncvStatus>().notNull(),
    beneficiaryId: text('beneficiary_id'),
    /** Why the scheme refused it: unknownBeneficiary, insufficientBalance. */
    refusal: text('refusal'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    tenantForeignKey('ancv_transactions_payment_fk', [t.companyId, t.paymentId], payments),
    index('ancv_transactions_payment_idx').on(t.companyId, t.paymentId),
    index('ancv_transactions_pre_idx').on(t.preTransactionId),
    index('ancv_transactions_id_idx').on(t.id),
    check('ancv_transactions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
