/**
 * The rows of the planning: per product, one row per unit (serialised products) with the bookings given that unit,
 * a row of bookings not given units yet, or one row of counts for products kept in quantity.
 */
import type { InsideRange } from '../../../../api/orders.ts';

export type PlanningOrder = InsideRange['orders'][number];

export interface Bar {
  key: string;
  orderId: string;
  number: number;
  customer: string | null;
  status: PlanningOrder['status'];
  late: boolean;
  start: number;
  end: number;
  /** How many of the product the bar stands for (unassigned rows). */
  quantity: number;
}

export interface PlanningRow {
  key: string;
  kind: 'unit' | 'unassigned' | 'quantity';
  productId: string;
  productName: string;
  label: string;
  unitId?: string;
  /** Unit rows: the unit is out of service, or unavailable over these periods. */
  outOfService?: boolean;
  downs?: { start: number; end: number }[];
  bars: Bar[];
  /** Quantity rows: the stock and the holds counted against it. */
  total?: number;
  holds?: { start: number; end: number; quantity: number }[];
}

export interface ProductGroup {
  productId: string;
  name: string;
  categoryId: string | null;
  rows: PlanningRow[];
}

export interface PlanningProduct {
  id: string;
  name: string;
  stockMode: 'SERIALIZED' | 'QUANTITY';
  quantity: number | null;
  categoryId: string | null;
}

export interface PlanningUnitRef {
  id: string;
  productId: string;
  qrCodeValue: string;
  size: string | null;
  inService: boolean;
  unavailabilities: { rentalType: string; start: string; end: string }[];
}

/** A booking's bar runs over the rental; an order still out past its end runs on to now. */
function barOf(order: PlanningOrder, now: number, key: string, quantity: number): Bar {
  const end = Date.parse(order.endDate);
  return {
    key,
    orderId: order.id,
    number: order.number,
    customer: order.customer?.displayName ?? null,
    status: order.status,
    late: order.isLate,
    start: Date.parse(order.startDate),
    end: order.isLate ? Math.max(end, now) : end,
    quantity,
  };
}

export function planningGroups(
  products: PlanningProduct[],
  units: PlanningUnitRef[],
  orders: PlanningOrder[],
  now: number,
): ProductGroup[] {
  return products.map((product) => {
    const rows: PlanningRow[] = [];
    const base = { productId: product.id, productName: product.name };
    if (product.stockMode === 'QUANTITY') {
      const holds = orders.flatMap((o) =>
        o.holds
          .filter((h) => h.productId === product.id)
          .map((h) => ({
            start: Date.parse(h.start),
            end: o.isLate && !h.returnedAt ? Math.max(Date.parse(h.end), now) : Date.parse(h.end),
            quantity: h.quantity,
          })),
      );
      rows.push({
        ...base,
        key: `q-${product.id}`,
        kind: 'quantity',
        label: product.name,
        bars: [],
        total: product.quantity ?? 0,
        holds,
      });
      return { productId: product.id, name: product.name, categoryId: product.categoryId, rows };
    }
    const mine = units
      .filter((u) => u.productId === product.id)
      .sort((a, b) => a.qrCodeValue.localeCompare(b.qrCodeValue));
    for (const unit of mine) {
      rows.push({
        ...base,
        key: `u-${unit.id}`,
        kind: 'unit',
        unitId: unit.id,
        label: [unit.qrCodeValue, unit.size].filter(Boolean).join(' · '),
        outOfService: !unit.inService,
        downs: unit.unavailabilities
          .filter((d) => d.rentalType === 'LCD')
          .map((d) => ({ start: Date.parse(d.start), end: Date.parse(d.end) })),
        bars: orders.flatMap((o) =>
          o.units.filter((u) => u.subProductId === unit.id).map((u) => barOf(o, now, `${o.id}-${u.subProductId}`, 1)),
        ),
      });
    }
    const unassigned = orders.flatMap((o) => {
      const held = o.holds.filter((h) => h.productId === product.id).reduce((sum, h) => sum + h.quantity, 0);
      const given = o.units.filter((u) => u.productId === product.id).length;
      return held > given ? [barOf(o, now, `${o.id}-unassigned`, held - given)] : [];
    });
    if (unassigned.length > 0 || mine.length === 0) {
      rows.push({ ...base, key: `n-${product.id}`, kind: 'unassigned', label: '', bars: unassigned });
    }
    return { productId: product.id, name: product.name, categoryId: product.categoryId, rows };
  });
}

/** Whether a row is taken over [start, end): a booking, an unavailability, or the unit out of service. */
export const rowBusy = (row: PlanningRow, start: number, end: number) =>
  !!row.outOfService || [...row.bars, ...(row.downs ?? [])].some((period) => period.start < end && period.end > start);
