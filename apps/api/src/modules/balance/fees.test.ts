import { describe, expect, it } from 'vitest';
import { platformFeeCents, signedCents } from './fees.ts';

const rate = { basisPoints: 140, fixedCents: 25 };
const fee = (type: string, amountCents: number) => platformFeeCents({ type, amountCents }, rate);

describe('the platform fee', () => {
  it('is the rate rounded half away from zero to the cent, plus the fixed part', () => {
    // 1.4 % of 100.00 = 1.40
    expect(fee('PAYMENT', 10_000)).toBe(165);
    // 1.4 % of 33.33 = 0.46662 → 0.47
    expect(fee('PAYMENT', 3333)).toBe(72);
    // 1.4 % of 2.50 = 0.035 exactly: half a cent rounds up
    expect(fee('PAYMENT', 250)).toBe(29);
    // 1.4 % of 2.49 = 0.03486 → 0.03
    expect(fee('PAYMENT', 249)).toBe(28);
    expect(fee('DEPOSIT_CAPTURE', 1500)).toBe(46);
  });

  it('never takes more than the amount, and nothing on a refund', () => {
    expect(fee('PAYMENT', 20)).toBe(20);
    expect(fee('REFUND', 10_000)).toBe(0);
    expect(signedCents({ type: 'REFUND', amountCents: 1000 })).toBe(-1000);
    expect(signedCents({ type: 'PAYMENT', amountCents: 1000 })).toBe(1000);
  });

  it('is the fixed part alone at a zero rate', () => {
    expect(platformFeeCents({ type: 'PAYMENT', amountCents: 10_000 }, { basisPoints: 0, fixedCents: 30 })).toBe(30);
  });
});
