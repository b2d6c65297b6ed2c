import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { productsView as products, subProductsView as subProducts } from '../../catalogue/index.ts';
import { orderReservations, orders, unitAssignments } from '../tables.ts';

async function productNameOf(db: Db, companyId: string, productId: string) {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  return row?.name ?? '';
}

export interface UnitPick {
  subProductId: string;
  /** Where the request named it, for a 400 that points at the right field. */
  field: string;
}

/** Another order that has this unit over the period, or still out: its number and the assignment's status. */
export async function otherOrderHolding(db: Db, companyId: string, orderId: string, unitId: string, period: string) {
  const [row] = await db
    .select({ number: orders.number, status: unitAssignments.status })
    .from(unitAssignments)
    .innerJoin(orders, and(eq(orders.companyId, unitAssignments.companyId), eq(orders.id, unitAssignments.orderId)))
    .where(
      and(
        eq(unitAssignments.companyId, companyId),
        eq(unitAssignments.subProductId, unitId),
        ne(unitAssignments.orderId, orderId),
        sql`(${unitAssignments.period} && ${period}::tstzrange or (${unitAssignments.status} = 'USED' and ${unitAssignments.returnedAt} is null))`,
      ),
    )
    .limit(1);
  return row;
}

/** 409 for a unit another order has: `unitOut` when it is still out with it, `unitTaken` otherwise. */
export function unitBusy(unit: { id: string; qrCodeValue: string }, other: { number: number; status: string }) {
  const out = other.status === 'USED';
  return conflict(
    out ? 'unitOut' : 'unitTaken',
    out
      ? `Unit ${unit.qrCodeValue} is still out with order #${other.number}`
      : `Unit ${unit.qrCodeValue} is already given to order #${other.number} over this period`,
    { subProductId: unit.id, qrCodeValue: unit.qrCodeValue, orderNumber: other.number },
  );
}

/**
 * Gives units to an order: each goes to a hold of its product that still has room, over that hold's period. A unit
 * already with another order over the period, or still out, is refused with 409 naming that order; the exclusion
 * constraint refuses what a concurrent request would slip in. `depart`: the units leave now (status USED).
 */
export async function assignUnits(
  db: Db,
  companyId: string,
  orderId: string,
  picks: UnitPick[],
  now: Date,
  depart: boolean,
) {
  if (picks.length === 0) return [];
  const seen = new Set<string>();
  for (const p of picks) {
    if (seen.has(p.subProductId))
      throw badRequest(p.field, `Unit ${p.subProductId} is given twice`, {
        reason: 'unitNamedTwice',
        subProductId: p.subProductId,
      });
    seen.add(p.subProductId);
  }
  const units = await db
    .select()
    .from(subProducts)
    .where(
      and(
        eq(subProducts.companyId, companyId),
        inArray(
          subProducts.id,
          picks.map((p) => p.subProductId),
        ),
        isNull(subProducts.deletedAt),
      ),
    );
  const holds = await db
    .select()
    .from(orderReservations)
    .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.orderId, orderId)));
  const assigned = await db
    .select({ reservationId: unitAssignments.reservationId, subProductId: unitAssignments.subProductId })
    .from(unitAssignments)
    .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)));
  const room = new Map(holds.map((h) => [h.id, h.quantity - assigned.filter((a) => a.reservationId === h.id).length]));
  const rows = [];
  for (const pick of picks) {
    const unit = units.find((u) => u.id === pick.subProductId);
    if (!unit)
      throw badRequest(pick.field, `${pick.subProductId} is not a unit of this shop`, {
        reason: 'unknownUnit',
        subProductId: pick.subProductId,
      });
    if (!unit.inService)
      throw conflict('unitOutOfService', `Unit ${unit.qrCodeValue} is out of service`, {
        subProductId: unit.id,
        qrCodeValue: unit.qrCodeValue,
      });
    if (assigned.some((a) => a.subProductId === unit.id)) continue;
    const hold = holds.find((h) => h.productId === unit.productId && !h.returnedAt && (room.get(h.id) ?? 0) > 0);
    if (!hold) {
      const ofProduct = holds.some((h) => h.productId === unit.productId);
      const productName = await productNameOf(db, companyId, unit.productId);
      throw badRequest(
        pick.field,
        ofProduct
          ? `The order already has every unit of this product it books (${unit.qrCodeValue} is one too many)`
          : `Unit ${unit.qrCodeValue} is not of a product this order books`,
        { reason: ofProduct ? 'unitTooMany' : 'unitNotInOrder', qrCodeValue: unit.qrCodeValue, productName },
      );
    }
    const other = await otherOrderHolding(db, companyId, orderId, unit.id, hold.period);
    if (other) throw unitBusy(unit, other);
    room.set(hold.id, (room.get(hold.id) ?? 0) - 1);
    rows.push({
      companyId,
      id: newId(now.getTime()),
      orderId,
      reservationId: hold.id,
      productId: unit.productId,
      subProductId: unit.id,
      period: hold.period,
      status: depart ? ('USED' as const) : ('WAITING' as const),
      assignedAt: now,
      departedAt: depart ? now : null,
    });
  }
  if (rows.length > 0) await db.insert(unitAssignments).values(rows);
  return rows;
}
