import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { lockProducts, type ProductStock, productStocks } from '../../availability/index.ts';
import { actorIdOf, addHistoryEvent } from '../../catalogue/index.ts';
import { type HoldWithBounds, holdsWithBounds, periodAfterReturn } from '../booking/hold-periods.ts';
import { orderOr404 } from '../details/read-order.ts';
import { orderReservations, unitAssignments } from '../tables.ts';
import { onStockFreed } from '../waiting-list/stock-freed.ts';
import { auditOrder, invalidTransition, requireConfirmed, setOrder } from './order-state.ts';
import { resolveUnits, type UnitRefs } from './unit-refs.ts';

export interface ReturnInput extends UnitRefs {
  /** Quantity products: how many came back. */
  quantities?: { productId: string; quantity: number }[];
  /** Answers of the return state survey, by unit id. */
  stateAnswers?: Record<string, Record<string, unknown>>;
}

type Assignment = typeof unitAssignments.$inferSelect;
/** Per hold: how many of its quantity came back, and which of its units. */
type ReturnPlan = Map<string, { count: number; units: Assignment[] }>;

const addTo = (plan: ReturnPlan, holdId: string, count: number, unit?: Assignment) => {
  const entry = plan.get(holdId) ?? { count: 0, units: [] };
  entry.count += count;
  if (unit) entry.units.push(unit);
  plan.set(holdId, entry);
};

/** Which holds the named units and quantities come back from; 400 names the first unit or quantity not out. */
async function plannedReturn(
  db: Db,
  companyId: string,
  input: ReturnInput,
  holds: HoldWithBounds[],
  out: Assignment[],
  stocks: Map<string, ProductStock>,
): Promise<ReturnPlan> {
  const plan: ReturnPlan = new Map();
  const units = await resolveUnits(db, companyId, input);
  for (const unit of units) {
    const assignment = out.find((a) => a.subProductId === unit.id);
    if (!assignment) throw badRequest(unit.field, `Unit ${unit.qrCodeValue} is not out with this order`);
    addTo(plan, assignment.reservationId, 1, assignment);
  }
  for (const key of Object.keys(input.stateAnswers ?? {})) {
    if (!units.some((u) => u.id === key)) {
      throw badRequest(`stateAnswers.${key}`, 'State answers are only taken for a unit returned by this call');
    }
  }
  for (const [i, { productId, quantity }] of (input.quantities ?? []).entries()) {
    const ofProduct = holds.filter((h) => h.productId === productId);
    if (ofProduct.length === 0) {
      throw badRequest(`quantities[${i}].productId`, `Product ${productId} is not out with this order`);
    }
    if (stocks.get(productId)?.stockMode === 'SERIALIZED') {
      throw badRequest(`quantities[${i}].productId`, `Name the units of ${stocks.get(productId)?.name} that came back`);
    }
    let left = quantity;
    for (const hold of ofProduct) {
      const take = Math.min(left, hold.quantity - (plan.get(hold.id)?.count ?? 0));
      if (take > 0) addTo(plan, hold.id, take);
      left -= take;
    }
    if (left > 0) {
      const outCount = ofProduct.reduce((sum, h) => sum + h.quantity, 0);
      throw badRequest(`quantities[${i}].quantity`, `Only ${outCount} of this product are out with this order`);
    }
  }
  if (plan.size === 0) throw badRequest('subProductIds', 'Name the units or the quantities that came back');
  return plan;
}

function everythingBack(holds: HoldWithBounds[], out: Assignment[]): ReturnPlan {
  const plan: ReturnPlan = new Map();
  for (const hold of holds) {
    plan.set(hold.id, { count: hold.quantity, units: out.filter((a) => a.reservationId === hold.id) });
  }
  return plan;
}

/**
 * Units and quantities come back (IN_PROGRESS; `everything`: the whole order, IN_PROGRESS → ENDED). A hold returned
 * in part is split: it keeps what is still out, a new returned hold takes the rest with the returned units. A
 * returned hold's period ends at the return plus the turnaround when earlier than planned. Once everything is back
 * the order is ENDED.
 */
