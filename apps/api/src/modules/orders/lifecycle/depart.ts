import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { lockProducts, productStocks } from '../../availability/index.ts';
import { actorIdOf, addHistoryEvent, subProductsView as subProducts } from '../../catalogue/index.ts';
import { holdsOfOrders } from '../booking/holds.ts';
import { orderOr404 } from '../details/read-order.ts';
import { orderReservations, unitAssignments } from '../tables.ts';
import { assignUnits, otherOrderHolding, unitBusy } from './assign-units.ts';
import { auditOrder, invalidTransition, requireConfirmed, setOrder } from './order-state.ts';
import { resolveUnits, type UnitRefs } from './unit-refs.ts';

/** 400 naming `subProductIds` when a serialised product of the order still lacks units. */
async function requireEveryUnit(db: Db, companyId: string, orderId: string) {
  const holds = (await holdsOfOrders(db, companyId, [orderId])).filter((h) => !h.returnedAt);
  const stocks = await productStocks(
    db,
    companyId,
    holds.map((h) => h.productId),
  );
  const assigned = await db
    .select({ productId: unitAssignments.productId })
    .from(unitAssignments)
    .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)));
  const missing = stocks
    .filter((s) => s.stockMode === 'SERIALIZED')
    .map((s) => {
      const booked = holds.filter((h) => h.productId === s.id).reduce((sum, h) => sum + h.quantity, 0);
      const given = assigned.filter((a) => a.productId === s.id).length;
      return { productId: s.id, name: s.name, booked, missing: booked - given };
    })
    .filter((m) => m.missing > 0);
  if (missing.length > 0) {
    const names = missing.map((m) => `${m.name} (${m.missing} of ${m.booked})`).join(', ');
    throw badRequest('subProductIds', `Units are still to be given for: ${names}`, { reason: 'unitsMissing', missing });
  }
}

/** A unit given in advance may still be out with an earlier order that is late: 409 naming that order. */
async function requireWaitingUnitsBack(db: Db, companyId: string, orderId: string) {
  const waiting = await db
    .select({ id: subProducts.id, qrCodeValue: subProducts.qrCodeValue, period: unitAssignments.period })
    .from(unitAssignments)
    .innerJoin(
      subProducts,
      and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
    )
    .where(
      and(
        eq(unitAssignments.companyId, companyId),
        eq(unitAssignments.orderId, orderId),
        eq(unitAssignments.status, 'WAITING'),
      ),
    );
  for (const unit of waiting) {
    const other = await otherOrderHolding(db, companyId, orderId, unit.id, unit.period);
    if (other) throw unitBusy(unit, other);
  }
}

/**
 * The order leaves (TO_COME → IN_PROGRESS): the units named are given to it now, the units it already had go out
 * with them, and every unit of a serialised product it books must then be given (quantity products need none).
 */
export async function departOrder(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  refs: UnitRefs,
  verb: string,
  auditData: Record<string, unknown> = {},
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'hand out its units');
    if (order.status !== 'TO_COME') throw invalidTransition(order.status, 'IN_PROGRESS');
    const holds = await holdsOfOrders(tx.db, companyId, [orderId]);
    await lockProducts(
      tx.db,
      companyId,
      holds.map((h) => h.productId),
    );
    const units = await resolveUnits(tx.db, companyId, refs);
    await requireWaitingUnitsBack(tx.db, companyId, orderId);
    await assignUnits(
      tx.db,
      companyId,
      orderId,
      units.map((u) => ({ subProductId: u.id, field: u.field })),
      tx.now,
      true,
    );
    await tx.db
      .update(unitAssignments)
      .set({ status: 'USED', departedAt: tx.now })
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          eq(unitAssignments.orderId, orderId),
          eq(unitAssignments.status, 'WAITING'),
        ),
      );
    await requireEveryUnit(tx.db, companyId, orderId);
    await tx.db
      .update(orderReservations)
      .set({ departedAt: tx.now })
      .where(
        and(
          eq(orderReservations.companyId, companyId),
          eq(orderReservations.orderId, orderId),
          isNull(orderReservations.departedAt),
        ),
      );
    await setOrder(tx, order, { status: 'IN_PROGRESS', departedAt: tx.now });
    const out = await tx.db
      .select({ productId: unitAssignments.productId, subProductId: unitAssignments.subProductId })
      .from(unitAssignments)
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          eq(unitAssignments.orderId, orderId),
          isNotNull(unitAssignments.departedAt),
        ),
      );
    await addHistoryEvent(
      tx.db,
      out.map((u) => ({
        companyId,
        productId: u.productId,
        subProductId: u.subProductId,
        kind: 'departure',
        data: { orderId, orderNumber: order.number },
        actorId: actorIdOf(tx),
        at: tx.now,
      })),
    );
    await auditOrder(tx, order, verb, 'TO_COME', 'IN_PROGRESS', {
      ...auditData,
      units: out.map((u) => u.subProductId),
    });
    return orderId;
  });
}

/** Undoes a departure (IN_PROGRESS → TO_COME): the units are back with the shop, still given to the order. */
export async function undoDeparture(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  verb: string,
  auditData: Record<string, unknown> = {},
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'undo its departure');
    if (order.status !== 'IN_PROGRESS') throw invalidTransition(order.status, 'TO_COME');
    const holds = await holdsOfOrders(tx.db, companyId, [orderId]);
    if (holds.some((h) => h.returnedAt)) {
      throw conflict('partlyReturned', `Some units of order #${order.number} are already back: end it instead`);
    }
    await lockProducts(
      tx.db,
      companyId,
      holds.map((h) => h.productId),
    );
    await tx.db
      .update(unitAssignments)
      .set({ status: 'WAITING', departedAt: null })
      .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, orderId)));
    await tx.db
      .update(orderReservations)
      .set({ departedAt: null })
      .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.orderId, orderId)));
    await setOrder(tx, order, { status: 'TO_COME', departedAt: null });
    await auditOrder(tx, order, verb, 'IN_PROGRESS', 'TO_COME', auditData);
    return orderId;
  });
}
