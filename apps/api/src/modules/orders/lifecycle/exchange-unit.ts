import { and, eq, ne, sql } from 'drizzle-orm';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { lockProducts } from '../../availability/index.ts';
import {
  actorIdOf,
  addHistoryEvent,
  subProductUnavailabilitiesView as subProductUnavailabilities,
} from '../../catalogue/index.ts';
import { orderOr404 } from '../details/read-order.ts';
import { unitAssignments } from '../tables.ts';
import { otherOrderHolding, unitBusy } from './assign-units.ts';
import { auditOrder, requireConfirmed, setOrder } from './order-state.ts';
import { resolveUnitRef } from './unit-refs.ts';

/**
 * PUT /order/exchangeUnit: a unit given to the order (waiting or out) is swapped for a free unit of the same product,
 * over the same period and with the same status. 409 names the order that has the new unit.
 */
export async function exchangeUnit(ctx: Ctx, companyId: string, orderId: string, input: { from: string; to: string }) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireConfirmed(order, 'exchange a unit');
    const from = await resolveUnitRef(tx.db, companyId, input.from, 'from');
    // units are given under their product's lock: the new unit is read under it (not deleted or taken meanwhile)
    await lockProducts(tx.db, companyId, [from.productId]);
    const to = await resolveUnitRef(tx.db, companyId, input.to, 'to');
    const [assignment] = await tx.db
      .select()
      .from(unitAssignments)
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          eq(unitAssignments.orderId, orderId),
          eq(unitAssignments.subProductId, from.id),
          ne(unitAssignments.status, 'ENDED'),
        ),
      );
    if (!assignment) throw badRequest('from', `Unit ${from.qrCodeValue} is not given to this order (or is back)`);
    if (to.id === from.id) throw badRequest('to', 'Choose another unit than the one exchanged');
    if (to.productId !== from.productId) throw badRequest('to', `Unit ${to.qrCodeValue} is not of the same product`);
    if (!to.inService)
      throw conflict('unitOutOfService', `Unit ${to.qrCodeValue} is out of service`, { subProductId: to.id });
    const [mine] = await tx.db
      .select({ id: unitAssignments.id })
      .from(unitAssignments)
      .where(
        and(
          eq(unitAssignments.companyId, companyId),
          eq(unitAssignments.orderId, orderId),
          eq(unitAssignments.subProductId, to.id),
        ),
      );
    if (mine) throw badRequest('to', `Unit ${to.qrCodeValue} is already given to this order`);
    const other = await otherOrderHolding(tx.db, companyId, orderId, to.id, assignment.period);
    if (other) throw unitBusy(to, other);
    const [down] = await tx.db
      .select({ id: subProductUnavailabilities.id })
      .from(subProductUnavailabilities)
      .where(
        and(
          eq(subProductUnavailabilities.companyId, companyId),
          eq(subProductUnavailabilities.subProductId, to.id),
          eq(subProductUnavailabilities.rentalType, 'LCD'),
          sql`${subProductUnavailabilities.period} && ${assignment.period}::tstzrange`,
        ),
      )
      .limit(1);
    if (down) {
      throw conflict('unitUnavailable', `Unit ${to.qrCodeValue} is unavailable over this period`, {
        subProductId: to.id,
      });
    }
    await tx.db
      .update(unitAssignments)
      .set({ subProductId: to.id, assignedAt: tx.now })
      .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.id, assignment.id)));
    const data = { orderId, orderNumber: order.number, from: from.id, to: to.id };
    await addHistoryEvent(
      tx.db,
      [from, to].map((u) => ({
        companyId,
        productId: u.productId,
        subProductId: u.id,
        kind: 'exchange',
        data,
        actorId: actorIdOf(tx),
        at: tx.now,
      })),
    );
    await setOrder(tx, order, {});
    await auditOrder(tx, order, 'exchangeUnit', order.status, order.status, {
      from: { subProductId: from.id, qrCodeValue: from.qrCodeValue },
      to: { subProductId: to.id, qrCodeValue: to.qrCodeValue },
    });
    return orderId;
  });
}
