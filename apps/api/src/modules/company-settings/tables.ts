import type { DayRangeWithLabel, OpeningHours } from '@hirebase/shared/company-settings';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import {
  DEFAULTS,
  type StoredBail,
  type StoredBookingSlots,
  type StoredCancellation,
  type StoredCategoryDiscount,
  type StoredDelivery,
  type StoredDocuments,
  type StoredEvents,
  type StoredImages,
  type StoredIntegrations,
  type StoredMailSender,
  type StoredMainInfos,
  type StoredMarketplace,
  type StoredNewsletter,
  type StoredNotifications,
  type StoredOnlineStore,
  type StoredOrders,
  type StoredPartPayments,
  type StoredSocialMedia,
  type StoredTheme,
  type StoredVat,
} from './sections.ts';

/**
 * Settings of a company, one row per company, one jsonb column per section (money in cents, rates in basis points).
 * Identity fields (name, email, phone, city, country, slug, currency, timezone) stay on `companies`.
 */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  mainInfos: jsonb('main_infos').$type<StoredMainInfos>().notNull().default(DEFAULTS.mainInfos),
  socialMedia: jsonb('social_media').$type<StoredSocialMedia>().notNull().default(DEFAULTS.socialMedia),
  vat: jsonb('vat').$type<StoredVat>().notNull().default(DEFAULTS.vat),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(DEFAULTS.openingHours),
  closedDates: jsonb('closed_dates').$type<DayRangeWithLabel[]>().notNull().default(DEFAULTS.closedDates),
  lowSeasonDates: jsonb('low_season_dates').$type<DayRangeWithLabel[]>().notNull().default(DEFAULTS.lowSeasonDates),
  bookingSlots: jsonb('booking_slots').$type<StoredBookingSlots>().notNull().default(DEFAULTS.bookingSlots),
  delivery: jsonb('delivery').$type<StoredDelivery>().notNull().default(DEFAULTS.delivery),
  cancellation: jsonb('cancellation').$type<StoredCancellation>().notNull().default(DEFAULTS.cancellation),
  bail: jsonb('bail').$type<StoredBail>().notNull().default(DEFAULTS.bail),
  partPayment: jsonb('part_payment').$type<StoredPartPayments>().notNull().default(DEFAULTS.partPayment),
  documents: jsonb('documents').$type<StoredDocuments>().notNull().default(DEFAULTS.documents),
  mailSender: jsonb('mail_sender').$type<StoredMailSender>().notNull().default(DEFAULTS.mailSender),
  onlineStore: jsonb('online_store').$type<StoredOnlineStore>().notNull().default(DEFAULTS.onlineStore),
  images: jsonb('images').$type<StoredImages>().notNull().default(DEFAULTS.images),
  notifications: jsonb('notifications').$type<StoredNotifications>().notNull().default(DEFAULTS.notifications),
  newsletter: jsonb('newsletter').$type<StoredNewsletter>().notNull().default(DEFAULTS.newsletter),
  categoryDiscounts: jsonb('category_discounts')
    .$type<StoredCategoryDiscount[]>()
    .notNull()
    .default(DEFAULTS.categoryDiscounts),
  events: jsonb('events').$type<StoredEvents>().notNull().default(DEFAULTS.events),
  marketplace: jsonb('marketplace').$type<StoredMarketplace>().notNull().default(DEFAULTS.marketplace),
  orders: jsonb('orders').$type<StoredOrders>().notNull().default(DEFAULTS.orders),
  theme: jsonb('theme').$type<StoredTheme>().notNull().default(DEFAULTS.theme),
  integrations: jsonb('integrations').$type<StoredIntegrations>().notNull().default(DEFAULTS.integrations),
  // Long rich texts (up to ~100 KB each) live in their own columns rather than inside a jsonb section.
  termsConditions: text('terms_conditions').notNull().default(''),
  termsConditionsLld: text('terms_conditions_lld').notNull().default(''),
  eventCgu: text('event_cgu').notNull().default(''),
  customerTextRgpd: text('customer_text_rgpd').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Former store addresses of a company: old links keep working and redirect to the current slug. */
export const companySlugHistory = pgTable(
  'company_slug_history',
  {
    slug: text('slug').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_slug_history_company_idx').on(t.companyId)],
);
