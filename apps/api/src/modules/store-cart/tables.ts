import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';

/** What a customer put in a line of the cart, and the products it holds (a pack holds its items' products). */
export interface StoredCartLine {
  kind: 'product' | 'pack' | 'service';
  id: string;
  quantity: number;
  /** ISO instants of the line's period [start, end). */
  start: string;
  end: string;
  /** The product chosen for each choice item of a pack. */
  selections: { packItemId: string; productId: string }[];
  /** The products (and quantities) the line holds in the stock: none for a service. */
  holds: { productId: string; quantity: number }[];
}

/**
 * A customer's cart in a shop's online store, found by its token (only its SHA-256 is kept). Its products are held
 * (availability's timed holds, owned by the cart's id) until `expires_at`; past it the cart is gone.
 */
export const storeCarts = pgTable(
  'store_carts',
  {
    ...tenantKey(),
    tokenHash: text('token_hash').notNull(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull(),
    /** The customer took the shop's rental insurance (where the shop's mode offers it as an option). */
    insurance: boolean('insurance').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), index('store_carts_expires_idx').on(t.expiresAt)],
);
