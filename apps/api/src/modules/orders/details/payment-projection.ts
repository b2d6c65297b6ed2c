import type { Db } from '../../../platform/db/pool.ts';
import { namedStatement } from '../../../platform/db/prepared.ts';
import { notFound } from '../../../platform/errors.ts';
import type { OrderRow } from './read-order.ts';

/** What the payment ledger needs of an order it writes on: its customer and the total its balance is measured by. */
export type PayableOrder = Pick<OrderRow, 'companyId' | 'id' | 'customerId' | 'totalTtcCents'>;

const lockPayable = namedStatement<PayableOrder>(
  'orders_lock_payable',
  `select company_id as "companyId", id, customer_id as "customerId", total_ttc_cents as "totalTtcCents"
   from orders where company_id = $1 and id = any($2::uuid[]) and deleted_at is null
   order by id for update`,
);

/**
 * Locks live orders for the ledger's writes, in one statement and in the order of their ids (so that two writers of
 * the same orders cannot wait on each other) until the end of the transaction; 404 names the first id not found.
 */
export async function lockPayableOrders(db: Db, companyId: string, ids: readonly string[]) {
  const rows = await lockPayable(db, [companyId, ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) if (!byId.has(id)) throw notFound('order', id);
  return byId;
}

const storePayment = namedStatement(
  'orders_store_payment',
  'update orders set paid_cents = $3, payment_status = $4 where company_id = $1 and id = $2',
);

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
  await storePayment(db, [companyId, orderId, paid.paidCents, paid.paymentStatus]);
}
