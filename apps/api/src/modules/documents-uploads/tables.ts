import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';

/** Files answering the DOCUMENT fields of an order's product surveys (a licence scan, a medical certificate). */
export const orderSurveyDocuments = pgTable(
  'order_survey_documents',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    /** The survey field (question) the file answers. */
    fieldId: text('field_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('order_survey_documents_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    index('order_survey_documents_order_idx').on(t.companyId, t.orderId),
  ],
);
