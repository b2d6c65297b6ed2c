import { customerDisplayName, fromCents } from '@hirebase/shared';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { inIdList } from '../../../platform/db/id-list.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';
import { settingsForRequest } from '../../company-settings/index.ts';
import { type CustomerRow, customersView as customers } from '../../customers/index.ts';
import { eligibleProductIds, insuranceModeOf } from '../../insurance/index.ts';
import { stopBody } from '../booking/delivery-stop.ts';
import { insuranceChoiceOf } from '../booking/insurance-choice.ts';
import { coverableLines } from '../booking/insurance-of-order.ts';
import { orderLines, orderMessages, orderReservations, orders, unitAssignments } from '../tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The columns an order summary is made of: lists of many orders read these alone (no pricing, attachments…). */
export const SUMMARY_COLUMNS = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  type: orders.type,
  isRequest: orders.isRequest,
  startAt: orders.startAt,
  endAt: orders.endAt,
  customerId: orders.customerId,
  totalTtcCents: orders.totalTtcCents,
  paymentStatus: orders.paymentStatus,
  createdFrom: orders.createdFrom,
  createdAt: orders.createdAt,
  cancelInfo: orders.cancelInfo,
};
export type SummaryRow = Pick<OrderRow, keyof typeof SUMMARY_COLUMNS>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const findOrderRow = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, id), isNull(orders.deletedAt)))
  )[0];

/** The live order or 404; `forUpdate` locks its row until the end of the transaction. */
export async function orderOr404(db: Db, companyId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id), isNull(orders.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('order', id);
  return row;
}

/** Out past its planned end and not all back: what the LATE filter lists (an order never handed out is not late). */
export const isLate = (o: Pick<OrderRow, 'type' | 'isRequest' | 'status' | 'endAt'>, now: Date) =>
  o.type === 'ORDER' && !o.isRequest && o.status === 'IN_PROGRESS' && o.endAt.getTime() < now.getTime();

/** What an order shows of its customer. */
const LISTED_CUSTOMER_COLUMNS = {
  id: customers.id,
  type: customers.type,
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
  email: customers.email,
  phone: customers.phone,
};
type ListedCustomer = Pick<CustomerRow, keyof typeof LISTED_CUSTOMER_COLUMNS>;

const customerView = (c: ListedCustomer | null | undefined) =>
  c ? { id: c.id, displayName: customerDisplayName(c), email: c.email, phone: c.phone } : null;

type LineRow = typeof orderLines.$inferSelect;
type HoldRow = typeof orderReservations.$inferSelect;
type MessageRow = typeof orderMessages.$inferSelect;
export interface UnitOfOrder {
  a: typeof unitAssignments.$inferSelect;
  qr: string;
  serial: string | null;
}

/** An order's insurance in major units. */
const insuranceView = (i: OrderRow['insurance']) =>
  i
    ? {
        amount: fromCents(i.amountCents),
        totalHT: fromCents(i.htCents),
        vat: fromCents(i.vatCents),
        vatRate: i.vatRateBp / 100,
        method: i.method,
        percent: i.shareBp / 100,
        perItemDay: fromCents(i.dayCents),
        minimum: i.minimumCents === null ? null : fromCents(i.minimumCents),
        days: i.days,
        base: fromCents(i.baseCents),
        units: i.units,
        lineIds: i.lineIds,
        mode: i.mode,
        shown: i.shown,
        provider: i.provider,
        policyId: i.policyId,
      }
    : null;

/** What an order's detail is made of besides its row. */
export interface OrderParts {
  customer: CustomerRow | null | undefined;
  lines: LineRow[];
  holds: HoldRow[];
  units: UnitOfOrder[];
  messages: MessageRow[];
}

