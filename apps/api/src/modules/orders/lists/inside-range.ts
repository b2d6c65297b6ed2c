import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { isUuid } from '../../../platform/ids.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { orderSummaries, SUMMARY_COLUMNS } from '../details/read-order.ts';
import { orderLines, orderReservations, orders, unitAssignments } from '../tables.ts';
import type { InsideRangeQuery } from './list-schemas.ts';
import { byStartAsc, liveOrdersOf, queryRange } from './order-filters.ts';

/** The planning shows at most this many orders at once; a narrower range or fewer products show the rest. */
export const INSIDE_RANGE_LIMIT = 2000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isoOfMs = (ms: number) => new Date(ms).toISOString();
const lowerMs = (range: unknown) => sql<number>`extract(epoch from lower(${range})) * 1000`.mapWith(Number);
const upperMs = (range: unknown) => sql<number>`extract(epoch from upper(${range})) * 1000`.mapWith(Number);

/** Rows by their order, in one pass (a busy fortnight has a thousand orders and twice as many holds). */
function groupByOrder<T extends { orderId: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

function productIdsOf(raw: string | undefined) {
  if (raw === undefined) return undefined;
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  ids.forEach((id, i) => {
    if (!isUuid(id)) throw badRequest('productIds', `productIds[${i}] "${id}" is not a UUID`);
  });
  if (ids.length > 1000) throw badRequest('productIds', 'At most 1000 products at once');
  return ids.map((id) => id.toLowerCase());
}

/**
 * GET /order/insideRange: what the planning draws over a range. Orders (not cancelled) overlapping it, and orders
 * still out past their end, with their stock holds (periods widened by the buffers) and the units given to them.
 */
export async function ordersInsideRange(ctx: StaffCtx, q: Static<typeof InsideRangeQuery>) {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const { from, to } = queryRange(q, timeZone);
  const productIds = productIdsOf(q.productIds);
  if (productIds?.length === 0) return { orders: [] };
  const stillOut = and(eq(orders.status, 'IN_PROGRESS'), eq(orders.type, 'ORDER'));
  const rows = await ctx.db
    .select(SUMMARY_COLUMNS)
    .from(orders)
    .where(
      and(
        liveOrdersOf(companyId),
        ne(orders.type, 'CANCELED'),
        lt(orders.startAt, to!),
        or(gt(orders.endAt, from!), stillOut),
        productIds
          ? sql`exists (select 1 from ${orderLines} where ${orderLines.companyId} = ${orders.companyId}
              and ${orderLines.orderId} = ${orders.id} and ${inArray(orderLines.itemId, productIds)})`
          : undefined,
      ),
    )
    .orderBy(...byStartAsc)
    .limit(INSIDE_RANGE_LIMIT);
  if (rows.length === 0) return { orders: [] };
  const ids = rows.map((r) => r.id);
  const ofProducts = <C extends typeof orderReservations.productId | typeof unitAssignments.productId>(column: C) =>
    productIds ? inArray(column, productIds) : undefined;
  const [summaries, holds, units] = await Promise.all([
    orderSummaries(ctx.db, companyId, rows, ctx.now),
    ctx.db
      .select({
        orderId: orderReservations.orderId,
        productId: orderReservations.productId,
        quantity: orderReservations.quantity,
        start: lowerMs(orderReservations.period),
        end: upperMs(orderReservations.period),
        departedAt: orderReservations.departedAt,
        returnedAt: orderReservations.returnedAt,
      })
      .from(orderReservations)
      .where(
        and(
          eq(orderReservations.companyId, companyId),
          inArray(orderReservations.orderId, ids),
          ofProducts(orderReservations.productId),
        ),
      )
      .orderBy(asc(orderReservations.productId)),
    ctx.db
      .select({
        orderId: unitAssignments.orderId,
        subProductId: unitAssignments.subProductId,
        productId: unitAssignments.productId,
        qrCodeValue: subProducts.qrCodeValue,
        start: lowerMs(unitAssignments.period),
        end: upperMs(unitAssignments.period),
        status: unitAssignments.status,
      })
      .from(unitAssignments)
      .innerJoin(
        subProducts,
        and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
      )
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          inArray(unitAssignments.orderId, ids),
          ofProducts(unitAssignments.productId),
        ),
      )
      .orderBy(asc(subProducts.qrCodeValue)),
  ]);
  const holdsOf = groupByOrder(holds);
  const unitsOf = groupByOrder(units);
  return {
    orders: summaries.map((summary) => ({
      ...summary,
      holds: (holdsOf.get(summary.id) ?? []).map((h) => ({
        productId: h.productId,
        quantity: h.quantity,
        start: isoOfMs(h.start),
        end: isoOfMs(h.end),
        departedAt: iso(h.departedAt),
        returnedAt: iso(h.returnedAt),
      })),
      units: (unitsOf.get(summary.id) ?? []).map((u) => ({
        subProductId: u.subProductId,
        productId: u.productId,
        qrCodeValue: u.qrCodeValue,
        start: isoOfMs(u.start),
        end: isoOfMs(u.end),
        status: u.status,
      })),
    })),
  };
}
