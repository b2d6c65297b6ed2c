import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productModels } from '../catalogue/tables.ts';
import { companies } from '../companies/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A themed selection of product models ("Vélos électriques", "Ski de randonnée") shown in the store and marketplace. */
export const universes = pgTable(
  'universes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    /** Storage key of the picture (images/<companyId>/universes/…), served publicly. */
    pictureKey: text('picture_key'),
    /** Display order, smallest first. */
    ranking: integer('ranking').notNull().default(0),
    /** "From …" price shown on the universe card. */
    minimumPriceCents: integer('minimum_price_cents'),
    inMarketplace: boolean('in_marketplace').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
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
    foreignKey({
      name: 'universe_product_models_universe_fk',
      columns: [t.companyId, t.universeId],
      foreignColumns: [universes.companyId, universes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'universe_product_models_model_fk',
      columns: [t.companyId, t.productModelId],
      foreignColumns: [productModels.companyId, productModels.id],
    }),
    index('universe_product_models_model_idx').on(t.companyId, t.productModelId),
  ],
);
