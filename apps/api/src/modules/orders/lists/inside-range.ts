import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { isUuid } from '../../../platform/ids.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { insideRangeAnswer } from './inside-range-answer.ts';
import type { InsideRangeQuery } from './list-schemas.ts';
import { queryRange } from './order-filters.ts';

/** The planning shows at most this many orders at once; a narrower range or fewer products show the rest. */
export const INSIDE_RANGE_LIMIT = 2000;

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
 * still out past their end, with their stock holds (periods widened by the buffers) and the units given to them,
 * first starting first. The answer is JSON text, written by the database (`insideRangeAnswer`) and sent as it is.
 */
export async function ordersInsideRange(ctx: StaffCtx, q: Static<typeof InsideRangeQuery>): Promise<string> {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const { from, to } = queryRange(q, timeZone);
  const productIds = productIdsOf(q.productIds);
  if (productIds?.length === 0) return '{"orders":[]}';
  const [{ answer }] = await insideRangeAnswer(ctx.db, [
    companyId,
    from,
    to,
    productIds ?? null,
    INSIDE_RANGE_LIMIT,
    ctx.now,
  ]);
  return answer;
}
