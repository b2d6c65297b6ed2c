import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, tenantForeignKey, tenantPrimaryKey, timestamps } from '../../platform/db/columns.ts';
import { subProducts } from '../catalogue/tables.ts';
import { tenantKey } from '../companies/tables.ts';
import { orders } from '../orders/tables.ts';
import type { SignatureBoxes } from './pdf.ts';

/** A state check answer: free text, one choice, several choices, or a reading (km, h, %). */
export type ConditionAnswer = string | string[] | number;

/**
 * The condition report (state document) of an order at departure (DEPART) or return (RETOUR): one per order and
 * scope. `status` is the PDF's: null before one is asked for, PENDING while the job draws it, SUCCESS once stored.
 * `generation` numbers the requests, so that a job overtaken by a newer request does not overwrite its file.
 */
export const conditionReports = pgTable(
  'condition_reports',
  {
    ...tenantKey(),
    orderId: uuid('order_id').notNull(),
    scope: text('scope').$type<'DEPART' | 'RETOUR'>().notNull(),
    status: text('status').$type<'PENDING' | 'SUCCESS'>(),
    generation: integer('generation').notNull().default(0),
    language: text('language').notNull().default('fr'),
    fileKey: text('file_key'),
    generatedAt: at('generated_at'),
    /** Where the customer's and the employee's signatures go on the stored PDF (for the signing of it). */
    signatureBoxes: jsonb('signature_boxes').$type<SignatureBoxes>(),
    /** The signed copy of the report (its PDF as signed), once signed; a report is signed once. */
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    signedAt: at('signed_at'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('condition_reports_order_fk', [t.companyId, t.orderId], orders).onDelete('cascade'),
    uniqueIndex('condition_reports_order_scope_key').on(t.companyId, t.orderId, t.scope),
    check('condition_reports_scope_check', sql`${t.scope} in ('DEPART', 'RETOUR')`),
    check('condition_reports_status_check', sql`${t.status} in ('PENDING', 'SUCCESS')`),
  ],
);

/** What was found on one unit of a report: answers to its product's state model, notes, who filled it and when. */
export const conditionReportUnits = pgTable(
  'condition_report_units',
  {
    ...tenantKey(),
    reportId: uuid('report_id').notNull(),
    subProductId: uuid('sub_product_id').notNull(),
    /** The state model's questions as they were answered (a model edited later does not change a filled report). */
    questions: jsonb('questions').$type<{ id: string; label: string; type: string; unit?: string }[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, ConditionAnswer>>().notNull(),
    notes: text('notes'),
    filledById: uuid('filled_by_id'),
    filledByName: text('filled_by_name'),
    filledAt: at('filled_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('condition_report_units_report_fk', [t.companyId, t.reportId], conditionReports).onDelete(
      'cascade',
    ),
    tenantForeignKey('condition_report_units_unit_fk', [t.companyId, t.subProductId], subProducts),
    uniqueIndex('condition_report_units_unit_key').on(t.companyId, t.reportId, t.subProductId),
  ],
);

/** A photo taken of a unit for a report: the redrawn picture and its thumbnail, private to the company. */
export const conditionReportPhotos = pgTable(
  'condition_report_photos',
  {
    ...tenantKey(),
    reportId: uuid('report_id').notNull(),
    subProductId: uuid('sub_product_id').notNull(),
    name: text('name').notNull(),
    photoKey: text('photo_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenById: uuid('taken_by_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('condition_report_photos_report_fk', [t.companyId, t.reportId], conditionReports).onDelete(
      'cascade',
    ),
    tenantForeignKey('condition_report_photos_unit_fk', [t.companyId, t.subProductId], subProducts),
    index('condition_report_photos_unit_idx').on(t.companyId, t.reportId, t.subProductId),
  ],
);