/** What lists show of an order. */
function summaryOf(
  o: SummaryRow,
  customer: ListedCustomer | null | undefined,
  productNames: string[],
  unitCount: number,
  now: Date,
) {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    type: o.type,
    closedAsNoShow: o.type === 'CANCELED' && o.cancelInfo?.by === 'NO_SHOW',
    isRequest: o.isRequest,
    isLate: isLate(o, now),
    startDate: o.startAt.toISOString(),
    endDate: o.endAt.toISOString(),
    customer: customerView(customer),
    totalTTC: fromCents(o.totalTtcCents),
    paymentStatus: o.paymentStatus,
    createdFrom: o.createdFrom,
    productNames,
    unitCount,
    createdAt: o.createdAt.toISOString(),
  };
}

/** What lists show of orders, with the customer, product names and unit counts read in three queries. */
export async function orderSummaries(db: Db, companyId: string, rows: SummaryRow[], now: Date) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((c): c is string => !!c))];
  const [customerRows, lineRows, unitRows] = await Promise.all([
    customerIds.length
      ? db
          .select(LISTED_CUSTOMER_COLUMNS)
          .from(customers)
          .where(and(eq(customers.companyId, companyId), inIdList(customers.id, customerIds)))
      : [],
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name })
      .from(orderLines)
      .where(
        and(eq(orderLines.companyId, companyId), inIdList(orderLines.orderId, ids), isNull(orderLines.parentLineId)),
      )
      .orderBy(asc(orderLines.position)),
    db
      .select({ orderId: unitAssignments.orderId, units: count() })
      .from(unitAssignments)
      .where(and(eq(unitAssignments.companyId, companyId), inIdList(unitAssignments.orderId, ids)))
      .groupBy(unitAssignments.orderId),
  ]);
  const byCustomer = new Map(customerRows.map((c) => [c.id, c]));
  // grouped in one pass: a list holds up to 500 orders
  const namesOf = new Map<string, string[]>();
  for (const line of lineRows) {
    const names = namesOf.get(line.orderId);
    if (names) names.push(line.name);
    else namesOf.set(line.orderId, [line.name]);
  }
  const unitCount = new Map(unitRows.map((r) => [r.orderId, r.units]));
  return rows.map((o) =>
    summaryOf(
      o,
      o.customerId ? byCustomer.get(o.customerId) : null,
      namesOf.get(o.id) ?? [],
      unitCount.get(o.id) ?? 0,
      now,
    ),
  );
}

/** The whole order from its parts: lines with returned quantities, units with their QR values, messages. */
export function detailOf(o: OrderRow, { customer, lines, holds, units, messages }: OrderParts, now: Date) {
  const productNames = lines.filter((l) => !l.parentLineId).map((l) => l.name);
  const summary = summaryOf(o, customer, productNames, units.length, now);
  const returned = (lineId: string) =>
    holds.filter((h) => h.lineId === lineId && h.returnedAt).reduce((sum, h) => sum + h.quantity, 0);
  return {
    ...summary,
    multiOrderId: o.multiOrderId,
    requestDate: iso(o.requestDate),
    referral: o.referral,
    offlineId: o.offlineId,
    totalHT: fromCents(o.totalHtCents),
    vat: fromCents(o.vatCents),
    discount: fromCents(o.discountCents),
    manualDiscount: fromCents(o.manualDiscountCents),
    promoCode: o.promoCode
      ? {
          code: o.promoCode.code,
          discountAmount: fromCents(o.promoCode.discountCents),
          discountType: o.promoCode.discountType,
          source: o.promoCode.source,
        }
      : null,
    explanation: o.pricing.explanation,
    summary: o.pricing.summary ?? [],
    customInputs: o.customInputs,
    delivery: o.delivery
      ? {
          departure: stopBody(o.delivery.departure),
          arrival: stopBody(o.delivery.arrival),
          status: o.delivery.status,
        }
      : null,
    insurance: insuranceView(o.insurance),
    notes: o.notes,
    externalInvoiceNumber: o.externalInvoiceNumber,
    attachments: o.attachments,
    paid: fromCents(o.paidCents),
    cancelInfo: o.cancelInfo
      ? {
          at: o.cancelInfo.at,
          by: o.cancelInfo.by,
          reason: o.cancelInfo.reason,
          policy: o.cancelInfo.policy,
          refund: fromCents(o.cancelInfo.refundCents),
          fee: fromCents(o.cancelInfo.feeCents),
        }
      : null,
    payBefore: iso(o.payBefore),
    departedAt: iso(o.departedAt),
    endedAt: iso(o.endedAt),
    integrationStatus: o.integrationStatus,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      itemId: l.itemId,
      parentLineId: l.parentLineId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPriceCents),
      gross: fromCents(l.grossCents),
      discount: fromCents(l.discountCents),
      totalTTC: fromCents(l.totalTtcCents),
      totalHT: fromCents(l.totalHtCents),
      vat: fromCents(l.vatCents),
      vatRate: l.vatRateBp / 100,
      explanation: l.explanation,
      steps: l.steps,
      returnedQuantity: returned(l.id),
    })),
    units: units.map(({ a, qr, serial }) => ({
      id: a.id,
      subProductId: a.subProductId,
      productId: a.productId,
      qrCodeValue: qr,
      serialNumber: serial,
      status: a.status,
      assignedAt: a.assignedAt.toISOString(),
      departedAt: iso(a.departedAt),
      returnedAt: iso(a.returnedAt),
      stateAnswers: a.stateAnswers,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      kind: m.kind,
      body: m.body,
      solvedAt: iso(m.solvedAt),
      createdAt: m.createdAt.toISOString(),
    })),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The whole order, read in five queries. */
