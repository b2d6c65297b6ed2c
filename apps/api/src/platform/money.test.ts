import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, fromCents, parseDecimalToCents, percentOf, toCents } from './money.ts';

describe('toCents / fromCents', () => {
  it('converts amounts with up to 2 decimals', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-5.5)).toBe(-550);
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents(-1)).toBe(-0.01);
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('rejects more than 2 decimals, non-finite amounts and fractional cents', () => {
    expect(() => toCents(1.234)).toThrow(RangeError);
    expect(() => toCents(0.001)).toThrow(/more than 2 decimals/);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(/out of range/);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('parseDecimalToCents', () => {
  it('reads "." and "," as the decimal separator', () => {
    expect(parseDecimalToCents('12.3')).toBe(1230);
    expect(parseDecimalToCents('12,30')).toBe(1230);
    expect(parseDecimalToCents('0,05')).toBe(5);
    expect(parseDecimalToCents(' 7 ')).toBe(700);
    expect(parseDecimalToCents('-0.5')).toBe(-50);
    expect(Object.is(parseDecimalToCents('-0'), 0)).toBe(true);
  });

  it('rejects anything that is not an amount with at most 2 decimals', () => {
    for (const text of ['1.234', '1,2,3', '', 'abc', '1.', '.5', '1e3', '+1']) {
      expect(() => parseDecimalToCents(text), text).toThrow(RangeError);
    }
  });

  it('agrees with toCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (cents) => {
        const text = fromCents(cents).toFixed(2);
        expect(parseDecimalToCents(text)).toBe(cents);
        expect(parseDecimalToCents(text.replace('.', ','))).toBe(cents);
      }),
    );
  });
});

describe('percentOf', () => {
  it('rounds half away from zero', () => {
    expect(percentOf(1000, 2000)).toBe(200);
    expect(percentOf(25, 2000)).toBe(5); // 5.0
    expect(percentOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(percentOf(-1, 5000)).toBe(-1); // -0.5 → -1
    expect(percentOf(3, 5000)).toBe(2); // 1.5 → 2
    expect(percentOf(-3, 5000)).toBe(-2); // -1.5 → -2
    expect(percentOf(1, 4999)).toBe(0); // 0.4999 → 0
    expect(percentOf(-1, 4999)).toBe(0);
    expect(Object.is(percentOf(-1, 4999), 0)).toBe(true);
    expect(percentOf(999, 550)).toBe(55); // 54.945 → 55
    expect(percentOf(-999, 550)).toBe(-55);
  });

  it('is symmetric around zero and within half a cent of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 0, max: 10_000 }), (cents, bp) => {
        const share = percentOf(cents, bp);
        expect(percentOf(-cents, bp)).toBe(-share || 0);
        expect(Math.abs(share * 10_000 - cents * bp)).toBeLessThanOrEqual(5000);
      }),
    );
  });
});

describe('allocate', () => {
  it('splits proportionally, handing leftover cents to the largest remainders and never to a zero weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [1, 3])).toEqual([1, 4]);
    expect(allocate(1, [0, 1])).toEqual([0, 1]);
    expect(allocate(7, [0, 1, 1, 0])).toEqual([0, 4, 3, 0]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-33, -33, -34]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
  });

  it('always sums exactly to the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (cents, weights) => {
          const parts = allocate(cents, weights);
          expect(parts).toHaveLength(weights.length);
          for (const part of parts) expect(Number.isInteger(part)).toBe(true);
          if (weights.some((w) => w > 0)) expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
        },
      ),
    );
  });

  it('keeps every part within one cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (cents, weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          allocate(cents, weights).forEach((part, i) => {
            expect(Math.abs(part - (cents * weights[i]) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
