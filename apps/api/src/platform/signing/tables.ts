import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The installation's own signing certificate, made at first start when none is configured: one row (`id` 'default'),
 * shared by every process. `p12` is the PKCS#12 bundle (base64), its private key encrypted under the bundle's
 * passphrase; `passphrase` is null when that passphrase is the configured `SIGNING_KEY_SECRET` (decision 134).
 */
export const signingCertificates = pgTable('signing_certificates', {
  id: text('id').primaryKey(),
  p12: text('p12').notNull(),
  passphrase: text('passphrase'),
  fingerprint: text('fingerprint').notNull(),
  subject: text('subject').notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
