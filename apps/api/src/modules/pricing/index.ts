// The public entry of the pricing module: what other modules may use.
export { priceItems } from './preview.ts';
export type { PricingRefs } from './pricing-refs.ts';
export { pricingRefsOf, requirePricingRefs } from './pricing-refs.ts';
export { claimPromoUse } from './promo-check.ts';
export { releasePromoUses } from './promo-repository.ts';
export { ExplanationSummary, LineSteps, OneOf } from './schemas.ts';
