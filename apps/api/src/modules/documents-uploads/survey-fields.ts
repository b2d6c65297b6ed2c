import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { orderLinesView } from '../orders/index.ts';
import { type SurveyRow, surveysOf } from '../states-surveys/index.ts';

/** The item ids (products, packs, services) of each order's lines. */
export async function itemsOfOrders(db: Db, companyId: string, orderIds: string[]) {
  const byOrder = new Map<string, Set<string>>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orderLinesView.orderId, itemId: orderLinesView.itemId })
    .from(orderLinesView)
    .where(and(eq(orderLinesView.companyId, companyId), inArray(orderLinesView.orderId, orderIds)));
  for (const r of rows) {
    const items = byOrder.get(r.orderId) ?? new Set<string>();
    items.add(r.itemId);
    byOrder.set(r.orderId, items);
  }
  return byOrder;
}

/** The surveys of the company that ask about one of `items`. */
export const surveysFor = (surveys: SurveyRow[], items: Set<string> | undefined) =>
  surveys.filter((s) => s.productIds.some((p) => items?.has(p)));

/** The DOCUMENT fields of the surveys an order's products have, by field id. */
export async function documentFieldsOfOrder(db: Db, companyId: string, orderId: string) {
  const [surveys, items] = await Promise.all([surveysOf(db, companyId), itemsOfOrders(db, companyId, [orderId])]);
  const fields = new Map<string, { label: string; survey: string }>();
  for (const survey of surveysFor(surveys, items.get(orderId))) {
    for (const f of survey.fields) if (f.type === 'DOCUMENT') fields.set(f.id, { label: f.label, survey: survey.name });
  }
  return fields;
}
