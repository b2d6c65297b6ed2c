import type { CustomerType, CustomFieldDef, CustomFieldValues } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, softDelete, tenantForeignKey, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';
import { rentalPlaceUsers } from '../rental-place/tables.ts';

export interface CustomerAddress {
  label: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  lat?: number;
  lng?: number;
}

/** The custom fields a company asks of its customers; one model per company is the default. */
export const customerModels = pgTable(
  'customer_models',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<CustomFieldDef[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('customer_models_default_key').on(t.companyId).where(sql`${t.isDefault}`)],
);

/** A customer of a shop: a person (individual) or a company (entreprise). Deleting is soft. */
export const customers = pgTable(
  'customers',
  {
    ...tenantKey(),
    customerModelId: uuid('customer_model_id'),
    type: text('type').$type<CustomerType>().notNull().default('individual'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    email: text('email'),
    phone: text('phone'),
    language: text('language'),
    birthDate: date('birth_date', { mode: 'string' }),
    addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Set when the customer came from the marketplace. */
    rentalPlaceUserId: uuid('rental_place_user_id').references(() => rentalPlaceUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('customers_model_fk', [t.companyId, t.customerModelId], customerModels),
    uniqueIndex('customers_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.email} is not null`),
    index('customers_created_idx').on(t.companyId, t.createdAt),
    index('customers_last_name_idx').on(t.companyId, sql`lower(${t.lastName})`),
    index('customers_rental_place_user_idx').on(t.rentalPlaceUserId),
    check('customers_type_check', sql`${t.type} in ('individual', 'entreprise')`),
  ],
);

/** Files kept on a customer (identity card, driving licence, signed contract). Bytes live in storage. */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('customer_documents_customer_fk', [t.companyId, t.customerId], customers),
    index('customer_documents_customer_idx').on(t.companyId, t.customerId),
  ],
);
