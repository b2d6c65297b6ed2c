/**
 * The order-level explanation as codes with parameters, for interfaces to word in their own language (the
 * `explanation` texts beside them stay in English for logs and API clients). Amounts are integer cents, rates
 * basis points.
 */
import type { Cents } from '../money.ts';
import type { PromoCheck, PromoCode, PromoRejection } from './types.ts';

export type SummaryStep =
  | { code: 'subtotal'; params: { lines: number; subtotal: Cents } }
  | { code: 'shopDiscount'; params: { amount: Cents } }
  | {
      code: 'promoApplied';
      params: {
        promoCode: string;
        source: PromoCode['source'];
        kind: PromoCode['discountType'];
        value: number;
        discount: Cents;
      };
    }
  | { code: 'promoRefused'; params: { promoCode: string; reason: PromoRejection | 'unknown' } }
  | { code: 'delivery'; params: { amount: Cents } }
  | { code: 'total'; params: { ttc: Cents; ht: Cents; vat: Cents } };

export type SummaryCode = SummaryStep['code'];
export const SUMMARY_CODES: readonly SummaryCode[] = [
  'subtotal',
  'shopDiscount',
  'promoApplied',
  'promoRefused',
  'delivery',
  'total',
];
export const PROMO_REFUSALS: readonly (PromoRejection | 'unknown')[] = [
  'inactive',
  'notYetValid',
  'expired',
  'usageLimitReached',
  'customerLimitReached',
  'minimumNotReached',
  'unknown',
];

export function promoStep(promo: PromoCode, check: PromoCheck): SummaryStep {
  return check.valid
    ? {
        code: 'promoApplied',
        params: {
          promoCode: check.code,
          source: promo.source,
          kind: promo.discountType,
          value: promo.value,
          discount: check.discount,
        },
      }
    : { code: 'promoRefused', params: { promoCode: check.code, reason: check.reason } };
}
