import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';
import { unitAssignments } from '../tables.ts';
import { otherOrderHolding, unitBusy } from './assign-units.ts';

export type KeptUnit = Awaited<ReturnType<typeof unitsOfOrder>>[number];

/** The units given to an order, with their QR values, before its holds are rewritten. */
export function unitsOfOrder(db: Db, companyId: string, orderId: string) {
  return db
    .select({ a: unitAssignments, qrCodeValue: subProducts.qrCodeValue })
    .from(unitAssignments)
    .innerJoin(
      subProducts,
      and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
    )
    .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)));
}

/**
 * Gives the order back the units it had, over its new holds: a unit whose product is still booked keeps its status,
 * now over the new period (409 naming the order that has it then); a waiting unit of a product no longer booked is
 * dropped, a unit that is out cannot be (400).
 */
export async function keepUnits(
  db: Db,
  companyId: string,
  orderId: string,
  holds: { id: string; productId: string; quantity: number; period: string }[],
  units: KeptUnit[],
) {
  const room = new Map(holds.map((h) => [h.id, h.quantity]));
  const rows = [];
  const outFirst = [...units].sort((x, y) => Number(y.a.status === 'USED') - Number(x.a.status === 'USED'));
  for (const { a, qrCodeValue } of outFirst) {
    const hold = holds.find((h) => h.productId === a.productId && (room.get(h.id) ?? 0) > 0);
    if (!hold) {
      if (a.status === 'USED') {
        throw badRequest('products', `Unit ${qrCodeValue} is out with this order: take it back before removing it`, {
          subProductId: a.subProductId,
        });
      }
      continue;
    }
    const other = await otherOrderHolding(db, companyId, orderId, a.subProductId, hold.period);
    if (other) throw unitBusy({ id: a.subProductId, qrCodeValue }, other);
    room.set(hold.id, (room.get(hold.id) ?? 0) - 1);
    rows.push({ ...a, reservationId: hold.id, period: hold.period });
  }
  if (rows.length > 0) await db.insert(unitAssignments).values(rows);
  return rows;
}
