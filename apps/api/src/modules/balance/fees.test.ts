import { describe, expect, it } from 'vitest';
import { includedVatCents, platformFeeCents, signedCents } from './fees.ts';

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

describe('the VAT of the fee invoices', () => {
  it('is the part of the fees the rate includes, rounded half away from zero; net + VAT is the fees', () => {
    // 20 % included in 3.85: 3.85 / 1.2 = 3.2083… net, VAT 0.641666… → 0.64
    expect(includedVatCents(385, 2000)).toBe(64);
    // 20 % included in 0.03: VAT 0.005 exactly rounds up to 0.01
    expect(includedVatCents(3, 2000)).toBe(1);
    // 0.02 / 1.2 × 0.2 = 0.00333… → 0
    expect(includedVatCents(2, 2000)).toBe(0);
    // 8.5 % included in 100.00: 7.834… → 7.83
    expect(includedVatCents(10_000, 850)).toBe(783);
    expect(includedVatCents(10_000, 0)).toBe(0);
    expect(includedVatCents(-120, 2000)).toBe(-20);
  });
});
