/**
 * The rows of the planning: per product, one row per unit in service (serialised products) with every booking that
 * unit had or will have, a row of stock held without a unit yet, or one row of counts for products kept in quantity.
 * Each bar says what it is: a booking, a hold without a unit, a unit out, a unit late, a unit back, or downtime.
 */
import type { InsideRange, PlanningRowsView } from '../../../../api/orders.ts';

export type PlanningOrder = InsideRange['orders'][number];
export type PlanningProduct = PlanningRowsView['products'][number];

export const BAR_KINDS = ['booking', 'hold', 'out', 'late', 'returned', 'down'] as const;
export type BarKind = (typeof BAR_KINDS)[number];

export interface Bar {
  key: string;
  kind: BarKind;
  /** Null for downtime. */
  orderId: string | null;
  number: number | null;
  customer: string | null;
  /** Downtime: why the unit is unavailable. */
  reason?: string | null;
  start: number;
  end: number;
  /** How many of the product the bar stands for (holds and quantity rows). */
  quantity: number;
}

export interface PlanningRow {
  key: string;
  kind: 'unit' | 'unassigned' | 'quantity';
  productId: string;
  productName: string;
  label: string;
  unitId?: string;
  /** Unit rows: the unit is out of service (listed for a booking it still has). */
  outOfService?: boolean;
  bars: Bar[];
  /** Quantity rows: the stock, the held counts per day of the window, and the holds (for hour columns). */
  total?: number;
  perDay?: Map<string, number>;
  holds?: { start: number; end: number; quantity: number }[];
}

export interface ProductGroup {
  productId: string;
  name: string;
  categoryId: string | null;
  rows: PlanningRow[];
}

const byLabel = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** What a unit's stay with an order is at `now`: planned, out, out past its end, or back. */
function unitKind(status: 'WAITING' | 'USED' | 'ENDED', end: number, now: number): BarKind {
  if (status === 'ENDED') return 'returned';
  if (status === 'USED') return end <= now ? 'late' : 'out';
  return 'booking';
}

/** What a quantity hold is at `now`. */
function holdKind(h: { departedAt: string | null; returnedAt: string | null }, end: number, now: number): BarKind {
  if (h.returnedAt) return 'returned';
  if (h.departedAt) return end <= now ? 'late' : 'out';
  return 'booking';
}

function orderBar(order: PlanningOrder, kind: BarKind, key: string, start: number, end: number, quantity: number) {
  return {
    key,
    kind,
    orderId: order.id,
    number: order.number,
    customer: order.customer?.displayName ?? null,
    start,
    // a late bar runs on to now: the unit is still not back
    end,
    quantity,
  } satisfies Bar;
}

export function planningGroups(products: PlanningProduct[], orders: PlanningOrder[], now: number): ProductGroup[] {
  return products.map((product) => {
    const rows: PlanningRow[] = [];
    const base = { productId: product.id, productName: product.name };
    if (product.stockMode === 'QUANTITY') {
      const mine = orders.flatMap((o) =>
        o.holds
          .filter((h) => h.productId === product.id)
          .map((h, i) => {
            const end = Date.parse(h.end);
            const kind = holdKind(h, end, now);
            return orderBar(
              o,
              kind,
              `${o.id}-${product.id}-${i}`,
              Date.parse(h.start),
              kind === 'late' ? now : end,
              h.quantity,
            );
          }),
      );
      rows.push({
        ...base,
        key: `q-${product.id}`,
        kind: 'quantity',
        label: product.name,
        bars: mine,
        total: product.capacity,
        perDay: new Map(product.perDay.map((d) => [d.day, d.held])),
        holds: mine
          .filter((b) => b.kind !== 'returned')
          .map((b) => ({ start: b.start, end: b.end, quantity: b.quantity })),
      });
      return { productId: product.id, name: product.name, categoryId: product.categoryId, rows };
    }
    const units = [...product.units].sort((a, b) => byLabel.compare(a.qrCodeValue, b.qrCodeValue));
    for (const unit of units) {
      const bookings = orders.flatMap((o) =>
        o.units
          .filter((u) => u.subProductId === unit.id)
          .map((u) => {
            const end = Date.parse(u.end);
            const kind = unitKind(u.status, end, now);
            return orderBar(
              o,
              kind,
              `${o.id}-${unit.id}-${u.start}`,
              Date.parse(u.start),
              kind === 'late' ? now : end,
              1,
            );
          }),
      );
      const downs = unit.downs.map(
        (d): Bar => ({
          key: `down-${unit.id}-${d.start}`,
          kind: 'down',
          orderId: null,
          number: null,
          customer: null,
          reason: d.reason,
          start: Date.parse(d.start),
          end: Date.parse(d.end),
          quantity: 1,
        }),
      );
      rows.push({
        ...base,
        key: `u-${unit.id}`,
        kind: 'unit',
        unitId: unit.id,
        label: [unit.qrCodeValue, unit.size].filter(Boolean).join(' · '),
        outOfService: !unit.inService,
        bars: [...bookings, ...downs],
      });
    }
    // stock held by an order beyond the units it was given: one bar per order on the row of what awaits a unit
    const holds = orders.flatMap((o) => {
      const mine = o.holds.filter((h) => h.productId === product.id && !h.returnedAt);
      const held = mine.reduce((sum, h) => sum + h.quantity, 0);
      const given = o.units.filter((u) => u.productId === product.id && u.status !== 'ENDED').length;
      if (held <= given) return [];
      const start = Math.min(...mine.map((h) => Date.parse(h.start)));
      const end = Math.max(...mine.map((h) => Date.parse(h.end)));
      return [orderBar(o, 'hold', `${o.id}-${product.id}-hold`, start, end, held - given)];
    });
    if (holds.length > 0 || units.length === 0) {
      rows.push({ ...base, key: `n-${product.id}`, kind: 'unassigned', label: '', bars: holds });
    }
    return { productId: product.id, name: product.name, categoryId: product.categoryId, rows };
  });
}

/** Whether a row is taken over [start, end): a booking, a hold, downtime, or the unit out of service. */
export const rowBusy = (row: PlanningRow, start: number, end: number) =>
  !!row.outOfService ||
  row.bars.some((bar) => bar.kind !== 'returned' && bar.start < end && bar.end > start) ||
  row.bars.some((bar) => bar.kind === 'late');
