import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per throttled action taken (a mail asked for, an address probed): counted per bucket and key. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_events_key_idx').on(t.bucket, t.key, t.at)],
);
