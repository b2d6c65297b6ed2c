import { describe, expect, it } from 'vitest';
import { checkPromoCode } from './promo.ts';
import type { PromoCode } from './types.ts';

const promo = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SKI10',
  discountType: 'PERCENTAGE',
  value: 1000,
  source: 'COMPANY',
  dateCheck: 'CREATION_DATE',
  validFrom: '2025-12-01T00:00:00+01:00',
  validTo: '2026-03-31',
  usageLimit: 100,
  usedCount: 3,
  perCustomerLimit: 1,
  customerUses: 0,
  minimumTotal: 5000,
  active: true,
  ...over,
});
const input = {
  total: 12345,
  orderStart: '2026-04-10T09:00:00+02:00',
  now: '2026-01-15T10:00:00+01:00',
  timeZone: 'Europe/Paris',
};

describe('checkPromoCode', () => {
  it('gives a percentage of the total, rounded half away from zero', () => {
    expect(checkPromoCode(promo(), input)).toEqual({
      valid: true,
      code: 'SKI10',
      discount: 1235,
      explanation: 'promo code SKI10 (10 %): −12.35',
    });
  });
  it('gives an amount, never more than the total', () => {
    expect(checkPromoCode(promo({ discountType: 'AMOUNT', value: 2000 }), input)).toMatchObject({ discount: 2000 });
    const big = promo({ discountType: 'AMOUNT', value: 20000, minimumTotal: null });
    expect(checkPromoCode(big, { ...input, total: 1500 })).toMatchObject({ valid: true, discount: 1500 });
  });
  it('names platform codes', () => {
    expect(checkPromoCode(promo({ source: 'PLATFORM' }), input)).toMatchObject({
      explanation: 'platform promo code SKI10 (10 %): −12.35',
    });
  });
  it.each([
    ['inactive', { active: false }, {}],
    ['notYetValid', {}, { now: '2025-11-30T23:59:59+01:00' }],
    ['expired', {}, { now: '2026-04-01T00:00:00+02:00' }],
    ['usageLimitReached', { usedCount: 100 }, {}],
    ['customerLimitReached', { customerUses: 1 }, {}],
    ['minimumNotReached', {}, { total: 4999 }],
  ] as const)('rejects: %s', (reason, promoOver, inputOver) => {
    const out = checkPromoCode(promo(promoOver), { ...input, ...inputOver });
    expect(out).toMatchObject({ valid: false, code: 'SKI10', reason });
    expect(out.valid === false && out.message).toContain('SKI10');
  });
  it('a date-only validTo lasts the whole day in the company zone', () => {
    expect(checkPromoCode(promo(), { ...input, now: '2026-03-31T23:59:59+02:00' }).valid).toBe(true);
  });
  it('ORDER_DATE compares the rental start instead of now', () => {
    const byStart = promo({ dateCheck: 'ORDER_DATE' });
    expect(checkPromoCode(byStart, input)).toMatchObject({ valid: false, reason: 'expired' });
    expect(checkPromoCode(byStart, { ...input, orderStart: '2026-02-01T09:00', now: '2027-01-01' }).valid).toBe(true);
    expect(checkPromoCode(byStart, { ...input, orderStart: '2025-11-20T09:00' })).toMatchObject({
      reason: 'notYetValid',
    });
  });
  it('ignores absent limits', () => {
    const open = promo({
      usageLimit: null,
      perCustomerLimit: null,
      minimumTotal: null,
      validFrom: null,
      validTo: null,
    });
    expect(checkPromoCode(open, { ...input, total: 1 })).toMatchObject({ valid: true, discount: 0 });
  });
});
