import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';

/** One line of an issued invoice or credit note, frozen. Amounts in cents TTC/HT; rate in basis points. */
export interface InvoiceLine {
  position: number;
  kind: 'item' | 'delivery' | 'insurance';
  label: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  vatRateBp: number;
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
}

/** VAT of one rate over the document. */
export interface VatByRate {
  vatRateBp: number;
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
}

/** Who sells, as printed: identity and legal mentions read from the company and its settings when issued. */
export interface SellerSnapshot {
  name: string;
  address: string[];
  email: string | null;
  phone: string | null;
  vatNumber: string | null;
  /** The shop's document fields (SIRET, capital, registration…), printed as they are. */
  legalMentions: { label: string; value: string }[];
}

export interface BuyerSnapshot {
  name: string;
  address: string[];
  email: string | null;
  vatNumber: string | null;
  language: string | null;
}

/**
 * The last number handed out per company, kind and year. The issuing transaction increments its row (which locks
 * it until commit); a rolled-back issue gives the number back, so the sequence has no gap.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: uuid('company_id').notNull(),
    kind: text('kind').$type<'INVOICE' | 'CREDIT_NOTE'>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.year] }),
    check('invoice_counters_kind_check', sql`${t.kind} in ('INVOICE', 'CREDIT_NOTE')`),
  ],
);

const documentColumns = () => ({
  ...tenantKey(),
  orderId: uuid('order_id').notNull(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  number: text('number').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  issuedAt: at('issued_at').notNull(),
  issuedBy: uuid('issued_by'),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
  buyer: jsonb('buyer').$type<BuyerSnapshot | null>(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  vatByRate: jsonb('vat_by_rate').$type<VatByRate[]>().notNull(),
  totalHtCents: integer('total_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalTtcCents: integer('total_ttc_cents').notNull(),
  /** Set once, when the PDF is first stored (the only change an issued document accepts). */
  pdfKey: text('pdf_key'),
  pdfSha256: text('pdf_sha256'),
});

/** An issued invoice of an order: immutable (a trigger refuses updates of its snapshot and deletes). */
export const invoices = pgTable(
  'invoices',
  {
    ...documentColumns(),
    /** Due date printed; the order's paid state when issued says whether it was paid. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidCents: integer('paid_cents').notNull(),
    orderNumber: integer('order_number').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('invoices_order_fk', [t.companyId, t.orderId], orders),
    uniqueIndex('invoices_number_key').on(t.companyId, t.year, t.sequence),
    index('invoices_order_idx').on(t.companyId, t.orderId),
    index('invoices_issue_date_idx').on(t.companyId, t.issueDate),
    check('invoices_totals_check', sql`${t.totalTtcCents} = ${t.totalHtCents} + ${t.vatCents}`),
  ],
);

/** A correction of an invoice, for all or part of what it still has un-credited; immutable like invoices. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...documentColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    reason: text('reason'),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('credit_notes_invoice_fk', [t.companyId, t.invoiceId], invoices),
    tenantForeignKey('credit_notes_order_fk', [t.companyId, t.orderId], orders),
    uniqueIndex('credit_notes_number_key').on(t.companyId, t.year, t.sequence),
    index('credit_notes_invoice_idx').on(t.companyId, t.invoiceId),
    index('credit_notes_issue_date_idx').on(t.companyId, t.issueDate),
    check('credit_notes_totals_check', sql`${t.totalTtcCents} = ${t.totalHtCents} + ${t.vatCents}`),
    check('credit_notes_positive_check', sql`${t.totalTtcCents} > 0`),
  ],
);
