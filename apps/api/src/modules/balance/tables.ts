import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { payments } from '../payments/tables.ts';

/**
 * Money the platform sent to a shop's bank account: the net of the card money that was available at `cutoff` and not
 * paid out before. Written by the payout job only; never changed.
 */
export const payouts = pgTable(
  'payouts',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Card money dated before this instant was available when the payout was made. */
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    schedule: text('schedule').$type<'DAILY' | 'WEEKLY'>().notNull(),
    /** What customers paid less refunds, the platform's fees, and what the shop receives (gross less fees). */
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    transactionCount: integer('transaction_count').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('payouts_created_idx').on(t.companyId, t.createdAt),
    check('payouts_net_check', sql`${t.netCents} > 0 and ${t.netCents} = ${t.grossCents} - ${t.feeCents}`),
  ],
);

/**
 * The ledger rows a payout paid, with the fee as it was charged then. Keyed by the ledger row: a row is paid out once,
 * whatever runs at the same time.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    companyId: uuid('company_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    payoutId: uuid('payout_id').notNull(),
    /** Signed: a refund is negative. */
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentId] }),
    tenantForeignKey('payout_lines_payout_fk', [t.companyId, t.payoutId], payouts),
    tenantForeignKey('payout_lines_payment_fk', [t.companyId, t.paymentId], payments),
    index('payout_lines_payout_idx').on(t.companyId, t.payoutId),
  ],
);

/**
 * The platform's invoice of its fees to a shop for a calendar month (in the shop's time zone): one per month,
 * numbered per company without gaps in the order of issue. Never changed.
 */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    number: integer('number').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** The fees charged, VAT included (what the payouts kept back): the invoice's gross. */
    feeCents: integer('fee_cents').notNull(),
    /** The VAT rate at issue, in basis points, and the VAT the fees include; their net is `feeCents - vatCents`. */
    vatBasisPoints: integer('vat_basis_points').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    transactionCount: integer('transaction_count').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('fee_invoices_vat_check', sql`${t.vatCents} between 0 and ${t.feeCents}`),
    unique('fee_invoices_month_key').on(t.companyId, t.month),
    unique('fee_invoices_number_key').on(t.companyId, t.number),
    check('fee_invoices_number_check', sql`${t.number} > 0`),
  ],
);

/** A shop's own payout schedule; without a row, the platform's defaults (PAYOUT_SCHEDULE, PAYOUT_DELAY_DAYS). */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    companyId: uuid('company_id').primaryKey(),
    schedule: text('schedule').$type<'DAILY' | 'WEEKLY'>().notNull(),
    /** Day of a weekly payout in the shop's time zone: 1 = Monday … 7 = Sunday (ISO 8601). */
    weekday: integer('weekday').notNull(),
    delayDays: integer('delay_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payout_settings_schedule_check', sql`${t.schedule} in ('DAILY', 'WEEKLY')`),
    check('payout_settings_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('payout_settings_delay_check', sql`${t.delayDays} between 0 and 90`),
  ],
);
