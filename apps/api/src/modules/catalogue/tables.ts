import type { Language, PriceGrid } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  at,
  softDelete,
  tenantForeignKey,
  tenantPrimaryKey,
  timestamps,
  tstzrange,
} from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';

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

/**
 * A shop's own categories, typed freely on the product form. `name_key` (see `categoryKey` in @hirebase/shared) makes
 * "E-bikes" and " e-BIKES " one category of the company.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('product_categories_name_key').on(t.companyId, t.nameKey)],
);

/** What a product is, independent of how it is rented: a city bike, a pair of Rossignol skis. */
export const productModels = pgTable(
  'product_models',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    verticale: text('verticale').notNull(),
    categoryId: uuid('category_id').references(() => productVerticaleCategories.id, { onDelete: 'set null' }),
    brand: text('brand'),
    description: text('description'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantPrimaryKey(t), index('product_models_category_idx').on(t.categoryId)],
);

/** The rentable offer: a model with its stock, prices, deposit and rental settings. */
export const products = pgTable(
  'products',
  {
    ...tenantKey(),
    modelId: uuid('model_id').notNull(),
    /** The shop's own category (null: none). */
    categoryId: uuid('category_id'),
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
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('products_model_fk', [t.companyId, t.modelId], productModels),
    index('products_model_idx').on(t.companyId, t.modelId),
    tenantForeignKey('products_category_fk', [t.companyId, t.categoryId], productCategories),
    index('products_category_idx').on(t.companyId, t.categoryId),
    check('products_stock_mode_check', sql`${t.stockMode} in ('SERIALIZED', 'QUANTITY')`),
    check('products_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check('products_amounts_check', sql`${t.depositCents} >= 0 and coalesce(${t.lldMonthlyPriceCents}, 0) >= 0`),
  ],
);

/** A physical unit of a serialised product, with the QR code stuck on it. */
export const subProducts = pgTable(
  'sub_products',
  {
    ...tenantKey(),
    productId: uuid('product_id').notNull(),
    serialNumber: text('serial_number'),
    qrCodeValue: text('qr_code_value').notNull(),
    state: text('state').notNull().default('GOOD'),
    inService: boolean('in_service').notNull().default(true),
    status: text('status'),
    notes: text('notes'),
    size: text('size'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('sub_products_product_fk', [t.companyId, t.productId], products),
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
    ...tenantKey(),
    subProductId: uuid('sub_product_id').notNull(),
    rentalType: text('rental_type').$type<'LCD' | 'LLD'>().notNull(),
    period: tstzrange('period').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('sub_product_unavailabilities_unit_fk', [t.companyId, t.subProductId], subProducts),
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
    ...tenantKey(),
    subProductId: uuid('sub_product_id'),
    productId: uuid('product_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: uuid('actor_id'),
    at: at('at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('product_history_events_product_fk', [t.companyId, t.productId], products),
    tenantForeignKey('product_history_events_unit_fk', [t.companyId, t.subProductId], subProducts),
    index('product_history_events_unit_idx').on(t.companyId, t.subProductId, t.at),
    index('product_history_events_product_idx').on(t.companyId, t.productId, t.at),
  ],
);

/** A bundle rented at one price: fixed products (PRODUCT) or a choice within categories (CATEGORY). */
export const packs = pgTable(
  'packs',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').$type<'PRODUCT' | 'CATEGORY'>().notNull(),
    priceGrid: jsonb('price_grid').$type<PriceGrid>().notNull(),
    isLcd: boolean('is_lcd').notNull().default(true),
    isLld: boolean('is_lld').notNull().default(false),
    online: boolean('online').notNull().default(true),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantPrimaryKey(t), check('packs_type_check', sql`${t.type} in ('PRODUCT', 'CATEGORY')`)],
);

export const packItems = pgTable(
  'pack_items',
  {
    ...tenantKey(),
    packId: uuid('pack_id').notNull(),
    productId: uuid('product_id'),
    categoryId: uuid('category_id').references(() => productVerticaleCategories.id),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('pack_items_pack_fk', [t.companyId, t.packId], packs).onDelete('cascade'),
    tenantForeignKey('pack_items_product_fk', [t.companyId, t.productId], products),
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
    ...tenantKey(),
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
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('services_pricing_mode_check', sql`${t.pricingMode} in ('PER_ORDER', 'PER_DAY', 'PER_ITEM')`),
    check('services_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Every product photo written to storage, from before its files are written: a photo no model or pack shows after a
 * day (its upload failed or was refused, or it was removed) has its files deleted by the orphan photos sweep.
 * `id` is the photo's id in its storage keys.
 */
export const productPhotoFiles = pgTable(
  'product_photo_files',
  {
    ...tenantKey(),
    storedAt: at('stored_at').notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('product_photo_files_stored_at_idx').on(t.storedAt)],
);
