import { describe, expect, it } from 'vitest';
import { priceOrder } from './order.ts';
import type { PriceLineInput, PromoCode } from './types.ts';

const line: PriceLineInput = {
  timeZone: 'Europe/Paris',
  vatRate: 2000,
  channel: 'ONLINE_STORE',
  createdAt: '2025-06-01T10:00',
  start: '2025-06-14T09:00',
  end: '2025-06-16T18:00',
  kind: 'product',
  itemId: 'bike',
  grid: { days: [{ days: 3, price: 6000 }] },
  quantity: 2,
};

const promo = (over: Partial<PromoCode>): PromoCode => ({
  code: 'SUMMER',
  discountType: 'PERCENTAGE',
  value: 1000,
  source: 'COMPANY',
  dateCheck: 'CREATION_DATE',
  usedCount: 0,
  active: true,
  ...over,
});

describe('the order summary codes', () => {
  it('give the subtotal, the shop discount, the promo code and the total with their amounts in cents', () => {
    const priced = priceOrder({ lines: [line], manualDiscount: 2000, promoCode: promo({}) });
    expect(priced.summary).toEqual([
      { code: 'subtotal', params: { lines: 1, subtotal: 12000 } },
      { code: 'shopDiscount', params: { amount: 2000 } },
      {
        code: 'promoApplied',
        params: { promoCode: 'SUMMER', source: 'COMPANY', kind: 'PERCENTAGE', value: 1000, discount: 1000 },
      },
      { code: 'total', params: { ttc: priced.totalTTC, ht: priced.totalHT, vat: priced.vat } },
    ]);
    expect(priced.totalTTC).toBe(9000);
  });

  it('name why a promo code was refused', () => {
    const priced = priceOrder({ lines: [line], promoCode: promo({ active: false }) });
    expect(priced.summary[1]).toEqual({ code: 'promoRefused', params: { promoCode: 'SUMMER', reason: 'inactive' } });
  });
});
