import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { companyTimeZone } from '../../companies/index.ts';
import type { OrderInsurance } from '../../insurance/index.ts';
import { claimPromoUse, releasePromoUses } from '../../pricing/index.ts';
import { type OrderRow, orderOr404 } from '../details/read-order.ts';
import { assignUnits } from '../lifecycle/assign-units.ts';
import { keepUnits, unitsOfOrder } from '../lifecycle/keep-units.ts';
import { auditOrder, stateOf } from '../lifecycle/order-state.ts';
import { orderLines, orderReservations, orders } from '../tables.ts';
import { onStockFreed } from '../waiting-list/stock-freed.ts';
import {
  checkOpening,
  customerOf,
  deliveryOf,
  holdsStock,
  lineRows,
  type OrderInput,
  orderPeriod,
  orderTotals,
  pricedFields,
  pricePlan,
} from './create-order.ts';
import { holdStock, holdsOfOrders } from './holds.ts';
import { insuranceOfPlan } from './insurance-of-order.ts';
import { planLines } from './line-plan.ts';
import { lockOrderNeedsAndCheck } from './order-needs.ts';
import { demandsLessReturned, moveReturnedHolds, releaseLiveHolds } from './returned-holds.ts';

function requireEditable(o: OrderRow, end: number, now: number) {
  const state = stateOf(o);
  if (state === 'CANCELED' || state === 'ENDED') {
    throw conflict('notEditable', `Order #${o.number} is ${state}: it can no longer be changed`, { state });
  }
  if (state === 'IN_PROGRESS' && end <= now) {
    throw badRequest('endDate', 'The units are out: the rental cannot end before now');
  }
}

const sum = (rows: { productId: string; quantity: number }[]) => {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.productId, (by.get(r.productId) ?? 0) + r.quantity);
  return by;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A repriced insurance keeps the policy the insurer registered for the order. */
const keptPolicy = (insurance: OrderInsurance | null, current: OrderRow) =>
  insurance && current.insurance?.policyId ? { ...insurance, policyId: current.insurance.policyId } : insurance;

/**
 * PUT /order/updateOrder: replaces the dates, lines, customer, discount, promo code, delivery and notes of an order,
 * in one transaction. Its holds are rewritten under the products' locks (its own holds do not count against it), its
 * units kept over the new period, and it is priced again. Refused for ended and cancelled orders; an order that is
 * out keeps its departure and cannot end before now.
 */
export async function updateOrder(
  ctx: Ctx,
  companyId: string,
  orderId: string,
  input: OrderInput,
  /** `atCounter`: staff move it while the customer is there; opening hours do not apply. */
  { atCounter = false }: { atCounter?: boolean } = {},
) {
  const current = await orderOr404(ctx.db, companyId, orderId);
  const timeZone = await companyTimeZone(ctx, companyId);
  const period = orderPeriod(input, timeZone);
  const now = ctx.now.getTime();
  requireEditable(current, period.end, now);
  const body = { ...input, createdFrom: current.createdFrom as OrderInput['createdFrom'] };
  const moved = period.start !== current.startAt.getTime() || period.end !== current.endAt.getTime();
  if (moved && !atCounter) {
    await checkOpening(ctx, companyId, body, period, timeZone);
  }
  const plan = await planLines(ctx.db, companyId, body, { ...period, now });
  const priced = await pricePlan(ctx, companyId, body, plan, period);
  const delivery = deliveryOf(body);
  const insurance = keptPolicy(
    await insuranceOfPlan(ctx, companyId, input.insurance, !!current.insurance, plan, priced, period),
    current,
  );
  const totals = orderTotals(priced, delivery, insurance);
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    requireEditable(order, period.end, now);
    const before = await holdsOfOrders(tx.db, companyId, [orderId]);
    const returned = before.filter((h) => h.returnedAt);
    const demands = demandsLessReturned(
      plan.demands,
      returned,
      plan.lines.map((l) => ({ id: l.itemId, name: l.name })),
    );
    // units already back stay with their returned holds
    const units = (await unitsOfOrder(tx.db, companyId, orderId)).filter((u) => u.a.status !== 'ENDED');
    await lockOrderNeedsAndCheck(
      tx,
      companyId,
      body,
      plan,
      priced.refs,
      before.map((h) => h.productId),
    );
    const customerId = (await customerOf(tx, companyId, body))?.id ?? null;
    await releaseLiveHolds(tx.db, companyId, orderId);
    await tx.db.delete(orderLines).where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)));
    await tx.db.insert(orderLines).values(lineRows(companyId, orderId, plan, priced));
    await moveReturnedHolds(tx.db, companyId, returned, plan.lines);
    const out = order.status === 'IN_PROGRESS';
    if (holdsStock(order)) {
      const held = await holdStock(tx.db, companyId, orderId, demands, period.start, period.end, now, now);
      if (out) {
        await tx.db
          .update(orderReservations)
          .set({ departedAt: order.departedAt })
          .where(
            and(
              eq(orderReservations.companyId, companyId),
              eq(orderReservations.orderId, orderId),
              isNull(orderReservations.returnedAt),
            ),
          );
      }
      await keepUnits(tx.db, companyId, orderId, held, units);
      const roots = plan.lines.filter((l) => l.kind === 'product' && !l.parentLineId);
      const picks = roots.flatMap((line, i) =>
        line.subProductIds.map((subProductId, k) => ({ subProductId, field: `products[${i}].subProductIds[${k}]` })),
      );
      await assignUnits(tx.db, companyId, orderId, picks, tx.now, out);
    }
    const promo = priced.promo && priced.priced.promo?.valid ? priced.promo : undefined;
    await releasePromoUses(tx.db, companyId, orderId, promo?.id);
    if (promo) {
      await claimPromoUse(tx.db, {
        companyId,
        promoCodeId: promo.id,
        orderId,
        discountCents: priced.priced.promoDiscount,
        at: tx.now,
      });
    }
    await tx.db
      .update(orders)
      .set({
        customerId,
        ...pricedFields(input, period, priced, delivery, tx.now, insurance),
        referral: input.referral ?? null,
        updatedAt: tx.now,
      })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    const from = `${order.startAt.toISOString()}/${order.endAt.toISOString()}`;
    await auditOrder(tx, order, 'update', from, `${iso(period.start)}/${iso(period.end)}`, {
      totalTtcCents: { from: order.totalTtcCents, to: totals.totalTtcCents },
    });
    const shrunk = period.start > order.startAt.getTime() || period.end < order.endAt.getTime();
    const newQuantities = sum(plan.demands);
    const freed = [...sum(before)].filter(([p, q]) => shrunk || (newQuantities.get(p) ?? 0) < q).map(([p]) => p);
    if (freed.length > 0 && holdsStock(order)) await onStockFreed(tx, companyId, freed);
    return orderId;
  });
}
