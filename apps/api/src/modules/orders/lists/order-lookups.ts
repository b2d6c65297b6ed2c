import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import {
  packsView as packs,
  productsView as products,
  servicesView as services,
  subProductsView as subProducts,
} from '../../catalogue/index.ts';
import { orderSummaries } from '../details/read-order.ts';
import { orders, unitAssignments } from '../tables.ts';
import { byStartDesc, liveOrdersOf, withItem } from './order-filters.ts';

/** Lists by item or unit answer the most recent orders, up to this many. */
export const LOOKUP_LIMIT = 500;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A product, pack or service of the company (deleted ones too: their orders remain); 404 otherwise. */
async function itemOr404(ctx: Ctx, companyId: string, itemId: string) {
  const found = await ctx.db.execute(
    sql`select 1 from ${products} where ${products.companyId} = ${companyId} and ${products.id} = ${itemId}
        union all select 1 from ${packs} where ${packs.companyId} = ${companyId} and ${packs.id} = ${itemId}
        union all select 1 from ${services} where ${services.companyId} = ${companyId} and ${services.id} = ${itemId}
        limit 1`,
  );
  if (found.rows.length === 0) throw notFound('item', itemId);
}

/** GET /order/byItemId/{itemId}: orders with a line of this product, pack or service, latest start first. */
export async function ordersOfItem(ctx: StaffCtx, itemId: string) {
  const companyId = ctx.companyId;
  await itemOr404(ctx, companyId, itemId);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(liveOrdersOf(companyId), withItem(itemId)))
    .orderBy(...byStartDesc)
    .limit(LOOKUP_LIMIT);
  return orderSummaries(ctx.db, companyId, rows, ctx.now);
}

/** GET /order/get-by-subproduct/{subProductId}: the orders a unit was given to, newest first, with its state. */
export async function ordersOfUnit(ctx: StaffCtx, subProductId: string) {
  const companyId = ctx.companyId;
  const [unit] = await ctx.db
    .select({ id: subProducts.id })
    .from(subProducts)
    .where(and(eq(subProducts.companyId, companyId), eq(subProducts.id, subProductId)));
  if (!unit) throw notFound('unit', subProductId);
  const assignments = await ctx.db
    .select()
    .from(unitAssignments)
    .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.subProductId, subProductId)))
    .orderBy(desc(unitAssignments.assignedAt))
    .limit(LOOKUP_LIMIT);
  if (assignments.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        liveOrdersOf(companyId),
        inArray(
          orders.id,
          assignments.map((a) => a.orderId),
        ),
      ),
    )
    .orderBy(...byStartDesc);
  const summaries = await orderSummaries(ctx.db, companyId, rows, ctx.now);
  return summaries.map((summary) => {
    const a = assignments.find((x) => x.orderId === summary.id)!;
    return {
      ...summary,
      unit: {
        status: a.status,
        assignedAt: a.assignedAt.toISOString(),
        departedAt: iso(a.departedAt),
        returnedAt: iso(a.returnedAt),
      },
    };
  });
}
