import { describe, expect, it } from 'vitest';
import { toEpoch } from '../zone.ts';
import { applyLineDiscounts, categoryRange, type DiscountTarget } from './discounts.ts';
import type { CategoryDiscount, PeriodicDiscount } from './types.ts';

const tz = 'Europe/Paris';
const target = (over: Partial<DiscountTarget> = {}): DiscountTarget => ({
  itemId: 'bike',
  quantity: 2,
  start: toEpoch('2025-05-10T09:00', tz),
  createdAt: toEpoch('2025-04-01T10:00', tz),
  timeZone: tz,
  channel: 'ONLINE_STORE',
  days: 3,
  ...over,
});
const spring: PeriodicDiscount = {
  id: 'p1',
  name: 'Spring online',
  applicableDate: 'START_DATE',
  scope: ['ONLINE_STORE'],
  startDate: '2025-05-01',
  endDate: '2025-05-31',
  percentage: 1000,
};
const skis: CategoryDiscount = {
  categoryId: 'ski',
  ranges: [
    { minDays: 3, maxDays: 6, type: 'PERCENTAGE', value: 1000 },
    { minDays: 7, type: 'AMOUNT', value: 500 },
  ],
};

describe('periodic discounts', () => {
  it('applies by channel', () => {
    expect(applyLineDiscounts(10000, [spring], [], target()).net).toBe(9000);
    expect(applyLineDiscounts(10000, [spring], [], target({ channel: 'DASHBOARD' })).discounts).toEqual([]);
  });
  it('checks the rental start (START_DATE) or the order creation (CREATED_DATE) day', () => {
    expect(applyLineDiscounts(10000, [spring], [], target({ start: toEpoch('2025-06-01T00:30', tz) })).net).toBe(10000);
    const early: PeriodicDiscount = {
      ...spring,
      applicableDate: 'CREATED_DATE',
      startDate: '2025-03-01',
      endDate: '2025-04-01',
    };
    expect(applyLineDiscounts(10000, [early], [], target()).net).toBe(9000);
    expect(applyLineDiscounts(10000, [early], [], target({ createdAt: toEpoch('2025-04-02T00:00', tz) })).net).toBe(
      10000,
    );
  });
  it('takes an amount per unit, capped by the line', () => {
    const flat: PeriodicDiscount = { ...spring, percentage: null, amount: 700 };
    const out = applyLineDiscounts(10000, [flat], [], target());
    expect(out.discounts).toEqual([{ source: 'periodicDiscount', id: 'p1', label: 'Spring online', amount: 1400 }]);
    expect(applyLineDiscounts(1000, [flat], [], target()).net).toBe(0);
  });
  it('is limited to its products', () => {
    expect(applyLineDiscounts(10000, [{ ...spring, productIds: ['kayak'] }], [], target()).net).toBe(10000);
  });
});

describe('category discounts', () => {
  it('picks the range of the rental length', () => {
    expect(categoryRange([skis], 'ski', 2)).toBeNull();
    expect(categoryRange([skis], 'ski', 3)?.value).toBe(1000);
    expect(categoryRange([skis], 'ski', 6)?.value).toBe(1000);
    expect(categoryRange([skis], 'ski', 30)?.value).toBe(500);
    expect(categoryRange([skis], 'bike', 30)).toBeNull();
  });
  it('applies PERCENTAGE and AMOUNT (per unit) ranges after periodic discounts', () => {
    const out = applyLineDiscounts(10000, [spring], [skis], target({ categoryId: 'ski' }));
    expect(out.discounts.map((d) => d.amount)).toEqual([1000, 900]);
    expect(out.net).toBe(8100);
    expect(applyLineDiscounts(10000, [], [skis], target({ categoryId: 'ski', days: 8 })).net).toBe(9000);
    expect(out.explanation[1]).toBe('category discount for 3–6 days (10 %): −9.00');
  });
  it('never raises a price', () => {
    const surcharge: CategoryDiscount = { categoryId: 'ski', ranges: [{ minDays: 1, type: 'AMOUNT', value: -300 }] };
    expect(applyLineDiscounts(10000, [], [surcharge], target({ categoryId: 'ski' })).net).toBe(10000);
  });
});
