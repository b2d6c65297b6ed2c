import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { companyColumn, tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';
import type { MailEvent, MailLanguage } from './events.ts';

export type TemplateTexts = Record<MailLanguage, { subject: string; body: string }>;

/**
 * A company's own copy of the mail of one event, in every language. Events without a row use the built-in texts;
 * deleting the row goes back to them.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    ...tenantKey(),
    event: text('event').$type<MailEvent>().notNull(),
    texts: jsonb('texts').$type<TemplateTexts>().notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('email_templates_event_key').on(t.companyId, t.event)],
);

/**
 * Every mail sent about an order by event, written in the transaction of its outbox row. The key (order, event,
 * occurrence) is what makes a scheduled mail leave once: the occurrence names the planned instant it is about
 * (the start a reminder announces, the end a late mail follows), so a moved order is mailed for its new time.
 */
export const orderEventMails = pgTable(
  'order_event_mails',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    event: text('event').$type<MailEvent>().notNull(),
    occurrence: text('occurrence').notNull(),
    /** The outbox row; null when the mail could not go (no email) and the slot is spent anyway. */
    mailId: uuid('mail_id'),
    language: text('language').notNull(),
    recipient: text('recipient'),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_event_mails_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    uniqueIndex('order_event_mails_key').on(t.companyId, t.orderId, t.event, t.occurrence),
    index('order_event_mails_order_idx').on(t.companyId, t.orderId, t.sentAt),
  ],
);

/**
 * When the scheduled mails leave, beside the switches the company settings already hold (the reminder's on/off and
 * lead, the review request's on/off, delay and link). Times are the company's local wall-clock time, `HH:MM`.
 */
export const mailScheduleSettings = pgTable(
  'mail_schedule_settings',
  {
    companyId: companyColumn().primaryKey(),
    /** The reminder leaves at this time on the day `hoursBeforeStart` points to; null: exactly that many hours before. */
    reminderTime: text('reminder_time'),
    returnDueEnabled: boolean('return_due_enabled').notNull().default(false),
    returnDueTime: text('return_due_time').notNull().default('08:00'),
    lateEnabled: boolean('late_enabled').notNull().default(false),
    lateAfterHours: integer('late_after_hours').notNull().default(2),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('mail_schedule_late_check', sql`${t.lateAfterHours} between 0 and 168`),
    check('mail_schedule_times_check', sql`${t.returnDueTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
