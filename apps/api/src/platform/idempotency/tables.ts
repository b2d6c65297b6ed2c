import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` of a money-moving call, so that a retry (a lost connection, a double tap)
 * answers it again instead of moving the money twice. Scoped by who called: a company, or a customer's link.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation and its body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
