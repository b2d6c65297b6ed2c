import type { PriceGrid } from '@hirebase/shared/pricing/types';

export type FromPrice =
  | { per: 'hour' | 'halfDay'; cents: number; days: null }
  | { per: 'days'; cents: number; days: number }
  | { per: 'month'; cents: number; days: null };

const positive = (cents: number | null | undefined): cents is number => typeof cents === 'number' && cents > 0;

/**
 * The "from" price a store card shows: what the shortest rental the grid prices costs — an hour, else a half day,
 * else its shortest day tier (for that many days). Price rules and discounts are left out: they depend on dates,
 * and `item-price` answers those. Null when the grid prices nothing.
 */
export function lcdFromPrice(grid: PriceGrid): FromPrice | null {
  if (positive(grid.hourly)) return { per: 'hour', cents: grid.hourly, days: null };
  if (positive(grid.halfDay)) return { per: 'halfDay', cents: grid.halfDay, days: null };
  const tier = [...(grid.days ?? [])].sort((a, b) => a.days - b.days).find((t) => positive(t.price));
  return tier ? { per: 'days', cents: tier.price, days: tier.days } : null;
}

/** A long-term rental's price: the product's monthly price. */
export const lldFromPrice = (monthlyCents: number | null): FromPrice | null =>
  positive(monthlyCents) ? { per: 'month', cents: monthlyCents, days: null } : null;