export async function returnProducts(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  input: ReturnInput,
  options: { everything: boolean; verb: string; auditData?: Record<string, unknown> },
) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'take units back');
    if (order.status !== 'IN_PROGRESS') {
      if (options.everything) throw invalidTransition(order.status, 'ENDED');
      throw conflict('notOut', `Order #${order.number} has no units out (it is ${order.status})`, {
        status: order.status,
      });
    }
    const holds = await holdsWithBounds(tx.db, companyId, orderId, true);
    const productIds = [...new Set(holds.map((h) => h.productId))];
    await lockProducts(tx.db, companyId, productIds);
    const stocks = new Map((await productStocks(tx.db, companyId, productIds)).map((s) => [s.id, s]));
    const out = await tx.db
      .select()
      .from(unitAssignments)
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          eq(unitAssignments.orderId, orderId),
          eq(unitAssignments.status, 'USED'),
        ),
      );
    const plan = options.everything
      ? everythingBack(holds, out)
      : await plannedReturn(tx.db, companyId, input, holds, out, stocks);
    const now = tx.now.getTime();
    const freed = new Set<string>();
    const returnedUnits: Assignment[] = [];
    for (const hold of holds) {
      const back = plan.get(hold.id);
      if (!back || back.count === 0) continue;
      const after = periodAfterReturn(hold, now, stocks.get(hold.productId)?.bufferAfterMs ?? 0);
      if (after.shortened) freed.add(hold.productId);
      let returnedHoldId = hold.id;
      if (back.count === hold.quantity) {
        await tx.db
          .update(orderReservations)
          .set({ returnedAt: tx.now, period: after.literal })
          .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.id, hold.id)));
      } else {
        returnedHoldId = newId(now);
        await tx.db
          .update(orderReservations)
          .set({ quantity: hold.quantity - back.count })
          .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.id, hold.id)));
        await tx.db.insert(orderReservations).values({
          companyId,
          id: returnedHoldId,
          orderId,
          lineId: hold.lineId,
          productId: hold.productId,
          quantity: back.count,
          period: after.literal,
          departedAt: hold.departedAt,
          returnedAt: tx.now,
        });
      }
      for (const unit of back.units) {
        await tx.db
          .update(unitAssignments)
          .set({
            status: 'ENDED',
            returnedAt: tx.now,
            reservationId: returnedHoldId,
            period: after.literal,
            stateAnswers: input.stateAnswers?.[unit.subProductId] ?? null,
          })
          .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.id, unit.id)));
        returnedUnits.push(unit);
      }
    }
    const late = now > order.endAt.getTime();
    await addHistoryEvent(
      tx.db,
      returnedUnits.map((u) => ({
        companyId,
        productId: u.productId,
        subProductId: u.subProductId,
        kind: 'return',
        data: { orderId, orderNumber: order.number, late, stateAnswers: input.stateAnswers?.[u.subProductId] ?? null },
        actorId: actorIdOf(tx),
        at: tx.now,
      })),
    );
    const ended = holds.every((h) => (plan.get(h.id)?.count ?? 0) === h.quantity);
    await setOrder(tx, order, ended ? { status: 'ENDED', endedAt: tx.now } : {});
    await auditOrder(tx, order, options.verb, 'IN_PROGRESS', ended ? 'ENDED' : 'IN_PROGRESS', {
      ...options.auditData,
      units: returnedUnits.map((u) => u.subProductId),
      quantities: holds
        .filter((h) => plan.get(h.id) && stocks.get(h.productId)?.stockMode !== 'SERIALIZED')
        .map((h) => ({ productId: h.productId, quantity: plan.get(h.id)?.count ?? 0 })),
      late,
    });
    if (freed.size > 0) await onStockFreed(tx, companyId, [...freed]);
    return orderId;
  });
}
