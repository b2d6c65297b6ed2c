import { fromCents } from '@hirebase/shared';
import { startOfDay } from '@hirebase/shared/zone';
import { and, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../../platform/db/pool.ts';
import { notFound } from '../../../platform/errors.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { findCustomer } from '../../customers/index.ts';
import { orderSummaries } from '../details/read-order.ts';
import { orders } from '../tables.ts';
import type { CustomerOrdersQuery } from './list-schemas.ts';
import { byStartAsc, byStartDesc, liveOrdersOf, pageOfOrders } from './order-filters.ts';

export async function customerOr404(db: Db, companyId: string, customerId: string) {
  const customer = await findCustomer(db, companyId, customerId);
  if (!customer) throw notFound('customer', customerId);
  return customer;
}

/** [first instant of the year, first instant of the next) in the company zone. */
function yearBounds(year: number, timeZone: string) {
  return {
    from: new Date(startOfDay(`${year}-01-01`, timeZone)),
    to: new Date(startOfDay(`${year + 1}-01-01`, timeZone)),
  };
}

const ofCustomer = (companyId: string, customerId: string) =>
  and(liveOrdersOf(companyId), eq(orders.customerId, customerId));

/** GET /order/pendingOrdersByCustomer/{customerId}: orders to come or in progress, not cancelled, soonest first. */
export async function pendingOrdersOf(ctx: StaffCtx, customerId: string) {
  const companyId = ctx.companyId;
  await customerOr404(ctx.db, companyId, customerId);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        ofCustomer(companyId, customerId),
        inArray(orders.status, ['TO_COME', 'IN_PROGRESS']),
        ne(orders.type, 'CANCELED'),
      ),
    )
    .orderBy(...byStartAsc)
    .limit(500);
  return orderSummaries(ctx.db, companyId, rows, ctx.now);
}

/** GET /order/listOrdersByCustomerIdPaginated: a customer's orders (starting in `year` when given), latest first. */
export async function customerOrdersPage(ctx: StaffCtx, q: Static<typeof CustomerOrdersQuery>) {
  const companyId = ctx.companyId;
  await customerOr404(ctx.db, companyId, q.customerId);
  const bounds = q.year === undefined ? undefined : yearBounds(q.year, await companyTimeZone(ctx, companyId));
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { items, total } = await pageOfOrders(
    ctx.db,
    companyId,
    and(
      eq(orders.customerId, q.customerId),
      bounds ? and(gte(orders.startAt, bounds.from), lt(orders.startAt, bounds.to)) : undefined,
    ),
    byStartDesc,
    { limit, offset: (page - 1) * limit },
    ctx.now,
  );
  return { items, total, page, limit };
}

const isoInstant = (instant: SQL) =>
  sql<string | null>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /order/ordersInfoByCustomerId/{customerId}/{year}: what the customer booked that year (orders not cancelled and
 * not mere requests, by start in the company zone), how many were cancelled, the years they booked in, and what they
 * booked since their first order — one aggregate over the customer's orders.
 */
export async function customerOrdersInfo(ctx: StaffCtx, customerId: string, year: number) {
  const companyId = ctx.companyId;
  await customerOr404(ctx.db, companyId, customerId);
  const timeZone = await companyTimeZone(ctx, companyId);
  const { from, to } = yearBounds(year, timeZone);
  const booked = sql`${orders.type} <> 'CANCELED' and not ${orders.isRequest}`;
  const inYear = and(gte(orders.startAt, from), lt(orders.startAt, to));
  const bookedInYear = sql`${booked} and ${inYear}`;
  const [stats] = await ctx.db
    .select({
      count: sql<number>`count(*) filter (where ${bookedInYear})`.mapWith(Number),
      totalCents: sql<number>`coalesce(sum(${orders.totalTtcCents}) filter (where ${bookedInYear}), 0)`.mapWith(Number),
      canceledCount: sql<number>`count(*) filter (where ${orders.type} = 'CANCELED' and ${inYear})`.mapWith(Number),
      first: isoInstant(sql`min(${orders.startAt}) filter (where ${bookedInYear})`),
      last: isoInstant(sql`max(${orders.startAt}) filter (where ${bookedInYear})`),
      allCount: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
      allTotalCents: sql<number>`coalesce(sum(${orders.totalTtcCents}) filter (where ${booked}), 0)`.mapWith(Number),
      allFirst: isoInstant(sql`min(${orders.startAt}) filter (where ${booked})`),
      allLast: isoInstant(sql`max(${orders.startAt}) filter (where ${booked})`),
      years: sql<
        number[] | null
      >`array_agg(distinct extract(year from ${orders.startAt} at time zone ${timeZone})::int) filter (where ${booked})`,
    })
    .from(orders)
    .where(ofCustomer(companyId, customerId));
  return {
    count: stats.count,
    totalTTC: fromCents(stats.totalCents),
    canceledCount: stats.canceledCount,
    firstOrderAt: stats.first,
    lastOrderAt: stats.last,
    years: (stats.years ?? []).map(Number).sort((a, b) => a - b),
    allTime: {
      count: stats.allCount,
      totalTTC: fromCents(stats.allTotalCents),
      firstRentalAt: stats.allFirst,
      lastRentalAt: stats.allLast,
    },
  };
}
