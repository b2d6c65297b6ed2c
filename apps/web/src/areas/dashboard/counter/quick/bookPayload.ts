import type { PriceItem, QuickOrderBody } from '../../../../api/counter.ts';
import type { CustomerChoiceValue } from './CustomerPicker.tsx';
import type { ScannedUnit } from './scanSession.ts';

/** The scanned units as the items the price preview takes: one item per product, as many as its units. */
export function priceItems(units: ScannedUnit[]): PriceItem[] {
  const counts = new Map<string, number>();
  for (const unit of units) counts.set(unit.productId, (counts.get(unit.productId) ?? 0) + 1);
  return [...counts].map(([id, quantity]) => ({ kind: 'product', id, quantity }));
}

export interface BookInput {
  units: ScannedUnit[];
  /** Shop wall clock, 'YYYY-MM-DDTHH:mm'. */
  start: string;
  end: string;
  customer: CustomerChoiceValue;
  ignoreOpeningHours?: boolean;
  /** Hand the units out at once, in the booking's transaction. */
  handOut?: boolean;
}

export type BookProblem = 'noUnits' | 'endBeforeStart' | 'noCustomer';

/** What is missing before booking, if anything (the first problem each part of the form has). */
export function bookProblems(input: BookInput): BookProblem[] {
  const problems: BookProblem[] = [];
  if (input.units.length === 0) problems.push('noUnits');
  if (!(input.end > input.start)) problems.push('endBeforeStart');
  const c = input.customer;
  if (c.kind === 'existing' ? !c.id : !c.name.trim()) problems.push('noCustomer');
  return problems;
}

/** The order the counter books: the scanned units as product lines with those very units, from now on. */
export function bookPayload(input: BookInput): QuickOrderBody {
  const lines = new Map<string, string[]>();
  for (const unit of input.units) lines.set(unit.productId, [...(lines.get(unit.productId) ?? []), unit.subProductId]);
  const c = input.customer;
  return {
    startDate: input.start,
    endDate: input.end,
    ...(c.kind === 'existing'
      ? { customerId: c.id }
      : { customer: { lastName: c.name.trim(), phone: c.phone.trim() || null } }),
    products: [...lines].map(([productId, subProductIds]) => ({
      productId,
      quantity: subProductIds.length,
      subProductIds,
    })),
    type: 'ORDER',
    createdFrom: 'QUICK_ORDER',
    ...(input.ignoreOpeningHours ? { ignoreOpeningHours: true } : {}),
    ...(input.handOut ? { handOut: true } : {}),
  };
}
