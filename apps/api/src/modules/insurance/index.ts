// The public entry of the insurance module: what other modules may use.

export { eligibleProductIds } from './eligible.ts';
export { insuranceOf, type OrderInsurance } from './order-insurance.ts';
export { type InsurerAdapter, registerPolicy } from './policy.ts';
export {
  type CoverableLine,
  DEFAULT_INSURANCE_PRICE,
  INSURANCE_METHODS,
  type InsuranceMode,
  type InsurancePrice,
  insuranceModeOf,
  insurancePriceOf,
  insuranceWanted,
  isIncluded,
  isOptional,
} from './price.ts';
