/** Money is integer minor units (cents) everywhere; decimals exist only at the edges (JSON, forms). */
export type Cents = number;
export const CURRENCIES = ['EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** 12.34 → 1234. Rejects values with more than 2 decimals or outside the safe integer range. */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 * Math.max(1, Math.abs(amount * 100))) {
    throw new RangeError(`Amount ${amount} has more than 2 decimals`);
  }
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount ${amount} is out of range`);
  return cents === 0 ? 0 : cents;
}

/** 1234 → 12.34 */
export function fromCents(cents: Cents): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** Parses a decimal string ("12.3", "12,30", "-0.5") exactly, without floating point. */
export function parseDecimalToCents(text: string): Cents {
  const match = /^\s*(-)?(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not an amount with at most 2 decimals`);
  const [, sign, units, decimals = ''] = match;
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`"${text}" is out of range`);
  return sign && cents !== 0 ? -cents : cents;
}

/**
 * Share of an amount at a rate given in basis points (2000 = 20 %), rounded half away from zero.
 * Integer-only so that the same inputs give the same cents on every machine.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  const product = cents * basisPoints;
  const sign = product < 0 ? -1 : 1;
  const rounded = Math.floor((Math.abs(product) + 5000) / 10000);
  return sign * rounded || 0;
}

/**
 * Splits an amount into parts proportional to weights; the parts always add up to the amount exactly.
 * Leftover cents go to the largest remainders, never to a part of weight 0.
 */
export function allocate(cents: Cents, weights: number[]): Cents[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (cents * w) / total);
  const parts = exact.map(Math.floor);
  let rest = cents - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => weights[index] > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; rest > 0; i = (i + 1) % order.length, rest--) parts[order[i].index]++;
  return parts;
}

export function formatMoney(cents: Cents, currency: Currency, locale = 'fr-FR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromCents(cents));
}