async function readDetail(db: Db, companyId: string, o: OrderRow, now: Date) {
  const [customer, lines, holds, units, messages] = await Promise.all([
    o.customerId
      ? db
          .select()
          .from(customers)
          .where(and(eq(customers.companyId, companyId), eq(customers.id, o.customerId)))
          .then((r) => r[0])
      : null,
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, o.id)))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderReservations)
      .where(and(eq(orderReservations.companyId, companyId), eq(orderReservations.orderId, o.id))),
    db
      .select({ a: unitAssignments, qr: subProducts.qrCodeValue, serial: subProducts.serialNumber })
      .from(unitAssignments)
      .innerJoin(
        subProducts,
        and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
      )
      .where(and(eq(unitAssignments.companyId, companyId), eq(unitAssignments.orderId, o.id)))
      .orderBy(asc(unitAssignments.assignedAt), asc(subProducts.qrCodeValue)),
    db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.companyId, companyId), eq(orderMessages.orderId, o.id)))
      .orderBy(asc(orderMessages.createdAt)),
  ]);
  return detailOf(o, { customer, lines, holds, units, messages }, now);
}

/**
 * The order as the counter's screens read it: its detail and what the counter may do with its insurance by the
 * shop's mode (settings read once per request), so staff who may not read the settings are offered it too. Adding
 * is offered only where a line is a product the insurance covers (a query, made only then).
 */
export async function withInsuranceChoice<
  D extends { lines: { id: string; kind: string; itemId: string; parentLineId: string | null; quantity: number }[] },
>(ctx: Ctx, companyId: string, o: OrderRow, detail: D) {
  const mode = insuranceModeOf(await settingsForRequest(ctx, companyId));
  const choice = insuranceChoiceOf(mode, o);
  if (choice.canAdd) {
    const productIds = coverableLines(detail.lines, () => 0).map((l) => l.productId);
    choice.canAdd = (await eligibleProductIds(ctx.db, companyId, productIds)).size > 0;
  }
  return { ...detail, insuranceChoice: choice };
}

/** The whole order as the counter reads it. */
export async function orderDetail(ctx: Ctx, companyId: string, o: OrderRow) {
  return withInsuranceChoice(ctx, companyId, o, await readDetail(ctx.db, companyId, o, ctx.now));
}

export async function orderView(ctx: Ctx, companyId: string, id: string) {
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, id));
}

/** The whole order as its documents read it (outside a request: a job generates them). */
export async function orderForDocuments(db: Db, companyId: string, id: string, now: Date) {
  return readDetail(db, companyId, await orderOr404(db, companyId, id), now);
}
