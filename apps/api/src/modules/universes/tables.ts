import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { productModels } from '../catalogue/tables.ts';
import { tenantKey } from '../companies/tables.ts';

/** A themed selection of product models ("Vélos électriques", "Ski de randonnée") shown in the store and marketplace. */
export const universes = pgTable(
  'universes',
  {
    ...tenantKey(),
    title: text('title').notNull(),
    /** Storage key of the picture (images/<companyId>/universes/…), served publicly. */
    pictureKey: text('picture_key'),
    /** Display order, smallest first. */
    ranking: integer('ranking').notNull().default(0),
    /** "From …" price shown on the universe card. */
    minimumPriceCents: integer('minimum_price_cents'),
    inMarketplace: boolean('in_marketplace').notNull().default(false),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t)],
);

export const universeProductModels = pgTable(
  'universe_product_models',
  {
    companyId: uuid('company_id').notNull(),
    universeId: uuid('universe_id').notNull(),
    productModelId: uuid('product_model_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.universeId, t.productModelId] }),
    tenantForeignKey('universe_product_models_universe_fk', [t.companyId, t.universeId], universes).onDelete('cascade'),
    tenantForeignKey('universe_product_models_model_fk', [t.companyId, t.productModelId], productModels),
    index('universe_product_models_model_idx').on(t.companyId, t.productModelId),
  ],
);
