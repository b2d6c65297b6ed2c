import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail: read from storage by `key` when the mail is delivered. */
export interface MailAttachment {
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Every mail the platform sends goes through this outbox, written in the transaction of the change that causes it.
 * With SMTP_URL a delivery job sends it (status queued → sent, or failed once its attempts are used up); without it
 * the mail stays here (status outbox) for the development mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id'),
    to: text('to').notNull(),
    /** Copy recipients, comma-joined. */
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('queued'),
    /** The last delivery error. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts since the mail was queued (or last retried by an administrator). */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When delivery was given up (status failed). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);
