import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  type CancellationRule,
  cancellationFee,
  cancellationRefund,
  cancellationRules,
  cancellationRulesProblem,
} from './cancellation.ts';

describe('cancellationFee', () => {
  it('FLEXIBLE: free until 24 h before, half until the start, everything after', () => {
    expect(cancellationFee('FLEXIBLE', [], 10_000, 200)).toBe(0);
    expect(cancellationFee('FLEXIBLE', [], 10_000, 24)).toBe(0);
    expect(cancellationFee('FLEXIBLE', [], 10_000, 23.99)).toBe(5_000);
    expect(cancellationFee('FLEXIBLE', [], 10_000, 0)).toBe(5_000);
    expect(cancellationFee('FLEXIBLE', [], 10_000, -1)).toBe(10_000);
  });

  it('MODERATE: free from 5 days, half from 48 h, everything within 48 h', () => {
    expect(cancellationFee('MODERATE', [], 12_345, 120)).toBe(0);
    expect(cancellationFee('MODERATE', [], 12_345, 119)).toBe(6_172);
    expect(cancellationRefund('MODERATE', [], 12_345, 119)).toBe(6_173);
    expect(cancellationFee('MODERATE', [], 12_345, 48)).toBe(6_172);
    expect(cancellationFee('MODERATE', [], 12_345, 47)).toBe(12_345);
  });

  it('STRICT: free from 14 days, half from 7 days, everything within 7 days', () => {
    expect(cancellationFee('STRICT', [], 50_000, 14 * 24)).toBe(0);
    expect(cancellationFee('STRICT', [], 50_000, 10 * 24)).toBe(25_000);
    expect(cancellationFee('STRICT', [], 50_000, 7 * 24)).toBe(25_000);
    expect(cancellationFee('STRICT', [], 50_000, 6 * 24)).toBe(50_000);
  });

  it('CUSTOM uses the given rules in any order; the fixed policies ignore them', () => {
    const rules: CancellationRule[] = [
      { hoursBeforeStart: 2, refundPercent: 25 },
      { hoursBeforeStart: 72, refundPercent: 90 },
    ];
    expect(cancellationFee('CUSTOM', rules, 20_000, 100)).toBe(2_000);
    expect(cancellationFee('CUSTOM', rules, 20_000, 10)).toBe(15_000);
    expect(cancellationFee('CUSTOM', rules, 20_000, 1)).toBe(20_000);
    expect(cancellationFee('CUSTOM', [], 20_000, 1000)).toBe(20_000);
    expect(cancellationFee('FLEXIBLE', rules, 20_000, 10)).toBe(10_000);
  });

  it('rounds the refund half away from zero, the fee takes the rest', () => {
    expect(cancellationRefund('CUSTOM', [{ hoursBeforeStart: 0, refundPercent: 50 }], 1, 5)).toBe(1);
    expect(cancellationFee('CUSTOM', [{ hoursBeforeStart: 0, refundPercent: 50 }], 1, 5)).toBe(0);
    expect(cancellationFee('CUSTOM', [{ hoursBeforeStart: 0, refundPercent: 33 }], 1_001, 5)).toBe(671);
  });

  it('refuses a negative or fractional total and a notice that is not a number', () => {
    expect(() => cancellationFee('FLEXIBLE', [], -1, 10)).toThrow(RangeError);
    expect(() => cancellationFee('FLEXIBLE', [], 10.5, 10)).toThrow(RangeError);
    expect(() => cancellationFee('FLEXIBLE', [], 100, Number.NaN)).toThrow(RangeError);
  });

  const policy = fc.constantFrom(...CANCELLATION_POLICIES);
  const rules = fc.uniqueArray(
    fc.record({ hoursBeforeStart: fc.integer({ min: 0, max: 8760 }), refundPercent: fc.integer({ min: 0, max: 100 }) }),
    { minLength: 1, maxLength: 10, selector: (r) => r.hoursBeforeStart },
  );
  const total = fc.integer({ min: 0, max: 100_000_000 });
  const hours = fc.double({ min: -100, max: 10_000, noNaN: true });

  it('fee and refund are never negative, never above the total, and add up to the total', () => {
    fc.assert(
      fc.property(policy, rules, total, hours, (p, r, t, h) => {
        const fee = cancellationFee(p, r, t, h);
        const refund = cancellationRefund(p, r, t, h);
        return fee >= 0 && refund >= 0 && fee <= t && fee + refund === t && Number.isInteger(fee);
      }),
    );
  });

  it('with valid rules, cancelling later never costs less', () => {
    const valid = rules.map((r) => {
      // Make refunds decrease as the notice gets shorter, as validation requires.
      const sorted = cancellationRules('CUSTOM', r);
      let cap = 100;
      return sorted.map((rule) => {
        cap = Math.min(cap, rule.refundPercent);
        return { ...rule, refundPercent: cap };
      });
    });
    fc.assert(
      fc.property(policy, valid, total, hours, hours, (p, r, t, h1, h2) => {
        const [early, late] = h1 >= h2 ? [h1, h2] : [h2, h1];
        return cancellationFee(p, r, t, late) >= cancellationFee(p, r, t, early);
      }),
    );
  });
});

describe('cancellationRulesProblem', () => {
  it('accepts sensible rules and the fixed sets', () => {
    expect(cancellationRulesProblem([{ hoursBeforeStart: 48, refundPercent: 100 }])).toBeUndefined();
    for (const p of ['FLEXIBLE', 'MODERATE', 'STRICT'] as const) {
      expect(cancellationRulesProblem(cancellationRules(p))).toBeUndefined();
    }
  });

  it('names the rule that is wrong', () => {
    expect(cancellationRulesProblem([])).toMatchObject({ index: null });
    expect(
      cancellationRulesProblem([
        { hoursBeforeStart: 48, refundPercent: 100 },
        { hoursBeforeStart: 48, refundPercent: 50 },
      ]),
    ).toMatchObject({ index: 1, message: expect.stringContaining('same notice') });
    expect(
      cancellationRulesProblem([
        { hoursBeforeStart: 48, refundPercent: 50 },
        { hoursBeforeStart: 12, refundPercent: 80 },
      ]),
    ).toMatchObject({ index: 1, message: expect.stringContaining('cannot refund more') });
    expect(cancellationRulesProblem([{ hoursBeforeStart: 1.5, refundPercent: 50 }])).toMatchObject({ index: 0 });
    expect(cancellationRulesProblem([{ hoursBeforeStart: 5, refundPercent: 101 }])).toMatchObject({ index: 0 });
  });
});
