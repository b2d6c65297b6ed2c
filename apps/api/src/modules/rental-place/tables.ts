import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';

/** A marketplace customer. Global: one account books with any shop. */
export const rentalPlaceUsers = pgTable(
  'rental_place_users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    language: text('language').notNull().default('fr'),
    isValidated: boolean('is_validated').notNull().default(false),
    createdFrom: text('created_from').notNull().default('rental_place'),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rental_place_users_email_key').on(sql`lower(${t.email})`)],
);

/** A managing place (B2B account): manages several companies and can open their dashboards. */
export const b2bAccounts = pgTable(
  'b2b_accounts',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('b2b_accounts_email_key').on(sql`lower(${t.email})`)],
);

export const b2bAccountCompanies = pgTable(
  'b2b_account_companies',
  {
    b2bAccountId: uuid('b2b_account_id')
      .notNull()
      .references(() => b2bAccounts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.b2bAccountId, t.companyId] })],
);
