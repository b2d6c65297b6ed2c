import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey, tstzrange } from '../../platform/db/columns.ts';
import { products } from '../catalogue/tables.ts';
import { tenantKey } from '../companies/tables.ts';

/**
 * A quantity of a product held until `expires_at` for an owner that is not an order yet (an online store's cart):
 * counted as taken over `period` (widened by the product's buffers) by every availability read while `expires_at` is
 * in the future, so a booking at the counter cannot take it meanwhile. Written under the product's transaction lock.
 */
export const timedHolds = pgTable(
  'timed_holds',
  {
    ...tenantKey(),
    ownerId: uuid('owner_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    period: tstzrange('period').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('timed_holds_product_fk', [t.companyId, t.productId], products).onDelete('cascade'),
    index('timed_holds_owner_idx').on(t.companyId, t.ownerId),
    index('timed_holds_period_idx').using('gist', t.companyId, t.productId, t.period),
    index('timed_holds_expires_idx').on(t.expiresAt),
    check('timed_holds_quantity_check', sql`${t.quantity} > 0`),
    check('timed_holds_period_check', sql`lower(${t.period}) < upper(${t.period})`),
  ],
);
