import type { LinePrice } from '@hirebase/shared/pricing/types';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import { periodicDiscounts, priceRules } from './tables.ts';

/** The price rules and periodic discounts a price was made with: an order keeps them, and needs them until it ends. */
export interface PricingRefs {
  priceRuleIds: string[];
  periodicDiscountIds: string[];
}

export function pricingRefsOf(lines: readonly Pick<LinePrice, 'adjustments' | 'discounts'>[]): PricingRefs {
  const rules = new Set<string>();
  const discounts = new Set<string>();
  for (const line of lines) {
    for (const a of line.adjustments) if (a.source === 'priceRule') rules.add(a.id);
    for (const d of line.discounts) if (d.source === 'periodicDiscount') discounts.add(d.id);
  }
  return { priceRuleIds: [...rules].sort(), periodicDiscountIds: [...discounts].sort() };
}

/**
 * 409 `pricesChanged` when a rule or discount a price was made with was deleted since (an order priced before its
 * transaction checks this once it holds their locks): pricing again gives the price without it.
 */
export async function requirePricingRefs(db: Db, companyId: string, refs: PricingRefs) {
  const [rules, discounts] = [refs.priceRuleIds, refs.periodicDiscountIds];
  if (rules.length === 0 && discounts.length === 0) return;
  const found = await Promise.all([
    rules.length
      ? db
          .select({ id: priceRules.id })
          .from(priceRules)
          .where(and(eq(priceRules.companyId, companyId), inArray(priceRules.id, rules)))
      : [],
    discounts.length
      ? db
          .select({ id: periodicDiscounts.id })
          .from(periodicDiscounts)
          .where(and(eq(periodicDiscounts.companyId, companyId), inArray(periodicDiscounts.id, discounts)))
      : [],
  ]);
  const live = new Set(found.flat().map((r) => r.id));
  const gone = [...rules, ...discounts].filter((id) => !live.has(id));
  if (gone.length > 0) {
    throw conflict('pricesChanged', 'A price rule or discount of this price was deleted meanwhile: price it again', {
      ids: gone,
    });
  }
}
