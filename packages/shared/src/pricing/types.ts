/**
 * Vocabulary of the pricing engine. Money is integer cents, rates are basis points (2000 = 20 %),
 * calendar days are 'YYYY-MM-DD' in the company time zone, weekdays are 0 = Sunday … 6 = Saturday.
 */

import type { Cents } from '../money.ts';
import type { LineStep } from './line-steps.ts';
import type { SummaryStep } from './summary.ts';

/** An instant: epoch milliseconds, a Date, or an ISO string. ISO strings without an offset are wall-clock times
 *  in the company time zone ("2025-03-29T10:00" or "2025-03-29"). */
export type Instant = number | string | Date;
export type DayKey = string;
export type Channel = 'ONLINE_STORE' | 'DASHBOARD';
export type LineKind = 'product' | 'pack' | 'service';

export interface DayTier {
  /** Length of the rental in days (≥ 1). */
  days: number;
  /** Total price of a rental of exactly that many days. */
  price: Cents;
}

export interface PriceGrid {
  hourly?: Cents | null;
  halfDay?: Cents | null;
  /** Length of a half day in hours; 4 when absent. */
  halfDayHours?: number;
  days: DayTier[];
  /** Price of each day beyond a tier; when absent, the daily average of the last tier. */
  extraDay?: Cents | null;
  /** Grid used instead when the rental starts on a low-season day. */
  lowSeason?: Omit<PriceGrid, 'lowSeason'> | null;
}

export interface GridIssue {
  field: string;
  message: string;
}

/** Inclusive range of days of the company calendar. */
export interface DayRange {
  start: DayKey;
  end: DayKey;
}

export interface Variation {
  kind: 'PERCENTAGE' | 'AMOUNT';
  /** Basis points or cents; negative = discount, positive = surcharge. */
  value: number;
}

export interface PriceRule {
  id: string;
  title: string;
  /** in: the rental lies inside the window; include: the rental contains the window; overlap: they intersect. */
  type: 'in' | 'include' | 'overlap';
  startDate: DayKey;
  endDate: DayKey;
  /** 'HH:MM' on startDate; 00:00 when absent. */
  startTime?: string | null;
  /** 'HH:MM' on endDate; the end of endDate when absent. */
  endTime?: string | null;
  /** Restricts the window to these days of the week. */
  weekdays?: number[] | null;
  variation: Variation;
  /** Products (or packs) the rule is limited to; null or empty = all. */
  productIds?: string[] | null;
}

export interface PeriodicDiscount {
  id: string;
  name: string;
  applicableDate: 'CREATED_DATE' | 'START_DATE';
  scope: Channel[];
  startDate: DayKey;
  endDate: DayKey;
  /** Basis points of the line; takes precedence over amount. */
  percentage?: number | null;
  /** Cents per unit rented. */
  amount?: Cents | null;
  productIds?: string[] | null;
}

export interface CategoryDiscountRange {
  minDays: number;
  maxDays?: number | null;
  type: 'AMOUNT' | 'PERCENTAGE';
  /** Cents per unit rented, or basis points. */
  value: number;
}

export interface CategoryDiscount {
  categoryId: string;
  ranges: CategoryDiscountRange[];
}

export interface PromoCode {
  code: string;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  value: number;
  source: 'COMPANY' | 'PLATFORM';
  dateCheck: 'CREATION_DATE' | 'ORDER_DATE';
  validFrom?: Instant | null;
  /** Inclusive; a date without a time means the whole of that day. */
  validTo?: Instant | null;
  usageLimit?: number | null;
  usedCount: number;
  perCustomerLimit?: number | null;
  customerUses?: number;
  minimumTotal?: Cents | null;
  active: boolean;
}

export type PromoRejection =
  | 'inactive'
  | 'notYetValid'
  | 'expired'
  | 'usageLimitReached'
  | 'customerLimitReached'
  | 'minimumNotReached';

export type PromoCheck =
  | { valid: true; code: string; discount: Cents; explanation: string }
  | { valid: false; code: string; reason: PromoRejection; message: string };

export interface ServicePrice {
  mode: 'PER_ORDER' | 'PER_DAY' | 'PER_ITEM';
  price: Cents;
}

/** How the engine measured a rental: see the duration rule in grid.ts. */
export interface RentalDuration {
  start: number;
  end: number;
  elapsedMs: number;
  startedHours: number;
  /** Calendar days touched in the company zone. */
  calendarDays: number;
  /** Days used for day pricing, category ranges and per-day services (1 for a short rental). */
  days: number;
  /** 'short' when the rental lasts at most halfDayHours hours. */
  unit: 'short' | 'days';
  startDay: DayKey;
}

export interface PricingContext {
  timeZone: string;
  vatRate: number;
  /** Shops price TTC; when false, grid prices and amounts are HT. */
  pricesIncludeVat?: boolean;
  lowSeasonDates?: DayRange[];
  priceRules?: PriceRule[];
  periodicDiscounts?: PeriodicDiscount[];
  categoryDiscounts?: CategoryDiscount[];
  channel: Channel;
  createdAt: Instant;
}

interface LineBase extends PricingContext {
  itemId: string;
  quantity: number;
  start: Instant;
  end: Instant;
  categoryId?: string | null;
}

export type PriceLineInput =
  | (LineBase & { kind: 'product' | 'pack'; grid: PriceGrid })
  | (LineBase & { kind: 'service'; service: ServicePrice });

export interface PriceAdjustment {
  source: 'priceRule';
  id: string;
  label: string;
  /** Signed change of the unit price. */
  amount: Cents;
}

export interface LineDiscount {
  source: 'periodicDiscount' | 'categoryDiscount' | 'promoCode' | 'manual';
  id: string;
  label: string;
  amount: Cents;
}

export interface LinePrice {
  kind: LineKind;
  itemId: string;
  duration: RentalDuration;
  /** 'HT' when the shop prices without VAT: unitPrice, gross and line discounts are then HT. */
  basis: 'TTC' | 'HT';
  /** Unit price from the grid or the service, before price rules. */
  basePrice: Cents;
  adjustments: PriceAdjustment[];
  unitPrice: Cents;
  quantity: number;
  gross: Cents;
  grossTTC: Cents;
  discounts: LineDiscount[];
  net: Cents;
  ht: Cents;
  vat: Cents;
  vatRate: number;
  explanation: string[];
  /** The same steps as codes with parameters (line-steps.ts). */
  steps: LineStep[];
}

export interface PriceOrderInput {
  lines: PriceLineInput[];
  promoCode?: PromoCode | null;
  /** A discount the shop grants on the whole order (TTC), before the promo code; capped at the subtotal. */
  manualDiscount?: Cents;
  /** Order creation instant for CREATION_DATE promo codes; the first line's createdAt when absent. */
  now?: Instant;
}

export interface OrderPrice {
  totalGrossTTC: Cents;
  totalTTC: Cents;
  totalHT: Cents;
  vat: Cents;
  /** Everything taken off the gross TTC: line discounts and the promo code. */
  discount: Cents;
  promo: PromoCheck | null;
  promoDiscount: Cents;
  lines: LinePrice[];
  explanation: string[];
  /** The order-level explanation as codes with parameters (summary.ts). */
  summary: SummaryStep[];
}
