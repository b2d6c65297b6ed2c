/**
 * Rounding and VAT.
 *
 * - Every division rounds half away from zero (`roundDiv`, and `percentOf` from money.ts).
 * - VAT is extracted from a TTC amount, line by line: ht = round(ttc × 10000 / (10000 + rate)), vat = ttc − ht,
 *   so TTC = HT + VAT holds exactly for each line, and order totals are plain sums of the lines.
 * - A shop pricing HT gets ttc = ht + percentOf(ht, rate); extracting from that ttc gives the same ht back.
 */
import { type Cents, percentOf } from '../money.ts';

/** a / b for integers, b > 0, rounded half away from zero. */
export function roundDiv(a: number, b: number): number {
  const q = Math.floor((Math.abs(a) * 2 + b) / (2 * b));
  return (a < 0 ? -q : q) || 0;
}

export function splitVat(ttc: Cents, vatRate: number): { ht: Cents; vat: Cents } {
  const ht = roundDiv(ttc * 10000, 10000 + vatRate);
  return { ht, vat: ttc - ht };
}

export function addVat(ht: Cents, vatRate: number): Cents {
  return ht + percentOf(ht, vatRate);
}

/** 1234 → "12.34", for explanations. */
export function money(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

export function rate(basisPoints: number): string {
  return `${basisPoints / 100} %`;
}
