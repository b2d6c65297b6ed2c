import type { AccessMap } from '@hirebase/shared';
import { boolean, index, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
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
