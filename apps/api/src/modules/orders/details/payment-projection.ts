import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { orders } from '../tables.ts';

/**
 * Stores what the payment ledger says an order has been paid and its payment state, for lists and filters. Only the
 * ledger calls this, in the transaction of the rows it adds, with the totals it recomputed from all of them.
 */
export async function storeOrderPayment(
  db: Db,
  companyId: string,
  orderId: string,
  paid: { paidCents: number; paymentStatus: string },
) {
  await db
    .update(orders)
    .set({ paidCents: paid.paidCents, paymentStatus: paid.paymentStatus })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
}
