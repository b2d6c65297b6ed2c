import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orderMessages, orders } from '../tables.ts';

/** A customer writes this many messages at most that the shop has not answered yet: more waits for an answer. */
export const MAX_UNANSWERED_MESSAGES = 20;

/** The order's messages the shop has not marked answered yet, of the kind or author `which` says. */
const unanswered = (companyId: string, orderId: string, which: SQL) =>
  and(
    eq(orderMessages.companyId, companyId),
    eq(orderMessages.orderId, orderId),
    isNull(orderMessages.solvedAt),
    which,
  );

/** The conversation of an order with its shop, oldest first, as the customer's page shows it. */
export async function orderConversation(db: Db, companyId: string, orderId: string) {
  const rows = await db
    .select()
    .from(orderMessages)
    .where(
      and(
        eq(orderMessages.companyId, companyId),
        eq(orderMessages.orderId, orderId),
        // the note to the shop that a refund is owed is the shop's; the page says so in its cancellation
        ne(orderMessages.kind, 'REFUND_OWED'),
      ),
    )
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map((m) => ({
    id: m.id,
    author: m.author,
    kind: m.kind,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    answeredAt: m.author === 'CUSTOMER' && m.solvedAt ? m.solvedAt.toISOString() : null,
  }));
}

/** When the customer's cancellation request still waits for the shop, or null. */
export async function pendingCancelRequest(db: Db, companyId: string, orderId: string) {
  const [row] = await db
    .select({ createdAt: orderMessages.createdAt })
    .from(orderMessages)
    .where(unanswered(companyId, orderId, eq(orderMessages.kind, 'CANCEL_REQUEST')))
    .orderBy(asc(orderMessages.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * The customer writes to the shop about their order (from its link or marketplace session, checked by the caller):
 * kept on the order unanswered, so the shop's inbox counts it until the shop answers. The order's row is locked so
 * that the count of unanswered messages holds while writing. 409 once the order is over or cancelled.
 */
export async function addCustomerMessage(ctx: Ctx, found: OrderRow, body: string) {
  const companyId = found.companyId;
  return inTransaction({ ...ctx, companyId }, async (tx) => {
    const [o] = await tx.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, found.id)))
      .for('update');
    if (o.type === 'CANCELED' || o.status === 'ENDED') {
      throw conflict('orderClosed', `Order #${o.number} is already ${o.type === 'CANCELED' ? 'cancelled' : 'over'}`);
    }
    const [waiting] = await tx.db
      .select({ n: count() })
      .from(orderMessages)
      .where(unanswered(companyId, o.id, eq(orderMessages.author, 'CUSTOMER')));
    if (waiting.n >= MAX_UNANSWERED_MESSAGES) {
      throw conflict('tooManyMessages', `At most ${MAX_UNANSWERED_MESSAGES} messages wait for the shop's answer`, {
        max: MAX_UNANSWERED_MESSAGES,
      });
    }
    const id = newId(tx.now.getTime());
    await tx.db.insert(orderMessages).values({
      companyId,
      id,
      orderId: o.id,
      author: 'CUSTOMER',
      kind: 'MESSAGE',
      body: body.trim(),
      createdAt: tx.now,
    });
    await audit(tx, { companyId, action: 'order.customerMessage', entity: 'order', entityId: o.id });
    return id;
  });
}
