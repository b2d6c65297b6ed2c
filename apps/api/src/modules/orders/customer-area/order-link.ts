import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { findCustomer } from '../../customers/index.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orders } from '../tables.ts';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The customer's own link to an order, as mails give it: `?token=` is the order's link key. */
export function customerOrderLink(publicUrl: string, slug: string, order: { id: string; linkKey: string }) {
  return `${publicUrl}/your-order/${encodeURIComponent(slug)}/${order.id}?token=${order.linkKey}`;
}

/**
 * The order a customer-area call names, when the caller may act on it: it holds the order's link token (from the
 * mailed link), or is the marketplace customer the order was booked for. Anything else answers the 404 of an order
 * that does not exist, so that an id tells nothing to who lacks its link.
 */
export async function customerOrder(ctx: Ctx, orderId: string, token: string | undefined): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .limit(1);
  if (order && (await mayAct(ctx, order, token))) return order;
  throw notFound('order', orderId);
}

async function mayAct(ctx: Ctx, order: OrderRow, token: string | undefined) {
  if (token && sameSecret(token, order.linkKey)) return true;
  if (ctx.actor.kind !== 'rentalPlaceUser' || !order.customerId) return false;
  const customer = await findCustomer(ctx.db, order.companyId, order.customerId);
  return !!customer?.rentalPlaceUserId && customer.rentalPlaceUserId === ctx.actor.rentalPlaceUserId;
}
