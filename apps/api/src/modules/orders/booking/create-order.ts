import { toCents } from '@hirebase/shared';
import { splitVat } from '@hirebase/shared/pricing/vat';
import { isDateOnly } from '@hirebase/shared/zone';
import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { audit } from '../../../platform/audit.ts';
import { readPeriod } from '../../../platform/dates.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { openingProblems } from '../../availability/index.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { settingsForRequest } from '../../company-settings/index.ts';
import { createCustomer, findCustomer } from '../../customers/index.ts';
import type { OrderInsurance } from '../../insurance/index.ts';
import { claimPromoUse, priceItems, pricingRefsOf } from '../../pricing/index.ts';
import type { OrderParts, OrderRow } from '../details/read-order.ts';
import { assignUnits } from '../lifecycle/assign-units.ts';
import type { OrderBody } from '../schemas.ts';
import { type OrderDelivery, orderCounters, orderLines, orderMessages, orders } from '../tables.ts';
import { givenPosition } from './delivery-stop.ts';
import { holdStock } from './holds.ts';
import { insuranceOfPlan, registerOrderPolicy } from './insurance-of-order.ts';
import { type LinePlan, planLines } from './line-plan.ts';
import { lockOrderNeedsAndCheck, requireItems } from './order-needs.ts';

export type OrderInput = Static<typeof OrderBody>;

/** Order numbers: unique and increasing per company, taken outside the order's transaction so they never queue. */
export async function nextOrderNumber(db: Db, companyId: string): Promise<number> {
  const result = await db.execute(
    sql`insert into order_counters (company_id, last_number) values (${companyId}, 1)
        on conflict (company_id) do update set last_number = ${orderCounters.lastNumber} + 1
        returning last_number`,
  );
  return Number((result.rows[0] as { last_number: number }).last_number);
}

export interface OrderPeriod {
  start: number;
  end: number;
  /** The bounds given as a date alone (whole days): opening hours then check the day, not a time. */
  wholeDays: { start: boolean; end: boolean };
}

/** The period of an order in epoch ms, in the company's zone (`readPeriod`); 400 names the date at fault. */
export function orderPeriod(input: Pick<OrderInput, 'startDate' | 'endDate'>, timeZone: string): OrderPeriod {
  const period = readPeriod(
    { start: { field: 'startDate', value: input.startDate }, end: { field: 'endDate', value: input.endDate } },
    timeZone,
  );
  return { ...period, wholeDays: { start: isDateOnly(input.startDate), end: isDateOnly(input.endDate) } };
}

/** Closed dates and opening hours; the counter may book outside them on purpose (`ignoreOpeningHours`). */
export async function checkOpening(
  ctx: Ctx,
  companyId: string,
  input: Pick<OrderInput, 'ignoreOpeningHours' | 'createdFrom'>,
  period: OrderPeriod,
  timeZone: string,
) {
  const staff = !input.createdFrom || input.createdFrom === 'DASHBOARD' || input.createdFrom === 'QUICK_ORDER';
  if (staff && input.ignoreOpeningHours) return;
  const settings = await settingsForRequest(ctx, companyId);
  const [problem] = openingProblems(period, settings, timeZone);
  if (problem) throw new AppError(400, 'shopClosed', problem.message, { field: problem.field, reason: problem.code });
}

export function deliveryOf(input: Pick<OrderInput, 'delivery'>): OrderDelivery | null {
  const d = input.delivery;
  if (!d || (!d.departure && !d.arrival)) return null;
  const stop = (s: NonNullable<typeof d.departure>, trip: 'departure' | 'arrival') => ({
    address: s.address.trim(),
    priceCents: toCents(s.price),
    at: s.at ?? null,
    ...givenPosition(s, `delivery.${trip}`),
  });
  return {
    departure: d.departure ? stop(d.departure, 'departure') : null,
    arrival: d.arrival ? stop(d.arrival, 'arrival') : null,
    status: null,
  };
}

/** The customer the body names, or the one it creates inline; null without either. */
export async function customerOf(tx: Ctx, companyId: string, input: OrderInput) {
  if (input.customerId) {
    const found = await findCustomer(tx.db, companyId, input.customerId);
    if (!found) throw badRequest('customerId', `${input.customerId} is not a customer of this shop`);
    return found;
  }
  if (input.customer) return createCustomer(tx, input.customer, { companyId, audited: true });
  return null;
}

