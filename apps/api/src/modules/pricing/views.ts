import type { PeriodicDiscount, PriceRule, Variation } from '@hirebase/shared/pricing/types';
import { amountOf, percentOfBp } from './amounts.ts';
import type { PeriodicDiscountRow, PriceRuleRow } from './repository.ts';

const variationView = (v: Variation) => ({
  kind: v.kind,
  value: v.kind === 'PERCENTAGE' ? percentOfBp(v.value) : amountOf(v.value),
});

export const priceRuleView = (r: PriceRuleRow) => ({
  id: r.id,
  title: r.title,
  rules: r.rules.map((w) => ({ ...w, variation: variationView(w.variation) })),
  productIds: r.productIds,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const periodicDiscountView = (r: PeriodicDiscountRow) => ({
  id: r.id,
  name: r.name,
  applicableDate: r.applicableDate,
  scope: r.scope,
  startDate: r.startDate,
  endDate: r.endDate,
  percentage: r.percentageBp === null ? null : percentOfBp(r.percentageBp),
  amount: r.amountCents === null ? null : amountOf(r.amountCents),
  productIds: r.productIds,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A stored rule is a list of windows; the engine prices with one rule per window, in order. */
export const engineRules = (rows: PriceRuleRow[]): PriceRule[] =>
  rows
    .filter((r) => r.active)
    .flatMap((r) => r.rules.map((w) => ({ id: r.id, title: r.title, productIds: r.productIds, ...w })));

export const engineDiscount = (r: PeriodicDiscountRow): PeriodicDiscount => ({
  id: r.id,
  name: r.name,
  applicableDate: r.applicableDate,
  scope: r.scope,
  startDate: r.startDate,
  endDate: r.endDate,
  percentage: r.percentageBp,
  amount: r.amountCents,
  productIds: r.productIds,
});
