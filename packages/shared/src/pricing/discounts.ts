/**
 * Line discounts, taken off the running line amount in this order, each capped so the line never goes below 0:
 * - periodic discounts, in the order given: the order creation day (CREATED_DATE) or the rental's first day
 *   (START_DATE) lies in [startDate, endDate] of the company calendar and the channel is in scope;
 *   `percentage` (basis points of the line) wins over `amount` (cents per unit);
 * - then the category discount of the line's category: the first range with minDays ≤ days ≤ maxDays (no upper
 *   bound when maxDays is absent), PERCENTAGE of the line or AMOUNT cents per unit. Days are the rental days of
 *   the duration rule (1 for a short rental).
 * Negative discount values count as 0: a discount never raises a price.
 */
import { type Cents, percentOf } from '../money.ts';
import { dayOf } from '../zone.ts';
import type { LineStep } from './line-steps.ts';
import { appliesToItem } from './rules.ts';
import type { CategoryDiscount, CategoryDiscountRange, Channel, LineDiscount, PeriodicDiscount } from './types.ts';
import { money, rate } from './vat.ts';

export interface DiscountTarget {
  itemId: string;
  quantity: number;
  start: number;
  createdAt: number;
  timeZone: string;
  channel: Channel;
  days: number;
  categoryId?: string | null;
}

export function periodicDiscountApplies(discount: PeriodicDiscount, target: DiscountTarget): boolean {
  if (!discount.scope.includes(target.channel)) return false;
  if (!appliesToItem(discount.productIds, target.itemId)) return false;
  const instant = discount.applicableDate === 'CREATED_DATE' ? target.createdAt : target.start;
  const day = dayOf(instant, target.timeZone);
  return discount.startDate <= day && day <= discount.endDate;
}

export function categoryRange(
  discounts: CategoryDiscount[] | undefined,
  categoryId: string | null | undefined,
  days: number,
): CategoryDiscountRange | null {
  if (!categoryId) return null;
  const discount = (discounts ?? []).find((d) => d.categoryId === categoryId);
  return discount?.ranges.find((r) => r.minDays <= days && (r.maxDays == null || days <= r.maxDays)) ?? null;
}

function take(running: Cents, wanted: number): Cents {
  return Math.min(running, Math.max(0, wanted));
}

export function applyLineDiscounts(
  gross: Cents,
  periodic: PeriodicDiscount[] | undefined,
  categories: CategoryDiscount[] | undefined,
  target: DiscountTarget,
): { net: Cents; discounts: LineDiscount[]; explanation: string[]; steps: LineStep[] } {
  let running = gross;
  const discounts: LineDiscount[] = [];
  const explanation: string[] = [];
  const steps: LineStep[] = [];
  for (const discount of periodic ?? []) {
    if (!periodicDiscountApplies(discount, target)) continue;
    const byRate = discount.percentage != null;
    const wanted = byRate ? percentOf(running, discount.percentage!) : (discount.amount ?? 0) * target.quantity;
    const amount = take(running, wanted);
    const how = byRate ? rate(discount.percentage!) : `${money(discount.amount ?? 0)} × ${target.quantity}`;
    discounts.push({ source: 'periodicDiscount', id: discount.id, label: discount.name, amount });
    explanation.push(`periodic discount ${discount.name} (${how}): −${money(amount)}`);
    steps.push({
      code: 'periodicDiscount',
      params: {
        name: discount.name,
        kind: byRate ? 'PERCENTAGE' : 'AMOUNT',
        value: byRate ? discount.percentage! : (discount.amount ?? 0),
        quantity: target.quantity,
        amount,
      },
    });
    running -= amount;
  }
  const range = categoryRange(categories, target.categoryId, target.days);
  if (range) {
    const byRate = range.type === 'PERCENTAGE';
    const amount = take(running, byRate ? percentOf(running, range.value) : range.value * target.quantity);
    const span = range.maxDays == null ? `${range.minDays}+ days` : `${range.minDays}–${range.maxDays} days`;
    const how = byRate ? rate(range.value) : `${money(range.value)} × ${target.quantity}`;
    discounts.push({ source: 'categoryDiscount', id: target.categoryId!, label: `Category discount ${span}`, amount });
    explanation.push(`category discount for ${span} (${how}): −${money(amount)}`);
    steps.push({
      code: 'categoryDiscount',
      params: {
        minDays: range.minDays,
        ...(range.maxDays == null ? {} : { maxDays: range.maxDays }),
        kind: range.type,
        value: range.value,
        quantity: target.quantity,
        amount,
      },
    });
    running -= amount;
  }
  return { net: running, discounts, explanation, steps };
}
