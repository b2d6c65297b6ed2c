import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A rental company: the tenant. Its own id is the company_id of every row it owns. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email'),
    phone: text('phone'),
    accountStatus: text('account_status').notNull().default('TRIAL'),
    accountType: text('account_type').notNull().default('PLATFORM'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    subscriptionPending: boolean('subscription_pending').notNull().default(false),
    archiveReason: text('archive_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    currency: text('currency').notNull().default('EUR'),
    languages: jsonb('languages').$type<string[]>().notNull().default(['fr']),
    defaultLanguage: text('default_language').notNull().default('fr'),
    verticales: jsonb('verticales').$type<string[]>().notNull().default([]),
    city: text('city'),
    country: text('country'),
    /** Admin-managed switches (modules, rental place, online store design). */
    access: jsonb('access').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    index('companies_status_idx').on(t.accountStatus),
  ],
);

/** The owning company, referencing `companies`. */
export const companyColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** `company_id` and `id`; pair with `tenantPrimaryKey` in the table's extra config. */
export const tenantKey = () => ({
  companyId: companyColumn(),
  id: uuid('id').notNull(),
});
