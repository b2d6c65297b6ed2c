import type { ScannedUnit } from './scanSession.ts';

/** What the counter reads of an order's lines and units to know which units it still takes or has out. */

export interface OrderLineLike {
  kind: string;
  itemId: string;
  name: string;
  quantity: number;
  returnedQuantity?: number;
}

export interface OrderUnitLike {
  subProductId: string;
  productId: string;
  qrCodeValue: string;
  serialNumber: string | null;
  status: string;
  returnedAt: string | null;
}

export interface ProductNeed {
  productId: string;
  name: string;
  booked: number;
  given: number;
}

/** Per product the order books (products of packs included): how many units it books and how many it has. */
export function productNeeds(lines: OrderLineLike[], units: OrderUnitLike[]): ProductNeed[] {
  const needs = new Map<string, ProductNeed>();
  for (const line of lines) {
    if (line.kind !== 'product') continue;
    const need = needs.get(line.itemId) ?? { productId: line.itemId, name: line.name, booked: 0, given: 0 };
    need.booked += line.quantity;
    needs.set(line.itemId, need);
  }
  for (const unit of units) {
    const need = needs.get(unit.productId);
    if (need) need.given += 1;
  }
  return [...needs.values()];
}

/** How many more units of each product the order takes. */
export const remainingQuota = (needs: ProductNeed[]) =>
  new Map(needs.map((n) => [n.productId, Math.max(0, n.booked - n.given)]));

/** The units out with the order and not back yet. */
export const unitsOut = <U extends OrderUnitLike>(units: U[]) =>
  units.filter((u) => u.status === 'USED' && !u.returnedAt);

/** The units out with an order, named by the product lines they belong to. */
export function outUnitsOf(order: { lines: OrderLineLike[]; units: OrderUnitLike[] }): ScannedUnit[] {
  const names = new Map(order.lines.filter((l) => l.kind === 'product').map((l) => [l.itemId, l.name]));
  return unitsOut(order.units).map((u) => ({
    subProductId: u.subProductId,
    productId: u.productId,
    productName: names.get(u.productId) ?? '',
    qrCodeValue: u.qrCodeValue,
    serialNumber: u.serialNumber,
  }));
}

export interface CountedProduct {
  productId: string;
  name: string;
  /** How many are still out. */
  out: number;
}

/**
 * Products of an order that left without units (stock counted by quantity, like helmets): they come back by
 * number. Read after departure, when every product tracked by unit has its units.
 */
export function countedProducts(order: { lines: OrderLineLike[]; units: OrderUnitLike[] }): CountedProduct[] {
  const withUnits = new Set(order.units.map((u) => u.productId));
  const counted = new Map<string, CountedProduct>();
  for (const line of order.lines) {
    if (line.kind !== 'product' || withUnits.has(line.itemId)) continue;
    const entry = counted.get(line.itemId) ?? { productId: line.itemId, name: line.name, out: 0 };
    entry.out += line.quantity - (line.returnedQuantity ?? 0);
    counted.set(line.itemId, entry);
  }
  return [...counted.values()].filter((c) => c.out > 0);
}
