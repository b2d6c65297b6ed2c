import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';

export type CheckoutPayment = 'ONLINE_FULL' | 'ONLINE_DOWN_PAYMENT' | 'ON_SITE' | 'REQUEST';

/**
 * How an order of the online store was checked out (its id is the order's): the mode and payment chosen, what was to
 * be paid at once, the card page, and the SHA-256 of the cart token that made it (its cookie reads the order back).
 */
export const storeCheckouts = pgTable(
  'store_checkouts',
  {
    ...tenantKey(),
    mode: text('mode').notNull(),
    payment: text('payment').$type<CheckoutPayment>().notNull(),
    payNowCents: integer('pay_now_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    payUrl: text('pay_url'),
    cartTokenHash: text('cart_token_hash').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('store_checkouts_order_fk', [t.companyId, t.id], orders).onDelete('cascade'),
  ],
);

/**
 * Files a customer uploaded for the document questions of their cart's surveys before the order exists, found by
 * the cart's id; the checkout hands them to the order (the same stored files) and deletes these rows.
 */
export const checkoutDocuments = pgTable(
  'checkout_documents',
  {
    ...tenantKey(),
    cartId: uuid('cart_id').notNull(),
    /** The survey question (field id) the file answers. */
    fieldId: text('field_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('checkout_documents_cart_idx').on(t.companyId, t.cartId)],
);
