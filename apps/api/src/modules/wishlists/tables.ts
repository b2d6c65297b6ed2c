import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns.ts';
import { products } from '../catalogue/tables.ts';
import { companyColumn } from '../companies/tables.ts';
import { rentalPlaceUsers } from '../rental-place/tables.ts';

/**
 * A marketplace customer's named list of products, from any shops. Global (a reference table on Citus): it belongs to
 * the customer, not to a shop; its products are tenant rows of their shops (`wishlist_items`).
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey(),
    rentalPlaceUserId: uuid('rental_place_user_id')
      .notNull()
      .references(() => rentalPlaceUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('wishlists_owner_name_key').on(t.rentalPlaceUserId, sql`lower(${t.name})`),
    index('wishlists_owner_created_idx').on(t.rentalPlaceUserId, t.createdAt),
  ],
);

/** A product of a shop put on a wishlist: a tenant row of the product's shop, beside the product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    companyId: companyColumn(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.wishlistId, t.productId] }),
    foreignKey({
      name: 'wishlist_items_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    index('wishlist_items_wishlist_idx').on(t.wishlistId),
    index('wishlist_items_product_idx').on(t.companyId, t.productId),
  ],
);
