import { describe, expect, it } from 'vitest';
import { priceLine } from './line.ts';
import { allocateOverPositive, DiscountTooLarge, priceOrder } from './order.ts';
import type { PriceGrid, PriceLineInput, PricingContext, PromoCode } from './types.ts';

const context: PricingContext = {
  timeZone: 'Europe/Paris',
  vatRate: 2000,
  channel: 'ONLINE_STORE',
  createdAt: '2025-06-01T10:00',
};
const bike: PriceGrid = {
  hourly: 500,
  halfDay: 1500,
  days: [
    { days: 1, price: 2500 },
    { days: 3, price: 6000 },
  ],
  extraDay: 1500,
};
const period = { start: '2025-06-14T09:00', end: '2025-06-16T18:00' };
const bikeLine: PriceLineInput = { ...context, ...period, kind: 'product', itemId: 'bike', grid: bike, quantity: 2 };

describe('priceLine', () => {
  it('prices a product and explains it', () => {
    const line = priceLine(bikeLine);
    expect(line).toMatchObject({ unitPrice: 6000, gross: 12000, net: 12000, ht: 10000, vat: 2000 });
    expect(line.explanation).toEqual([
      '3 days: 3-day tier 60.00',
      '2 × 60.00 = 120.00',
      '120.00 TTC = 100.00 HT + 20.00 VAT',
    ]);
  });
  it('prices a pack from its own grid, with rules and discounts', () => {
    const line = priceLine({
      ...context,
      ...period,
      kind: 'pack',
      itemId: 'family',
      grid: { days: [{ days: 1, price: 9000 }] },
      quantity: 1,
      priceRules: [
        {
          id: 'we',
          title: 'Weekend',
          type: 'overlap',
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          weekdays: [0, 6],
          variation: { kind: 'PERCENTAGE', value: 1000 },
        },
      ],
      categoryId: 'family',
      categoryDiscounts: [{ categoryId: 'family', ranges: [{ minDays: 3, type: 'AMOUNT', value: 1000 }] }],
    });
    expect(line).toMatchObject({ basePrice: 27000, unitPrice: 29700, gross: 29700, net: 28700 });
    expect(line.ht + line.vat).toBe(line.net);
  });
  it('prices services per order, per day and per item', () => {
    const service = (mode: 'PER_ORDER' | 'PER_DAY' | 'PER_ITEM') =>
      priceLine({ ...context, ...period, kind: 'service', itemId: 's', service: { mode, price: 300 }, quantity: 2 });
    expect(service('PER_ORDER')).toMatchObject({ quantity: 1, net: 300 });
    expect(service('PER_DAY')).toMatchObject({ unitPrice: 900, net: 1800 });
    expect(service('PER_ITEM')).toMatchObject({ unitPrice: 300, net: 600 });
  });
  it('adds VAT when the shop prices HT', () => {
    const line = priceLine({
      ...bikeLine,
      quantity: 1,
      vatRate: 550,
      pricesIncludeVat: false,
      grid: { days: [{ days: 3, price: 3333 }] },
    });
    expect(line).toMatchObject({ basis: 'HT', gross: 3333, net: 3516, ht: 3333, vat: 183 });
  });
  it('rejects a rental that does not end after it starts', () => {
    expect(() => priceLine({ ...bikeLine, end: bikeLine.start })).toThrow(RangeError);
  });
});

describe('priceOrder', () => {
  const promo: PromoCode = {
    code: 'HELLO',
    discountType: 'AMOUNT',
    value: 1001,
    source: 'COMPANY',
    dateCheck: 'CREATION_DATE',
    usedCount: 0,
    active: true,
  };
  const helmet: PriceLineInput = {
    ...context,
    ...period,
    kind: 'service',
    itemId: 'helmet',
    service: { mode: 'PER_ITEM', price: 0 },
    quantity: 1,
  };
  const kayak: PriceLineInput = {
    ...bikeLine,
    itemId: 'kayak',
    quantity: 1,
    vatRate: 1000,
    grid: { days: [{ days: 1, price: 3000 }] },
  };

  it('spreads the promo code over the lines and keeps TTC = HT + VAT everywhere', () => {
    const order = priceOrder({ lines: [bikeLine, helmet, kayak], promoCode: promo });
    expect(order.promo).toMatchObject({ valid: true, discount: 1001 });
    expect(order.lines.map((l) => l.net)).toEqual([12000 - 572, 0, 9000 - 429]);
    expect(order.totalTTC).toBe(21000 - 1001);
    expect(order.discount).toBe(1001);
    for (const line of order.lines) expect(line.ht + line.vat).toBe(line.net);
    expect(order.totalHT + order.vat).toBe(order.totalTTC);
    expect(order.lines[0].discounts.at(-1)).toEqual({
      source: 'promoCode',
      id: 'HELLO',
      label: 'Promo code HELLO',
      amount: 572,
    });
  });
  it('reports a rejected promo code without discount', () => {
    const order = priceOrder({ lines: [bikeLine], promoCode: { ...promo, active: false } });
    expect(order).toMatchObject({ promoDiscount: 0, totalTTC: 12000, promo: { valid: false, reason: 'inactive' } });
    expect(order.explanation).toContain('Promo code HELLO is not active');
  });
  it('counts line discounts and the promo code in the order discount', () => {
    const periodic = {
      id: 'p',
      name: 'June',
      applicableDate: 'START_DATE' as const,
      scope: ['ONLINE_STORE' as const],
      startDate: '2025-06-01',
      endDate: '2025-06-30',
      amount: 500,
    };
    const order = priceOrder({ lines: [{ ...bikeLine, periodicDiscounts: [periodic] }], promoCode: promo });
    expect(order).toMatchObject({ totalGrossTTC: 12000, totalTTC: 12000 - 1000 - 1001, discount: 2001 });
  });
  it('allocates only over lines with a positive amount', () => {
    expect(allocateOverPositive(1, [0, 1, 1])).toEqual([0, 1, 0]);
    expect(allocateOverPositive(0, [])).toEqual([]);
  });
});

describe('the shop discount', () => {
  it('may take the whole order, never more: a larger one is refused, not cut down', () => {
    expect(priceOrder({ lines: [bikeLine], manualDiscount: 12000 }).totalTTC).toBe(0);
    expect(() => priceOrder({ lines: [bikeLine], manualDiscount: 12001 })).toThrow(DiscountTooLarge);
    expect(() => priceOrder({ lines: [bikeLine], manualDiscount: 12001 })).toThrow(
      expect.objectContaining({ discount: 12001, subtotal: 12000 }),
    );
  });
});
