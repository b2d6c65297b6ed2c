import type { Language, PriceGrid } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';

const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Global: the categories of each verticale that models and category packs refer to. */
export const productVerticaleCategories = pgTable(
  'product_verticale_categories',
  {
    id: uuid('id').primaryKey(),
    verticale: text('verticale').notNull(),
    name: jsonb('name').$type<Partial<Record<Language, string>>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_verticale_categories_verticale_idx').on(t.verticale)],
);

/** What a product is, independent of how it is rented: a city bike, a pair of Rossignol skis. */
export const productModels = pgTable(
  'product_models',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    verticale: text('verticale').notNull(),
    categoryId: uuid('category_id').references(() => productVerticaleCategories.id, { onDelete: 'set null' }),
    brand: text('brand'),
    description: text('description'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('product_models_category_idx').on(t.categoryId)],
);

/** The rentable offer: a model with its stock, prices, deposit and rental settings. */
export const products = pgTable(
  'products',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    modelId: uuid('model_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    stockMode: text('stock_mode').$type<'SERIALIZED' | 'QUANTITY'>().notNull(),
    quantity: integer('quantity'),
    priceGrid: jsonb('price_grid').$type<PriceGrid>().notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    isLcd: boolean('is_lcd').notNull().default(true),
    isLld: boolean('is_lld').notNull().default(false),
    online: boolean('online').notNull().default(true),
    insuranceEligible: boolean('insurance_eligible').notNull().default(false),
    /** Null: the company's rental VAT rate applies. */
    vatRateBp: integer('vat_rate_bp'),
    stateModelId: uuid('state_model_id'),
    statusModelId: uuid('status_model_id'),
    surveyIds: jsonb('survey_ids').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    lldMonthlyPriceCents: integer('lld_monthly_price_cents'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'products_model_fk',
      columns: [t.companyId, t.modelId],
      foreignColumns: [productModels.companyId, productModels.id],
    }),
    index('products_model_idx').on(t.companyId, t.modelId),
    check('products_stock_mode_check', sql`${t.stockMode} in ('SERIALIZED', 'QUANTITY')`),
    check('products_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check('products_amounts_check', sql`${t.depositCents} >= 0 and coalesce(${t.lldMonthlyPriceCents}, 0) >= 0`),
  ],
);

/** A physical unit of a serialised product, with the QR code stuck on it. */
export const subProducts = pgTable(
  'sub_products',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    productId: uuid('product_id').notNull(),
    serialNumber: text('serial_number'),
    qrCodeValue: text('qr_code_value').notNull(),
    state: text('state').notNull().default('GOOD'),
    inService: boolean('in_service').notNull().default(true),
    status: text('status'),
    notes: text('notes'),
    size: text('size'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'sub_products_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    index('sub_products_product_idx').on(t.companyId, t.productId),
    uniqueIndex('sub_products_serial_key')
      .on(t.companyId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.deletedAt} is null and ${t.serialNumber} is not null`),
    // Printed labels outlive their unit: a QR value is never given twice in a company, deleted units included.
    uniqueIndex('sub_products_qr_key').on(t.companyId, sql`upper(${t.qrCodeValue})`),
  ],
);

/** Periods a unit cannot be rented (repair, private use), per rental type; availability reads them. */
export const subProductUnavailabilities = pgTable(
  'sub_product_unavailabilities',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    subProductId: uuid('sub_product_id').notNull(),
    rentalType: text('rental_type').$type<'LCD' | 'LLD'>().notNull(),
    period: tstzrange('period').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'sub_product_unavailabilities_unit_fk',
      columns: [t.companyId, t.subProductId],
      foreignColumns: [subProducts.companyId, subProducts.id],
    }),
    index('sub_product_unavailabilities_unit_idx').on(t.companyId, t.subProductId),
    index('sub_product_unavailabilities_period_idx').using('gist', t.period),
    check('sub_product_unavailabilities_rental_type_check', sql`${t.rentalType} in ('LCD', 'LLD')`),
    check('sub_product_unavailabilities_period_check', sql`lower(${t.period}) < upper(${t.period})`),
  ],
);

/** What happened to a unit: created, state changes, unavailability, and later rentals and surveys. */
export const productHistoryEvents = pgTable(
  'product_history_events',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    subProductId: uuid('sub_product_id'),
    productId: uuid('product_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: uuid('actor_id'),
    at: at('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'product_history_events_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'product_history_events_unit_fk',
      columns: [t.companyId, t.subProductId],
      foreignColumns: [subProducts.companyId, subProducts.id],
    }),
    index('product_history_events_unit_idx').on(t.companyId, t.subProductId, t.at),
    index('product_history_events_product_idx').on(t.companyId, t.productId, t.at),
  ],
);

/** A bundle rented at one price: fixed products (PRODUCT) or a choice within categories (CATEGORY). */
export const packs = pgTable(
  'packs',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').$type<'PRODUCT' | 'CATEGORY'>().notNull(),
    priceGrid: jsonb('price_grid').$type<PriceGrid>().notNull(),
    isLcd: boolean('is_lcd').notNull().default(true),
    isLld: boolean('is_lld').notNull().default(false),
    online: boolean('online').notNull().default(true),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('packs_type_check', sql`${t.type} in ('PRODUCT', 'CATEGORY')`),
  ],
);

export const packItems = pgTable(
  'pack_items',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    packId: uuid('pack_id').notNull(),
    productId: uuid('product_id'),
    categoryId: uuid('category_id').references(() => productVerticaleCategories.id),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'pack_items_pack_fk',
      columns: [t.companyId, t.packId],
      foreignColumns: [packs.companyId, packs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pack_items_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    index('pack_items_pack_idx').on(t.companyId, t.packId),
    index('pack_items_product_idx').on(t.companyId, t.productId),
    check('pack_items_target_check', sql`(${t.productId} is null) <> (${t.categoryId} is null)`),
    check('pack_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Extras sold with a rental: delivery, damage cover, a lock. */
export const services = pgTable(
  'services',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    pricingMode: text('pricing_mode').$type<'PER_ORDER' | 'PER_DAY' | 'PER_ITEM'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Null: the company's rental VAT rate applies. */
    vatRateBp: integer('vat_rate_bp'),
    isLcd: boolean('is_lcd').notNull().default(true),
    isLld: boolean('is_lld').notNull().default(false),
    online: boolean('online').notNull().default(true),
    mandatory: boolean('mandatory').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('services_pricing_mode_check', sql`${t.pricingMode} in ('PER_ORDER', 'PER_DAY', 'PER_ITEM')`),
    check('services_price_check', sql`${t.priceCents} >= 0`),
  ],
);
