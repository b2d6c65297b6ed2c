import { percentOf } from '@hirebase/shared';
import type { INSURANCE_SETTINGS } from '@hirebase/shared/company-settings';
import { splitVat } from '@hirebase/shared/pricing/vat';
import { badRequest } from '../../platform/errors.ts';

export type InsuranceMode = (typeof INSURANCE_SETTINGS)[number];
export const INSURANCE_METHODS = ['SHARE', 'PER_ITEM_DAY'] as const;

/**
 * The shop's own price of its damage waiver: a share of the rental price of the covered lines (basis points), or a
 * price per covered unit and per day (cents); never less than the minimum when there is one.
 */
export interface InsurancePrice {
  method: (typeof INSURANCE_METHODS)[number];
  shareBp: number;
  dayCents: number;
  minimumCents: number | null;
}

export const DEFAULT_INSURANCE_PRICE: InsurancePrice = { method: 'SHARE', shareBp: 0, dayCents: 0, minimumCents: null };

/** The part of the settings the insurance reads (the price is absent from settings saved before it existed). */
export interface InsuranceSettings {
  integrations: { tulip: { linkedId: string | null; insuranceMode: string; price?: InsurancePrice } };
}

export const insuranceModeOf = (s: InsuranceSettings) => s.integrations.tulip.insuranceMode as InsuranceMode;
export const insurancePriceOf = (s: InsuranceSettings): InsurancePrice => ({
  ...DEFAULT_INSURANCE_PRICE,
  ...s.integrations.tulip.price,
});

/** Modes where the customer (or the counter) chooses; in the inclusion modes every order of covered products has it. */
export const isOptional = (mode: InsuranceMode) => mode === 'on_option' || mode === 'with_assurance';
export const isIncluded = (mode: InsuranceMode) => mode === 'on_inclusion' || mode === 'on_inclusion_hidden';

/**
 * Whether an order or a cart carries the insurance: always in the inclusion modes, as chosen in the optional ones,
 * never when off — where asking for it in the named field is a 400 (an order kept as it was, `field` null, drops it).
 */
export function insuranceWanted(mode: InsuranceMode, chosen: boolean | undefined | null, field: string | null) {
  if (mode === 'off') {
    if (chosen && field) throw badRequest(field, 'This shop offers no rental insurance', { reason: 'insuranceOff' });
    return false;
  }
  return isIncluded(mode) || chosen === true;
}

/** A priced line the insurance may cover: one product line, its quantity and its net price (VAT included). */
export interface CoverableLine {
  lineId: string;
  productId: string;
  quantity: number;
  netCents: number;
}

/** What an order's insurance costs and how it was computed. */
export interface InsuranceQuote {
  amountCents: number;
  htCents: number;
  vatCents: number;
  vatRateBp: number;
  method: InsurancePrice['method'];
  shareBp: number;
  dayCents: number;
  minimumCents: number | null;
  /** Rental days counted (per-day price). */
  days: number;
  /** The rental price of the covered lines (share price). */
  baseCents: number;
  /** Covered units (per-day price). */
  units: number;
  lineIds: string[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Days of a rental: a started day counts, an hour more or less (a daylight-saving change) does not. */
export const rentalDays = (start: number, end: number) => Math.max(1, Math.ceil((end - start - HOUR) / DAY));

/** The insurance of eligible lines over one period, at the rental VAT rate; null when no line is covered. */
export function quoteInsurance(
  price: InsurancePrice,
  lines: CoverableLine[],
  period: { start: number; end: number },
  vatRateBp: number,
): InsuranceQuote | null {
  if (lines.length === 0) return null;
  const days = rentalDays(period.start, period.end);
  const baseCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const computed = price.method === 'SHARE' ? percentOf(baseCents, price.shareBp) : units * days * price.dayCents;
  const amountCents = Math.max(computed, price.minimumCents ?? 0);
  const { ht, vat } = splitVat(amountCents, vatRateBp);
  return {
    amountCents,
    htCents: ht,
    vatCents: vat,
    vatRateBp,
    method: price.method,
    shareBp: price.shareBp,
    dayCents: price.dayCents,
    minimumCents: price.minimumCents,
    days,
    baseCents,
    units,
    lineIds: lines.map((l) => l.lineId),
  };
}
