import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { and, eq, inArray } from 'drizzle-orm';
import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { ParsedListQuery } from '../../platform/query/list-query.ts';
import { companyTimeZone } from '../companies/index.ts';
import { listOrders, orderListSpec, ordersView } from '../orders/index.ts';
import { surveysOf } from '../states-surveys/index.ts';
import { documentNamesByOrder } from './survey-documents.ts';
import { itemsOfOrders, surveysFor } from './survey-fields.ts';

/** The order list's filters, with pages fit for a file rather than a screen. */
export const surveyCsvSpec = { ...orderListSpec, defaultLimit: 1000, maxLimit: 5000 };

export const SURVEY_CSV_COLUMNS = [
  'orderNumber',
  'orderStart',
  'orderEnd',
  'customer',
  'email',
  'survey',
  'question',
  'answer',
  'documents',
] as const;

interface Summary {
  id: string;
  number: number;
  startDate: string;
  endDate: string;
  customer: { displayName: string; email: string | null } | null;
}

const answerText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * GET /export-csv/generate-orders-product-survey-csv: for the orders the order list's filters select (same sort,
 * skip and limit), one row per question of the surveys of their products, with the answer the booking gave
 * (`customInputs` under the question's id) and the names of the documents uploaded for it.
 */
export async function surveyAnswersCsv(ctx: StaffCtx, parsed: ParsedListQuery) {
  const companyId = ctx.companyId;
  const { items } = (await listOrders(ctx, { ...parsed, fields: undefined })) as unknown as { items: Summary[] };
  const ids = items.map((o) => o.id);
  const [timeZone, surveys, itemsByOrder, inputRows, documents] = await Promise.all([
    companyTimeZone(ctx, companyId),
    surveysOf(ctx.db, companyId),
    itemsOfOrders(ctx.db, companyId, ids),
    ids.length
      ? ctx.db
          .select({ id: ordersView.id, customInputs: ordersView.customInputs })
          .from(ordersView)
          .where(and(eq(ordersView.companyId, companyId), inArray(ordersView.id, ids)))
      : [],
    documentNamesByOrder(ctx.db, companyId, ids),
  ]);
  const inputs = new Map(inputRows.map((r) => [r.id, r.customInputs]));
  const rows: unknown[][] = [];
  for (const order of items) {
    for (const survey of surveysFor(surveys, itemsByOrder.get(order.id))) {
      for (const field of survey.fields) {
        rows.push([
          order.number,
          spreadsheetDateTime(new Date(order.startDate), timeZone),
          spreadsheetDateTime(new Date(order.endDate), timeZone),
          order.customer?.displayName ?? '',
          order.customer?.email ?? '',
          survey.name,
          field.label,
          answerText(inputs.get(order.id)?.[field.id]),
          (documents.get(`${order.id}:${field.id}`) ?? []).join(', '),
        ]);
      }
    }
  }
  return {
    fileName: `orders-survey-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
    data: writeCsv(SURVEY_CSV_COLUMNS, rows),
  };
}
