// @vitest-environment node
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { type SummaryItem, summaryLines } from './priceSummary.ts';

const steps: SummaryItem[] = [
  { code: 'subtotal', params: { lines: 1, subtotal: 6750 } },
  { code: 'shopDiscount', params: { amount: 500 } },
  {
    code: 'promoApplied',
    params: { promoCode: 'SUMMER', source: 'COMPANY', kind: 'PERCENTAGE', value: 1000, discount: 625 },
  },
  { code: 'promoRefused', params: { promoCode: 'OLD', reason: 'expired' } },
  { code: 'delivery', params: { amount: 1200 } },
  { code: 'total', params: { ttc: 6825, ht: 5688, vat: 1137 } },
];

const worded = (language: string, items = steps) => {
  const money = (amount: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
  return summaryLines(i18n.getFixedT(language), language, money, items).map((line) => line.replace(/\s/g, ' '));
};

describe('the price explanation', () => {
  it('is worded in English from the codes and parameters', () => {
    expect(worded('en')).toEqual([
      '1 line, subtotal €67.50 incl. VAT',
      'Shop discount −€5.00',
      'Promo code SUMMER (10%): −€6.25',
      'Promo code OLD has expired',
      'Delivery €12.00 incl. VAT',
      'Total €68.25 incl. VAT = €56.88 excl. VAT + €11.37 VAT',
    ]);
  });

  it('is worded in French, with French numbers and plurals', () => {
    expect(worded('fr')[0]).toBe('1 ligne, sous-total 67,50 € TTC');
    expect(worded('fr', [{ code: 'subtotal', params: { lines: 3, subtotal: 12000 } }])).toEqual([
      '3 lignes, sous-total 120,00 € TTC',
    ]);
    expect(worded('fr')[2]).toBe('Code promo SUMMER (10 %) : −6,25 €');
  });

  it('differs in every language', () => {
    const first = ['fr', 'en', 'es', 'pt', 'it'].map((language) => worded(language)[0]);
    expect(new Set(first).size).toBe(5);
  });

  it('skips a code it does not know', () => {
    expect(worded('en', [{ code: 'somethingNew', params: {} }])).toEqual([]);
  });
});
