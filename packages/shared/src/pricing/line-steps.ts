/**
 * How one line's price was reached, as codes with parameters for interfaces to word in their own language (the
 * `explanation` texts beside them stay in English for logs and API clients). Amounts are integer cents, rates
 * basis points, days 'YYYY-MM-DD'.
 */
import type { Cents } from '../money.ts';

type Kind = 'PERCENTAGE' | 'AMOUNT';

export type LineStep =
  /** The rental starts on a low-season day: the low-season grid prices it. */
  | { code: 'lowSeason'; params: { day: string } }
  /** N days priced by the tier of exactly N days. */
  | { code: 'dayTier'; params: { days: number; price: Cents } }
  /** N days: the largest tier below, plus extra days at the extra-day price. */
  | {
      code: 'tierPlusExtraDays';
      params: { days: number; tierDays: number; tierPrice: Cents; extraDays: number; extraDay: Cents; price: Cents };
    }
  /** N days: the largest tier below, plus extra days at the last tier's daily average. */
  | {
      code: 'tierPlusAverageDays';
      params: { days: number; tierDays: number; tierPrice: Cents; extraDays: number; averageOf: number; price: Cents };
    }
  /** N days × the extra-day price (a grid with no tiers). */
  | { code: 'extraDays'; params: { days: number; extraDay: Cents; price: Cents } }
  /** A longer tier costs less: the rental costs that tier's price. */
  | { code: 'cappedByTier'; params: { days: number; tierDays: number; price: Cents } }
  /** Fewer days than the first tier: priced as the cheapest tier covering them. */
  | { code: 'pricedAsTier'; params: { days: number; tierDays: number; price: Cents } }
  | { code: 'startedHours'; params: { hours: number; hourly: Cents; price: Cents } }
  | { code: 'halfDay'; params: { price: Cents } }
  | { code: 'startedHalfDays'; params: { halves: number; halfDay: Cents; price: Cents } }
  /** The cheapest of several ways to price a short rental was taken. */
  | { code: 'cheapestOption'; params: { options: number; price: Cents } }
  | {
      code: 'service';
      params: { mode: 'PER_ORDER' | 'PER_DAY' | 'PER_ITEM'; price: Cents; days: number; amount: Cents };
    }
  /** A price rule of the shop (weekend rate, high season…) changed the unit price. */
  | { code: 'priceRule'; params: { title: string; kind: Kind; value: number; before: Cents; after: Cents } }
  | { code: 'quantity'; params: { quantity: number; unitPrice: Cents; gross: Cents } }
  | { code: 'periodicDiscount'; params: { name: string; kind: Kind; value: number; quantity: number; amount: Cents } }
  /** The category's degressive discount for the rental's length; `maxDays` absent = no upper bound. */
  | {
      code: 'categoryDiscount';
      params: { minDays: number; maxDays?: number; kind: Kind; value: number; quantity: number; amount: Cents };
    }
  /** This line's share of an order-level discount (the shop's, or a promo code's). */
  | { code: 'shopDiscountShare'; params: { amount: Cents } }
  | { code: 'promoShare'; params: { promoCode: string; amount: Cents } }
  | { code: 'vat'; params: { ttc: Cents; ht: Cents; vat: Cents } };

export type LineStepCode = LineStep['code'];
export const LINE_STEP_CODES: readonly LineStepCode[] = [
  'lowSeason',
  'dayTier',
  'tierPlusExtraDays',
  'tierPlusAverageDays',
  'extraDays',
  'cappedByTier',
  'pricedAsTier',
  'startedHours',
  'halfDay',
  'startedHalfDays',
  'cheapestOption',
  'service',
  'priceRule',
  'quantity',
  'periodicDiscount',
  'categoryDiscount',
  'shopDiscountShare',
  'promoShare',
  'vat',
];
