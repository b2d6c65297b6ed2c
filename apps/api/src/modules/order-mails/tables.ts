import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import type { MailAttachment } from '../../platform/mail/tables.ts';
import { companies, tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';

/**
 * The mails written by hand from an order's page. The outbox holds each one's delivery (by `mail_id`); this row
 * keeps what was sent for the order's history, also after the outbox let a delivered mail go.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    /** The outbox mail (no foreign key: the outbox deletes delivered mails after a while). */
    mailId: uuid('mail_id').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    lang: text('lang').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    sentBy: uuid('sent_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_mails_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    index('order_mails_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);

/**
 * Newsletter subscriptions, of a shop (`company_id`) or of the platform (no company, with one of its lists).
 * Active only once confirmed from the mailed link (double opt-in). `secret` signs the confirmation and unsubscribe
 * links of this row (HMAC): a link can be written again for any later mail, and a new secret voids the old links.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The platform's list (BOUGE, GUIDE1, BONPLAN); '' for a shop's newsletter. */
    list: text('list').notNull().default(''),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    /** pending (waiting for confirmation), active, unsubscribed. */
    status: text('status').notNull(),
    secret: text('secret').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: at('consent_at').notNull(),
    consentIp: text('consent_ip'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // one row per address and newsletter; the platform's rows have no company, hence nulls not distinct
    unique('newsletter_subscriptions_address_key').on(t.email, t.list, t.companyId).nullsNotDistinct(),
  ],
);