/** Prices the plan: every priced line gets its engine figures; pack children carry no price of their own. */
export async function pricePlan(
  ctx: Ctx,
  companyId: string,
  input: OrderInput,
  plan: LinePlan,
  period: { start: number; end: number },
) {
  const channel = input.createdFrom === 'ONLINE_STORE' ? 'ONLINE_STORE' : 'DASHBOARD';
  const result = await priceItems(ctx, companyId, {
    items: plan.priced.map((p) => ({ kind: p.kind, id: p.id, quantity: p.quantity })),
    period,
    channel,
    promoCode: input.promoCode,
    manualDiscount: input.discount === undefined ? 0 : toCents(input.discount),
  }).catch(async (error) => {
    // an item deleted since the plan was read: the 400 the plan would have given
    if (error instanceof AppError && error.statusCode === 404) await requireItems(ctx.db, companyId, input, plan);
    throw error;
  });
  if (input.promoCode && !result.priced.promo?.valid) {
    const reason = result.priced.promo && !result.priced.promo.valid ? result.priced.promo.message : undefined;
    throw badRequest('promoCode', reason ?? `There is no promo code ${input.promoCode.trim().toUpperCase()}`);
  }
  const byLine = new Map(plan.priced.map((p, i) => [p.lineId, result.priced.lines[i]]));
  return { ...result, byLine, refs: pricingRefsOf(result.priced.lines) };
}

type Priced = Awaited<ReturnType<typeof pricePlan>>;

/** Totals of the order: the priced lines plus delivery and insurance (both at the rental VAT rate). */
export function orderTotals(priced: Priced, delivery: OrderDelivery | null, insurance: OrderInsurance | null = null) {
  const deliveryCents = (delivery?.departure?.priceCents ?? 0) + (delivery?.arrival?.priceCents ?? 0);
  const deliveryVat = splitVat(deliveryCents, priced.vatRate);
  const explanation = deliveryCents
    ? [...priced.priced.explanation, `delivery ${(deliveryCents / 100).toFixed(2)} TTC`]
    : priced.priced.explanation;
  return {
    totalTtcCents: priced.priced.totalTTC + deliveryCents + (insurance?.amountCents ?? 0),
    totalHtCents: priced.priced.totalHT + deliveryVat.ht + (insurance?.htCents ?? 0),
    vatCents: priced.priced.vat + deliveryVat.vat + (insurance?.vatCents ?? 0),
    discountCents: priced.priced.discount,
    explanation: insurance
      ? [...explanation, `insurance ${(insurance.amountCents / 100).toFixed(2)} TTC`]
      : explanation,
    summary: deliveryCents
      ? [...priced.priced.summary, { code: 'delivery' as const, params: { amount: deliveryCents } }]
      : priced.priced.summary,
  };
}

/** What an order stores of its body and its price: period, totals, promo, frozen explanation, texts. */
export function pricedFields(
  input: OrderInput,
  period: { start: number; end: number },
  priced: Priced,
  delivery: OrderDelivery | null,
  now: Date,
  insurance: OrderInsurance | null = null,
) {
  const totals = orderTotals(priced, delivery, insurance);
  const promo = priced.promo && priced.priced.promo?.valid ? priced.promo : undefined;
  return {
    startAt: new Date(period.start),
    endAt: new Date(period.end),
    totalTtcCents: totals.totalTtcCents,
    totalHtCents: totals.totalHtCents,
    vatCents: totals.vatCents,
    discountCents: totals.discountCents,
    manualDiscountCents: input.discount === undefined ? 0 : toCents(input.discount),
    promoCode: promo
      ? {
          code: promo.promo.code,
          discountCents: priced.priced.promoDiscount,
          discountType: promo.promo.discountType,
          source: promo.companyId ? ('COMPANY' as const) : ('PLATFORM' as const),
        }
      : null,
    pricing: { explanation: totals.explanation, summary: totals.summary, pricedAt: now.toISOString(), ...priced.refs },
    customInputs: input.customInputs ?? {},
    delivery,
    insurance,
    notes: input.notes?.trim() || null,
    externalInvoiceNumber: input.externalInvoiceNumber?.trim() || null,
  };
}

export function lineRows(companyId: string, orderId: string, plan: LinePlan, priced: Priced) {
  return plan.lines.map((line, position) => {
    const p = priced.byLine.get(line.id);
    return {
      companyId,
      id: line.id,
      orderId,
      kind: line.kind,
      itemId: line.itemId,
      parentLineId: line.parentLineId,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: p?.unitPrice ?? 0,
      grossCents: p?.grossTTC ?? 0,
      discountCents: p ? p.grossTTC - p.net : 0,
      totalTtcCents: p?.net ?? 0,
      totalHtCents: p?.ht ?? 0,
      vatCents: p?.vat ?? 0,
      vatRateBp: p?.vatRate ?? priced.vatRate,
      explanation: p?.explanation ?? [],
      steps: p?.steps ?? [],
      position,
    };
  });
}

/** Online orders must be paid within the company's delay, or the auto-cancel job cancels them. */
async function payBeforeOf(ctx: Ctx, companyId: string, input: Pick<OrderInput, 'createdFrom' | 'type' | 'isRequest'>) {
  const held = holdsStock({ type: input.type ?? 'ORDER', isRequest: input.isRequest ?? false });
  if (input.createdFrom !== 'ONLINE_STORE' || !held) return null;
  const { orders: settings } = await settingsForRequest(ctx, companyId);
  return new Date(ctx.now.getTime() + settings.autoCancelMinutes * 60_000);
}

/** Whether an order holds stock: a confirmed order (not a request, not a pre-booking, not cancelled). */
export const holdsStock = (o: { type: string; isRequest: boolean }) => o.type === 'ORDER' && !o.isRequest;

