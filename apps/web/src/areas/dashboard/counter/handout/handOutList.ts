import { type OrderLineLike, type OrderUnitLike, type ProductNeed, productNeeds } from '../quick/orderUnits.ts';

/** A product counted by quantity (helmets, locks): it leaves without units, the counter ticks how many go. */
export interface CountLine {
  productId: string;
  name: string;
  booked: number;
}

/** A service of the order (insurance, delivery): listed so nothing is forgotten, nothing to hand over. */
export interface ServiceLine {
  id: string;
  name: string;
  quantity: number;
}

export interface HandOutList {
  /** Products handed out unit by unit (scanned or ticked). */
  units: ProductNeed[];
  counted: CountLine[];
  services: ServiceLine[];
}

/**
 * Every line of an order at hand-out: products given unit by unit, products counted by quantity (`countedIds`,
 * packs' products included) and services.
 */
export function handOutList(
  lines: (OrderLineLike & { id?: string })[],
  units: OrderUnitLike[],
  countedIds: ReadonlySet<string>,
): HandOutList {
  const needs = productNeeds(lines, units);
  return {
    units: needs.filter((n) => !countedIds.has(n.productId)),
    counted: needs
      .filter((n) => countedIds.has(n.productId))
      .map((n) => ({ productId: n.productId, name: n.name, booked: n.booked })),
    services: lines
      .filter((l) => l.kind === 'service')
      .map((l, index) => ({ id: l.id ?? `${l.itemId}-${index}`, name: l.name, quantity: l.quantity })),
  };
}

/** How many of each counted product were ticked as handed over. */
export type Ticks = Readonly<Record<string, number>>;

/** A tick count kept between none and what the order books. */
export const clampTick = (line: CountLine, count: number) => Math.max(0, Math.min(line.booked, count));

/** The counted products not all ticked yet. */
export const countsLeft = (counted: CountLine[], ticks: Ticks) =>
  counted.filter((line) => (ticks[line.productId] ?? 0) < line.booked);
