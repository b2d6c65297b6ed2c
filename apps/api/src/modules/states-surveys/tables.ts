import type { StateQuestion, StatusColor, SurveyField } from '@hirebase/shared/states-surveys';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';

/** A checklist filled in when a unit leaves or comes back (tyres, brakes, battery %…). */
export const productStateModels = pgTable(
  'product_state_models',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    questions: jsonb('questions').$type<StateQuestion[]>().notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t)],
);

/** A named set of statuses (with colours) a unit can be in: ready, to repair, in the workshop… */
export const statusModels = pgTable(
  'status_models',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    statuses: jsonb('statuses').$type<StatusColor[]>().notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t)],
);

/**
 * Questions asked to the customer when booking some products (height, weight, licence scan…).
 * `product_ids` lists the products it applies to; the catalogue owns products, and a product deleted later simply
 * stops matching, so the ids are kept as a list rather than a foreign key.
 */
export const productSurveys = pgTable(
  'product_surveys',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<SurveyField[]>().notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), index('product_surveys_products_idx').using('gin', t.productIds)],
);
