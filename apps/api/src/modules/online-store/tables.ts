import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns.ts';
import { companyColumn } from '../companies/tables.ts';

/** The texts of a store, each in the languages the shop wrote it in (a language left blank is not stored). */
export type StoreTexts = Partial<Record<string, Partial<Record<string, string>>>>;

/** The texts a shop writes for its online store's pages, one row per company once it saved them. */
export const onlineStoreTexts = pgTable('online_store_texts', {
  companyId: companyColumn().primaryKey(),
  texts: jsonb('texts').$type<StoreTexts>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
