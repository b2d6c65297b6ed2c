import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { findCustomer } from '../../customers/index.ts';
import { customerOrder } from '../customer-area/order-link.ts';
import { orderDetail, orderOr404, orderSummaries } from '../details/read-order.ts';
import { mailOrderCustomer } from '../lifecycle/order-mails.ts';
import { liveOrdersOf } from '../lists/order-filters.ts';
import { orderMessages, orders } from '../tables.ts';
import { pendingCancelRequest } from './customer-messages.ts';
import { addShopMessage } from './requests.ts';

const openRequest = sql`(${orders.isRequest} and ${orders.type} <> 'CANCELED')`;

const unsolvedOf = (orderColumn: SQL | typeof orders.id | typeof orderMessages.orderId) =>
  sql`${orderMessages.companyId} = ${orders.companyId} and ${orderMessages.orderId} = ${orderColumn}
      and ${orderMessages.author} = 'CUSTOMER' and ${orderMessages.solvedAt} is null`;

/** When the order last asked for the shop: the request itself, or its latest customer message not yet solved. */
const lastAsked = sql`greatest(
  case when ${openRequest} then coalesce(${orders.requestDate}, ${orders.createdAt}) end,
  (select max(${orderMessages.createdAt}) from ${orderMessages} where ${unsolvedOf(orders.id)}))`;

const messageView = (m: typeof orderMessages.$inferSelect) => ({
  id: m.id,
  author: m.author,
  kind: m.kind,
  body: m.body,
  solvedAt: m.solvedAt ? m.solvedAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});

/**
 * GET /order/requests-with-messages: the shop's inbox. Open requests and orders with customer messages not solved
 * yet, the latest asked first, each with its last message and how many customer messages wait.
 */
export async function inbox(ctx: StaffCtx, q: { page?: number; size?: number }) {
  const companyId = ctx.companyId;
  const page = q.page ?? 1;
  const limit = q.size ?? 20;
  const where = and(liveOrdersOf(companyId), sql`${lastAsked} is not null`);
  const orderBy = [desc(lastAsked), desc(orders.id)];
  const window = { limit, offset: (page - 1) * limit };
  const { rows, total } = await pageWithTotal(ctx.db, { from: orders, where, orderBy }, window);
  if (rows.length === 0) return { items: [], total, page, limit };
  const ids = rows.map((r) => r.id);
  const [summaries, lastMessages, waiting] = await Promise.all([
    orderSummaries(ctx.db, companyId, rows, ctx.now),
    ctx.db
      .selectDistinctOn([orderMessages.orderId])
      .from(orderMessages)
      .where(and(eq(orderMessages.companyId, companyId), inArray(orderMessages.orderId, ids)))
      .orderBy(orderMessages.orderId, desc(orderMessages.createdAt), desc(orderMessages.id)),
    ctx.db
      .select({ orderId: orderMessages.orderId, n: count() })
      .from(orderMessages)
      .where(
        and(
          eq(orderMessages.companyId, companyId),
          inArray(orderMessages.orderId, ids),
          eq(orderMessages.author, 'CUSTOMER'),
          isNull(orderMessages.solvedAt),
        ),
      )
      .groupBy(orderMessages.orderId),
  ]);
  const items = summaries.map((s) => {
    const last = lastMessages.find((m) => m.orderId === s.id);
    return {
      ...s,
      openRequest: s.isRequest && s.type !== 'CANCELED',
      unsolvedMessages: waiting.find((w) => w.orderId === s.id)?.n ?? 0,
      lastMessage: last ? messageView(last) : null,
    };
  });
  return { items, total, page, limit };
}

/** GET /order/count/requests-and-messages: open requests, and customer messages not solved yet. */
export async function inboxCounts(ctx: StaffCtx) {
  const companyId = ctx.companyId;
  const [[requests], [messages], [listed]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(liveOrdersOf(companyId), openRequest)),
    ctx.db
      .select({ n: count() })
      .from(orderMessages)
      .innerJoin(orders, and(eq(orders.companyId, orderMessages.companyId), eq(orders.id, orderMessages.orderId)))
      .where(and(liveOrdersOf(companyId), unsolvedOf(orderMessages.orderId))),
    ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(liveOrdersOf(companyId), sql`${lastAsked} is not null`)),
  ]);
  return { requests: requests.n, messages: messages.n, orders: listed.n };
}

/**
 * POST /order/solveOrderMessage/{orderId}: the customer's messages on the order are answered. A reply is kept on the
 * order as the shop's message and mailed to the customer.
 */
export async function solveMessages(ctx: StaffCtx, orderId: string, reply: string | undefined) {
  const companyId = ctx.companyId;
  const text = reply?.trim() || null;
  await inTransaction(ctx, async (tx) => {
    const o = await orderOr404(tx.db, companyId, orderId, true);
    const solved = await tx.db
      .update(orderMessages)
      .set({ solvedAt: tx.now })
      .where(
        and(
          eq(orderMessages.companyId, companyId),
          eq(orderMessages.orderId, o.id),
          eq(orderMessages.author, 'CUSTOMER'),
          isNull(orderMessages.solvedAt),
        ),
      )
      .returning({ id: orderMessages.id });
    if (text) {
      await addShopMessage(tx, companyId, o.id, text);
      await mailOrderCustomer(tx, o, 'orderMessageReply', text);
    }
    await audit(tx, {
      companyId,
      action: 'order.solveMessages',
      entity: 'order',
      entityId: o.id,
      data: { solved: solved.length, replied: !!text },
    });
  });
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, orderId));
}

/**
 * POST /your-order/order/cancel-request/{orderId}: the customer asks the shop to cancel, from the order's link or
 * their marketplace session, giving the order's email; anything else answers 404, as for an order that does not exist.
 */
export async function customerCancelRequest(
  ctx: Ctx,
  orderId: string,
  token: string | undefined,
  input: { email: string; message: string },
) {
  const o = await customerOrder(ctx, orderId, token);
  const customer = o.customerId ? await findCustomer(ctx.db, o.companyId, o.customerId) : undefined;
  const same = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!customer || !same(customer.email, input.email)) throw notFound('order', orderId);
  if (o.type === 'CANCELED' || o.status === 'ENDED') {
    throw conflict('orderClosed', `Order #${o.number} is already ${o.type === 'CANCELED' ? 'cancelled' : 'over'}`);
  }
  await inTransaction({ ...ctx, companyId: o.companyId }, async (tx) => {
    // the order's row is locked so that two requests sent at once make one
    await orderOr404(tx.db, o.companyId, o.id, true);
    const askedAt = await pendingCancelRequest(tx.db, o.companyId, o.id);
    if (askedAt) {
      throw conflict('cancelRequestPending', `A cancellation of order #${o.number} was already asked`, {
        askedAt: askedAt.toISOString(),
      });
    }
    await tx.db.insert(orderMessages).values({
      companyId: o.companyId,
      id: newId(tx.now.getTime()),
      orderId: o.id,
      author: 'CUSTOMER',
      kind: 'CANCEL_REQUEST',
      body: input.message.trim(),
      createdAt: tx.now,
    });
    await audit(tx, { companyId: o.companyId, action: 'order.cancelRequest', entity: 'order', entityId: o.id });
  });
  return { ok: true as const };
}
