import type { Channel, Variation } from '@hirebase/shared/pricing/types';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, softDelete, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { companies, tenantKey } from '../companies/tables.ts';
import { rentalPlaceUsers } from '../rental-place/tables.ts';

/** One date-time window of a price rule, in the pricing engine's terms (days in the company zone, 0 = Sunday). */
export interface StoredRuleWindow {
  type: 'in' | 'include' | 'overlap';
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  weekdays: number[] | null;
  /** Basis points or cents; negative = discount. */
  variation: Variation;
}

/** A seasonal or weekday variation of unit prices (weekend +15 %, Christmas week −10 €). */
export const priceRules = pgTable(
  'price_rules',
  {
    ...tenantKey(),
    title: text('title').notNull(),
    rules: jsonb('rules').$type<StoredRuleWindow[]>().notNull(),
    /** Products or packs the rule is limited to; null = the whole catalogue. */
    productIds: jsonb('product_ids').$type<string[]>(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t)],
);

/** A discount for orders created (or starting) within a period, online and/or in the dashboard. */
export const periodicDiscounts = pgTable(
  'periodic_discounts',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    applicableDate: text('applicable_date').$type<'CREATED_DATE' | 'START_DATE'>().notNull(),
    scope: jsonb('scope').$type<Channel[]>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** Exactly one of percentage (basis points) and amount (cents per unit) is set. */
    percentageBp: integer('percentage_bp'),
    amountCents: integer('amount_cents'),
    productIds: jsonb('product_ids').$type<string[]>(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('periodic_discounts_applicable_date_check', sql`${t.applicableDate} in ('CREATED_DATE', 'START_DATE')`),
    check('periodic_discounts_value_check', sql`(${t.percentageBp} is null) <> (${t.amountCents} is null)`),
    check('periodic_discounts_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/**
 * Promo codes. An exception to the tenant key rule: PLATFORM codes are global (company_id null, managed by
 * administrators, valid in every shop), so the key is the plain `id` and company_id is nullable. COMPANY codes
 * always have their company. Codes are stored upper-case and are unique per company (and among platform codes)
 * while not deleted; deleted codes stay because their uses refer to them.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    code: text('code').notNull(),
    discountType: text('discount_type').$type<'PERCENTAGE' | 'AMOUNT'>().notNull(),
    /** Basis points (PERCENTAGE) or cents (AMOUNT). */
    value: integer('value').notNull(),
    source: text('source').$type<'COMPANY' | 'PLATFORM'>().notNull(),
    dateCheck: text('date_check').$type<'CREATION_DATE' | 'ORDER_DATE'>().notNull(),
    /**
     * A day ('2026-08-31') or an ISO date-time. Kept as given: a day is read in the zone of the shop where the code
     * is typed (a platform code "until 31 August" ends at midnight in each shop), and validTo's day is inclusive.
     */
    validFrom: text('valid_from'),
    validTo: text('valid_to'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    minimumTotalCents: integer('minimum_total_cents'),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key')
      .on(sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.code)
      .where(sql`${t.deletedAt} is null`),
    index('promo_codes_company_idx').on(t.companyId),
    check('promo_codes_source_check', sql`(${t.source} = 'PLATFORM') = (${t.companyId} is null)`),
    check('promo_codes_discount_type_check', sql`${t.discountType} in ('PERCENTAGE', 'AMOUNT')`),
    check('promo_codes_date_check_check', sql`${t.dateCheck} in ('CREATION_DATE', 'ORDER_DATE')`),
    check('promo_codes_value_check', sql`${t.value} > 0`),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);

/** One use of a promo code by an order; counts towards its usage and per-customer limits. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    ...tenantKey(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: uuid('order_id'),
    rentalPlaceUserId: uuid('rental_place_user_id').references(() => rentalPlaceUsers.id),
    discountCents: integer('discount_cents').notNull().default(0),
    at: at('at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('promo_code_uses_code_idx').on(t.promoCodeId, t.rentalPlaceUserId),
    // An order counts once per code, however often it is saved.
    uniqueIndex('promo_code_uses_order_key')
      .on(t.companyId, t.orderId, t.promoCodeId)
      .where(sql`${t.orderId} is not null`),
  ],
);