/** A created order: its id and, when nothing was written that needs another read, what its detail shows. */
export interface CreatedOrder {
  id: string;
  written: (OrderParts & { row: OrderRow }) | null;
}

/**
 * POST /order/createOrder. Plans and prices the lines, then in one transaction: the locks of what it names (checked
 * still there), customer (created inline when given), order, lines, stock holds, units given at once, message, promo
 * use (counted again under the code's lock), audit.
 * A second call with the same offlineId answers the order already created, also when both arrive at once.
 */
export async function createOrder(
  ctx: Ctx,
  companyId: string,
  input: OrderInput,
  multiOrderId: string | null = null,
): Promise<CreatedOrder> {
  if (input.offlineId) {
    const [existing] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.offlineId, input.offlineId)));
    if (existing) return { id: existing.id, written: null };
  }
  const timeZone = await companyTimeZone(ctx, companyId);
  const period = orderPeriod(input, timeZone);
  await checkOpening(ctx, companyId, input, period, timeZone);
  const now = ctx.now.getTime();
  const plan = await planLines(ctx.db, companyId, input, { ...period, now });
  const priced = await pricePlan(ctx, companyId, input, plan, period);
  const delivery = deliveryOf(input);
  const insurance = await insuranceOfPlan(ctx, companyId, input.insurance, false, plan, priced, period);
  const totals = orderTotals(priced, delivery, insurance);
  const number = await nextOrderNumber(ctx.db, companyId);
  const payBefore = await payBeforeOf(ctx, companyId, input);
  const type = input.type ?? 'ORDER';
  const isRequest = input.isRequest ?? false;
  const created = inTransaction(ctx, async (tx) => {
    await lockOrderNeedsAndCheck(tx, companyId, input, plan, priced.refs);
    const orderId = newId(now);
    const customer = await customerOf(tx, companyId, input);
    const promo = priced.promo && priced.priced.promo?.valid ? priced.promo : undefined;
    let [row] = await tx.db
      .insert(orders)
      .values({
        companyId,
        id: orderId,
        number,
        customerId: customer?.id ?? null,
        multiOrderId,
        type,
        isRequest,
        requestDate: isRequest ? tx.now : null,
        createdFrom: input.createdFrom ?? 'DASHBOARD',
        referral: input.referral ?? null,
        offlineId: input.offlineId ?? null,
        ...pricedFields(input, period, priced, delivery, tx.now, insurance),
        payBefore,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    const lines = await tx.db
      .insert(orderLines)
      .values(lineRows(companyId, orderId, plan, priced))
      .returning();
    let holds: OrderParts['holds'] = [];
    let unitsGiven = false;
    if (holdsStock({ type, isRequest })) {
      holds = await holdStock(tx.db, companyId, orderId, plan.demands, period.start, period.end, now);
      const picks = plan.lines.flatMap((line) =>
        line.subProductIds.map((subProductId, k) => ({
          subProductId,
          field: `products[${plan.lines.filter((l) => l.kind === 'product' && !l.parentLineId).indexOf(line)}].subProductIds[${k}]`,
        })),
      );
      unitsGiven = (await assignUnits(tx.db, companyId, orderId, picks, tx.now, false)).length > 0;
    }
    let messages: OrderParts['messages'] = [];
    if (input.message?.trim()) {
      messages = await tx.db
        .insert(orderMessages)
        .values({
          companyId,
          id: newId(now),
          orderId,
          author: isRequest || input.createdFrom === 'ONLINE_STORE' ? 'CUSTOMER' : 'SHOP',
          body: input.message.trim(),
          createdAt: tx.now,
        })
        .returning();
    }
    if (promo) {
      await claimPromoUse(tx.db, {
        companyId,
        promoCodeId: promo.id,
        orderId,
        discountCents: priced.priced.promoDiscount,
        at: tx.now,
      });
    }
    if (insurance?.provider === 'INSURER') {
      row = await registerOrderPolicy(tx, companyId, row!, insurance);
    }
    await audit(tx, {
      companyId,
      action: 'order.create',
      entity: 'order',
      entityId: orderId,
      to: isRequest ? 'REQUEST' : type === 'PRE_BOOKING' ? 'PRE_BOOKING' : 'TO_COME',
      data: { number, totalTtcCents: totals.totalTtcCents, createdFrom: input.createdFrom ?? 'DASHBOARD' },
    });
    // units given at once are shown with their QR values: those orders are read back
    const written = unitsGiven ? null : { row, customer, lines, holds, units: [], messages };
    return { id: orderId, written };
  });
  return created.catch(async (error) => {
    // the same offline order sent twice at once: the second answers the order the first wrote
    const nested = 'rollback' in ctx.db;
    if (!input.offlineId || nested || !isUniqueViolation(error, 'orders_offline_id_key')) throw error;
    const [existing] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.offlineId, input.offlineId)));
    if (!existing) throw error;
    return { id: existing.id, written: null };
  });
}
