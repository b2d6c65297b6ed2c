import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A platform user: staff of one or more companies, an administrator or a reconditioner. Global (no tenant). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    language: text('language').notNull().default('fr'),
    role: text('role').notNull().default('user'),
    isAccountActivated: boolean('is_account_activated').notNull().default(true),
    isValidated: boolean('is_validated').notNull().default(false),
    createdFrom: text('created_from').notNull().default('admin_dashboard'),
    pictureKey: text('picture_key'),
    hubspotId: text('hubspot_id'),
    slackId: text('slack_id'),
    /** Last company the user worked in: the default company of the next login. */
    lastCompanyId: uuid('last_company_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);
