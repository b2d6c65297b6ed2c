export {
  addDays,
  dayOf,
  daysBetween,
  isDayKey,
  isValidTimeZone,
  startOfDay,
  toEpoch,
  weekdayOf,
  zonedInstant,
} from '../zone.ts';
export { applyLineDiscounts, categoryRange, type DiscountTarget, periodicDiscountApplies } from './discounts.ts';
export {
  dayPrice,
  type GridPrice,
  gridPrice,
  isLowSeason,
  measureRental,
  seasonGrid,
  validatePriceGrid,
} from './grid.ts';
export { priceLine } from './line.ts';
export { LINE_STEP_CODES, type LineStep, type LineStepCode } from './line-steps.ts';
export { allocateOverPositive, DiscountTooLarge, priceOrder } from './order.ts';
export { checkPromoCode, type PromoCheckInput, promoDiscount } from './promo.ts';
export { applyPriceRules, ruleMatches, ruleWindow } from './rules.ts';
export { PROMO_REFUSALS, promoStep, SUMMARY_CODES, type SummaryCode, type SummaryStep } from './summary.ts';
export type * from './types.ts';
export { addVat, roundDiv, splitVat } from './vat.ts';
