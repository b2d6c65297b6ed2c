// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/index.ts';
import i18n from '../i18n/index.ts';
import { type LineStepItem, lineStepTexts } from './lineSteps.ts';

const steps: LineStepItem[] = [
  { code: 'extraDays', params: { days: 3, extraDay: 2250, price: 6750 } },
  { code: 'priceRule', params: { title: 'Weekend', kind: 'PERCENTAGE', value: 1500, before: 6750, after: 7763 } },
  { code: 'categoryDiscount', params: { minDays: 3, kind: 'PERCENTAGE', value: 1000, quantity: 1, amount: 776 } },
  { code: 'promoShare', params: { promoCode: 'SUMMER', amount: 500 } },
  { code: 'dayTier', params: { days: 1, price: 2000 } },
  { code: 'somethingNewer', params: {} },
];

const worded = (language: string, items = steps) =>
  lineStepTexts(i18n.getFixedT(language), language, (amount) => formatMoney(amount, 'EUR', language), items).map(
    (line) => line.replace(/\s/g, ' '),
  );

describe("a line's price explanation", () => {
  it('is worded in English from the codes, with plurals', () => {
    expect(worded('en')).toEqual([
      '3 days × €22.50 = €67.50',
      'Price rule Weekend (+15%): €67.50 → €77.63',
      'Degressive discount from 3 days (10%): −€7.76',
      'Share of promo code SUMMER: −€5.00',
      '1 day: €20.00 rate',
    ]);
  });

  it('is worded in French, Spanish, Portuguese and Italian', () => {
    expect(worded('fr')).toEqual([
      '3 jours × 22,50 € = 67,50 €',
      'Règle de prix Weekend (+15 %) : 67,50 € → 77,63 €',
      'Remise dégressive dès 3 jours (10 %) : −7,76 €',
      'Part du code promo SUMMER : −5,00 €',
      '1 jour : forfait 20,00 €',
    ]);
    expect(worded('es')[0]).toBe('3 días × 22,50 € = 67,50 €');
    expect(worded('es')[4]).toBe('1 día: tarifa 20,00 €');
    expect(worded('pt')[2]).toBe('Desconto degressivo a partir de 3 dias (10%): −7,76 €');
    expect(worded('it')[0]).toBe('3 giorni × 22,50 € = 67,50 €');
    expect(worded('it')[4]).toBe('1 giorno: tariffa 20,00 €');
  });

  it('names a bounded degressive range and an amount per unit', () => {
    const [text] = worded('en', [
      {
        code: 'categoryDiscount',
        params: { minDays: 2, maxDays: 5, kind: 'AMOUNT', value: 300, quantity: 2, amount: 600 },
      },
    ]);
    expect(text).toBe('Degressive discount 2 to 5 days (€3.00 × 2): −€6.00');
  });
});
