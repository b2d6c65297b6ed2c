import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey } from '../../platform/db/columns.ts';
import type { CashbookMethod } from './methods.ts';

/** One method's movements of a day, in cents: money in, money out (refunds, takings back), how many rows. */
export interface MethodTotal {
  method: CashbookMethod;
  inCents: number;
  outCents: number;
  count: number;
}

/**
 * A day's Z report: the cashbook of that day as it was when the drawer was counted. Never changed nor deleted (a
 * trigger refuses it); numbered per company in the order of closing, without gaps.
 */
export const cashbookClosings = pgTable(
  'cashbook_closings',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    number: integer('number').notNull(),
    /** The shop's day (in its time zone) that was closed. */
    day: date('day', { mode: 'string' }).notNull(),
    openingCents: integer('opening_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    /** Cash the drawer should hold: the opening plus the day's cash movements. */
    expectedCents: integer('expected_cents').notNull(),
    totals: jsonb('totals').$type<MethodTotal[]>().notNull(),
    /** The ledger rows the report counts: a row written into the day after its closing goes to the next open day. */
    paymentIds: uuid('payment_ids').array().notNull(),
    note: text('note'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedBy: uuid('closed_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('cashbook_closings_day_key').on(t.companyId, t.day),
    unique('cashbook_closings_number_key').on(t.companyId, t.number),
    check('cashbook_closings_number_check', sql`${t.number} > 0`),
  ],
);
