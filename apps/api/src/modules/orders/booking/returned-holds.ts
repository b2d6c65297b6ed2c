import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import { orderReservations } from '../tables.ts';
import type { Demand } from './holds.ts';
import type { PlannedLine } from './line-plan.ts';

type ReturnedHold = { id: string; productId: string; quantity: number };

const returnedByProduct = (returned: ReturnedHold[]) => {
  const by = new Map<string, number>();
  for (const h of returned) by.set(h.productId, (by.get(h.productId) ?? 0) + h.quantity);
  return by;
};

/**
 * What an order rewritten after a partial return still has to hold: each product's demands less what already came
 * back (those units are back on the shelf). Booking fewer of a product than came back is refused (400).
 */
export function demandsLessReturned(
  demands: Demand[],
  returned: ReturnedHold[],
  products: { name: string; id: string }[],
) {
  const left = returnedByProduct(returned);
  const rest: Demand[] = [];
  for (const d of demands) {
    const back = Math.min(left.get(d.productId) ?? 0, d.quantity);
    left.set(d.productId, (left.get(d.productId) ?? 0) - back);
    if (d.quantity > back) rest.push({ ...d, quantity: d.quantity - back });
  }
  for (const [productId, quantity] of left) {
    if (quantity <= 0) continue;
    const name = products.find((p) => p.id === productId)?.name ?? productId;
    throw badRequest('products', `${quantity} × ${name} already came back: the order must keep at least those`, {
      productId,
    });
  }
  return rest;
}

/** Drops the holds of an order still to go out or out, keeping those already back (they are its history). */
export async function releaseLiveHolds(db: Db, companyId: string, orderId: string) {
  await db
    .delete(orderReservations)
    .where(
      and(
        eq(orderReservations.companyId, companyId),
        eq(orderReservations.orderId, orderId),
        isNull(orderReservations.returnedAt),
      ),
    );
}

/** Holds already back follow the new line of their product, so each line still shows what came back of it. */
export async function moveReturnedHolds(db: Db, companyId: string, returned: ReturnedHold[], lines: PlannedLine[]) {
  for (const productId of new Set(returned.map((h) => h.productId))) {
    const line = lines.find((l) => l.kind === 'product' && l.itemId === productId);
    if (!line) continue;
    const ids = returned.filter((h) => h.productId === productId).map((h) => h.id);
    await db
      .update(orderReservations)
      .set({ lineId: line.id })
      .where(and(eq(orderReservations.companyId, companyId), inArray(orderReservations.id, ids)));
  }
}
