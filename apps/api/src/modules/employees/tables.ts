import type { AccessMap } from '@hirebase/shared';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/** A user's place in a company: manager or employee with access levels per module. */
export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    isManager: boolean('is_manager').notNull().default(false),
    access: jsonb('access').$type<AccessMap>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/**
 * An invitation of an existing user to work in a company: they become a member only when they accept it from the
 * mailed link (the token is stored hashed). A newer invitation to the same person replaces the pending one.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The address as the inviter typed it: what the company is shown, whatever the person's account becomes. */
    email: text('email'),
    isManager: boolean('is_manager').notNull().default(false),
    access: jsonb('access').$type<AccessMap>().notNull(),
    invitedBy: uuid('invited_by'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('company_invitations_user_idx').on(t.userId),
    // the mailed link carries only the token: found by its hash, unique per company (a random 256-bit value)
    unique('company_invitations_token_hash_unique').on(t.companyId, t.tokenHash),
    index('company_invitations_token_idx').on(t.tokenHash),
  ],
);
