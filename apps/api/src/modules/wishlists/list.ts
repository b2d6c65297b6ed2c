import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import {
  defineListSpec,
  type ParsedListQuery,
  paginated,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from '../../platform/query/list-query.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import { countItems } from './repository.ts';
import { MAX_WISHLISTS } from './schemas.ts';
import { wishlists as t } from './tables.ts';
import { ownerOf } from './wishlists.ts';

const DATE_OPS = ['gt', 'lt', 'gte', 'lte'] as const;

/** The filters of GET /wishlist (spec: name, createdAt, updatedAt); dates are read in UTC (a customer has no shop zone). */
export const wishlistListSpec = defineListSpec({
  paging: 'both',
  defaultLimit: 50,
  maxLimit: MAX_WISHLISTS,
  filters: {
    name: { type: 'string', ops: ['equals', 'notEquals', 'in', 'notIn', 'contains', 'regex'] },
    createdAt: { type: 'date', ops: DATE_OPS },
    updatedAt: { type: 'date', ops: DATE_OPS },
  },
  sort: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'updatedAt__desc',
});

const filterColumns = { name: t.name, createdAt: t.createdAt, updatedAt: t.updatedAt };
// Names sort as people read them, whatever their case.
const sortColumns = { ...filterColumns, name: sql`lower(${t.name})` };

/** GET /wishlist: the customer's lists with how many products each holds, last changed first. */
export async function listWishlists(ctx: Ctx, query: ParsedListQuery) {
  const where = and(eq(t.rentalPlaceUserId, ownerOf(ctx)), toDrizzleWhere(query, filterColumns));
  const orderBy = [...toDrizzleOrderBy(query, sortColumns), t.id];
  const { rows, total } = await pageWithTotal(ctx.db, { from: t, where, orderBy }, query);
  const counts = await countItems(
    ctx.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    productCount: counts.get(r.id) ?? 0,
  }));
  return paginated(items, total, query);
}
