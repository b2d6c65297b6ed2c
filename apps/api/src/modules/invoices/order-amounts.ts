import { splitVat } from '@hirebase/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import { type OrderRow, orderLinesView as orderLines } from '../orders/index.ts';
import type { InvoiceLine, VatByRate } from './tables.ts';

/** What an invoice of the order states today: its priced lines and delivery, with totals per VAT rate. */
export interface OrderAmounts {
  lines: InvoiceLine[];
  vatByRate: VatByRate[];
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Lines grouped by VAT rate, lowest rate first. */
function vatByRateOf(lines: Pick<InvoiceLine, 'vatRateBp' | 'totalHtCents' | 'vatCents' | 'totalTtcCents'>[]) {
  const byRate = new Map<number, VatByRate>();
  for (const l of lines) {
    const r = byRate.get(l.vatRateBp) ?? { vatRateBp: l.vatRateBp, totalHtCents: 0, vatCents: 0, totalTtcCents: 0 };
    r.totalHtCents += l.totalHtCents;
    r.vatCents += l.vatCents;
    r.totalTtcCents += l.totalTtcCents;
    byRate.set(l.vatRateBp, r);
  }
  return [...byRate.values()].sort((a, b) => a.vatRateBp - b.vatRateBp);
}

export function amountsOf(lines: InvoiceLine[]): OrderAmounts {
  return {
    lines,
    vatByRate: vatByRateOf(lines),
    totalHtCents: sum(lines.map((l) => l.totalHtCents)),
    vatCents: sum(lines.map((l) => l.vatCents)),
    totalTtcCents: sum(lines.map((l) => l.totalTtcCents)),
  };
}

/**
 * The order's amounts as an invoice lists them: its top-level lines (products inside a pack carry no price) in their
 * order, then its insurance (its own HT and VAT, kept on the order) and delivery as one line each. The order stores delivery's HT and VAT only inside its totals (priced at the
 * rental VAT rate), so the delivery line takes what the totals hold beyond the lines: the invoice's totals are the
 * order's to the cent (lines that do not add up to the order's total are refused). Its rate is the company's rental rate when that rate gives the same split (else the rate the
 * amounts imply).
 */
export async function orderAmounts(
  db: Db,
  companyId: string,
  order: OrderRow,
  rentalVatBp: number,
  deliveryLabel: string,
  insuranceLabel = '',
): Promise<OrderAmounts> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, order.id), isNull(orderLines.parentLineId)))
    .orderBy(asc(orderLines.position));
  const lines: InvoiceLine[] = rows.map((r, position) => ({
    position,
    kind: 'item',
    label: r.name,
    quantity: r.quantity,
    unitPriceCents: r.unitPriceCents,
    discountCents: r.discountCents,
    vatRateBp: r.vatRateBp,
    totalHtCents: r.totalHtCents,
    vatCents: r.vatCents,
    totalTtcCents: r.totalTtcCents,
  }));
  const insurance = order.insurance;
  if (insurance && insurance.amountCents > 0) {
    lines.push({
      position: lines.length,
      kind: 'insurance',
      label: insuranceLabel,
      quantity: 1,
      unitPriceCents: insurance.amountCents,
      discountCents: 0,
      vatRateBp: insurance.vatRateBp,
      totalHtCents: insurance.htCents,
      vatCents: insurance.vatCents,
      totalTtcCents: insurance.amountCents,
    });
  }
  const deliveryTtc = (order.delivery?.departure?.priceCents ?? 0) + (order.delivery?.arrival?.priceCents ?? 0);
  if (deliveryTtc > 0) {
    const ht = order.totalHtCents - sum(lines.map((l) => l.totalHtCents));
    const vat = order.vatCents - sum(lines.map((l) => l.vatCents));
    const rate =
      splitVat(deliveryTtc, rentalVatBp).ht === ht || ht === 0 ? rentalVatBp : Math.round((vat * 10000) / ht);
    lines.push({
      position: lines.length,
      kind: 'delivery',
      label: deliveryLabel,
      quantity: 1,
      unitPriceCents: deliveryTtc,
      discountCents: 0,
      vatRateBp: rate,
      totalHtCents: ht,
      vatCents: vat,
      totalTtcCents: deliveryTtc,
    });
  }
  const amounts = amountsOf(lines);
  if (lines.length > 0 && amounts.totalTtcCents !== order.totalTtcCents) {
    throw conflict('notInvoiceable', "The order's lines do not add up to its total: save the order again", {
      lines: amounts.totalTtcCents,
      total: order.totalTtcCents,
    });
  }
  return amounts;
}

/** What two statements of amounts are compared on: every figure, and the labels of the order's own lines. */
const compared = (a: OrderAmounts) =>
  a.lines
    .map((l) =>
      [
        l.kind,
        l.kind === 'item' ? l.label : '',
        l.quantity,
        l.unitPriceCents,
        l.discountCents,
        l.vatRateBp,
        l.totalHtCents,
        l.vatCents,
        l.totalTtcCents,
      ].join('|'),
    )
    .join('\n');

/** Whether two statements of amounts differ in any line or total. */
export const amountsDiffer = (a: OrderAmounts, b: OrderAmounts) => compared(a) !== compared(b);
