import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';
import type { DocumentStatus } from './kinds.ts';
import type { Block } from './models/blocks.ts';

/** A company's own document model (built-in ones live in code: models/built-in.ts). */
export const documentModels = pgTable(
  'document_models',
  {
    ...tenantKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    blocks: jsonb('blocks').$type<Block[]>().notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), index('document_models_kind_idx').on(t.companyId, t.kind)],
);

/**
 * A document made for an order from a model. Its PDF is in storage under `documents/<companyId>/<key>`; `key` is what
 * the API names it by. `model_id` is a row of `document_models` or a built-in model's fixed id (so no foreign key).
 */
export const documents = pgTable(
  'documents',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').notNull(),
    modelId: uuid('model_id').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('TO_GENERATE'),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the stored PDF, recorded when generated. */
    sha256: text('sha256'),
    sizeBytes: integer('size_bytes'),
    generatedAt: at('generated_at'),
    /** The signed version, once stored (signing): its own key and digest; the generated PDF stays as it was. */
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    signedAt: at('signed_at'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('documents_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    uniqueIndex('documents_key_key').on(t.companyId, t.key),
    index('documents_order_idx').on(t.companyId, t.orderId),
    index('documents_model_idx').on(t.companyId, t.modelId),
    check('documents_status_check', sql`${t.status} in ('TO_GENERATE', 'GENERATED', 'PENDING')`),
  ],
);
