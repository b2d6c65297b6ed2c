import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per signature put on a document (a contract, a condition report): who, when, from where, which bytes. */
export const companySignatures = pgTable(
  'company_signatures',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    documentId: uuid('document_id').notNull(),
    /** Which kind of record the document is: `documents` (order documents) or `condition-reports`. */
    documentCollection: text('document_collection').notNull(),
    /** The document's kind within its collection (CONTRACT, QUOTE, DEPARTURE, RETURN, ...). */
    documentType: text('document_type').notNull(),
    /** The employee who signed, or who handed the tablet at the counter; null for a customer signing from a link. */
    userId: uuid('user_id'),
    signerRole: text('signer_role', { enum: ['customer', 'employee'] }).notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    sha256Before: text('sha256_before').notNull(),
    sha256After: text('sha256_after').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('company_signatures_created_idx').on(t.companyId, t.createdAt),
    index('company_signatures_document_idx').on(t.companyId, t.documentId),
  ],
);

/** A company's signing rules; no row: the defaults (no code by mail). */
export const signatureSettings = pgTable('signature_settings', {
  companyId: uuid('company_id').primaryKey(),
  requireEmailCode: boolean('require_email_code').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One-time codes mailed to a signer; only the latest unused one of a subject counts. */
export const signatureCodes = pgTable(
  'signature_codes',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    /** What the code unlocks, as the caller names it (`document:<id>`, say). */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    /** SHA-256 of the row id and the code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('signature_codes_subject_idx').on(t.companyId, t.subject, t.createdAt),
  ],
);
