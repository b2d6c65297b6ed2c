import { and, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Ctx } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { CREATED_FROM } from '../schemas.ts';
import { orders } from '../tables.ts';
import type { OrderRangeFilters, OrderRangeQuery } from './list-schemas.ts';
import {
  byStartAsc,
  listOf,
  ORDER_STATES,
  ofCustomersMatching,
  overlapping,
  pageOfOrders,
  queryRange,
  startingWithin,
  statesCondition,
  withLineNamed,
} from './order-filters.ts';

type Filters = Static<typeof OrderRangeFilters>;

const clean = (text: string | undefined) => text?.replaceAll('\u0000', '').trim() || undefined;

/** The conditions of GET /order/list and /order/listCsv, read in the company zone. */
export function rangeListCondition(ctx: Ctx, q: Filters, timeZone: string) {
  const { from, to } = queryRange(q, timeZone);
  const states = listOf('state', q.state, ORDER_STATES);
  const createdFrom = listOf('createFromStatus', q.createFromStatus, CREATED_FROM);
  const paymentStatuses = (q.paymentStatus ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const customer = clean(q.searchCustomer);
  const product = clean(q.searchProducts);
  // No state document is generated yet: every order is TO_GENERATE. Shops have no custom (personal) statuses, and
  // payments are not attached to orders yet (withPaymentV2): those two parameters are accepted and change nothing.
  const noDocument = q.documentStatus && q.documentStatus !== 'TO_GENERATE' ? sql`false` : undefined;
  return and(
    q.startsInRange ? startingWithin(from, to) : overlapping(from, to),
    statesCondition(states, ctx.now, timeZone),
    createdFrom.length ? inArray(orders.createdFrom, createdFrom) : undefined,
    paymentStatuses.length ? inArray(orders.paymentStatus, paymentStatuses) : undefined,
    customer ? ofCustomersMatching(customer) : undefined,
    product ? withLineNamed(product) : undefined,
    noDocument,
  );
}

/** GET /order/list: orders overlapping a date range, with searches and states, by page. */
export async function listOrdersInRange(ctx: StaffCtx, q: Static<typeof OrderRangeQuery>) {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const where = rangeListCondition(ctx, q, timeZone);
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { items, total } = await pageOfOrders(
    ctx.db,
    companyId,
    where,
    byStartAsc,
    { limit, offset: (page - 1) * limit },
    ctx.now,
  );
  return { items, total, page, limit };
}
