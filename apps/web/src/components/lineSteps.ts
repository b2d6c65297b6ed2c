import type { LineStep } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import { formatDate, formatPercent } from '../format/index.ts';

/** A line's step as the API sends it: a code and its parameters (amounts in cents, rates in basis points). */
export type LineStepItem = { code: string; params: Record<string, string | number> };

/**
 * How one line's price was reached, worded in the interface language: `money` formats major units in the shop's
 * currency. A code this version does not know is skipped.
 */
export function lineStepTexts(
  t: TFunction,
  language: string,
  money: (amount: number) => string,
  items: readonly LineStepItem[],
): string[] {
  const cents = (value: number) => money(value / 100);
  const days = (count: number) => t('priceSteps.days', { count });
  /** A tier's words: the days rented, the tier's days and the price reached. */
  const tier = (p: { days: number; tierDays: number; price: number }) => ({
    days: days(p.days),
    tierDays: days(p.tierDays),
    price: cents(p.price),
  });
  /** A tier and the days past it. */
  const tierPlus = (p: { days: number; tierDays: number; tierPrice: number; extraDays: number; price: number }) => ({
    ...tier(p),
    tierPrice: cents(p.tierPrice),
    extraDays: t('priceSteps.extraDays', { count: p.extraDays }),
  });
  /** A discount's size (a rate, or an amount per unit) and what it takes off. */
  const discount = (p: { kind: 'PERCENTAGE' | 'AMOUNT'; value: number; quantity: number; amount: number }) => ({
    how:
      p.kind === 'PERCENTAGE'
        ? formatPercent(p.value / 100, language)
        : t('priceSteps.perUnit', { amount: cents(p.value), quantity: p.quantity }),
    amount: cents(p.amount),
  });
  const word = (step: LineStep): string | null => {
    switch (step.code) {
      case 'lowSeason':
        return t('priceSteps.lowSeason', { day: formatDate(step.params.day, language) });
      case 'dayTier':
        return t('priceSteps.dayTier', { days: days(step.params.days), price: cents(step.params.price) });
      case 'tierPlusExtraDays':
        return t('priceSteps.tierPlusExtraDays', { ...tierPlus(step.params), extraDay: cents(step.params.extraDay) });
      case 'tierPlusAverageDays':
        return t('priceSteps.tierPlusAverageDays', {
          ...tierPlus(step.params),
          averageOf: days(step.params.averageOf),
        });
      case 'extraDays':
        return t('priceSteps.extraDayPrice', {
          days: days(step.params.days),
          extraDay: cents(step.params.extraDay),
          price: cents(step.params.price),
        });
      case 'cappedByTier':
      case 'pricedAsTier':
        return t(`priceSteps.${step.code}`, tier(step.params));
      case 'startedHours':
        return t('priceSteps.startedHours', {
          hours: t('priceSteps.hours', { count: step.params.hours }),
          hourly: cents(step.params.hourly),
          price: cents(step.params.price),
        });
      case 'halfDay':
        return t('priceSteps.halfDay', { price: cents(step.params.price) });
      case 'startedHalfDays':
        return t('priceSteps.startedHalfDays', {
          halves: t('priceSteps.halves', { count: step.params.halves }),
          halfDay: cents(step.params.halfDay),
          price: cents(step.params.price),
        });
      case 'cheapestOption':
        return t('priceSteps.cheapestOption', { options: step.params.options, price: cents(step.params.price) });
      case 'service':
        return t(`priceSteps.service.${step.params.mode}`, {
          price: cents(step.params.price),
          days: days(step.params.days),
          amount: cents(step.params.amount),
        });
      case 'priceRule': {
        const { kind, value } = step.params;
        const size = kind === 'PERCENTAGE' ? formatPercent(Math.abs(value) / 100, language) : cents(Math.abs(value));
        return t('priceSteps.priceRule', {
          title: step.params.title,
          change: `${value < 0 ? '−' : '+'}${size}`,
          before: cents(step.params.before),
          after: cents(step.params.after),
        });
      }
      case 'quantity':
        return t('priceSteps.quantity', {
          quantity: step.params.quantity,
          unitPrice: cents(step.params.unitPrice),
          gross: cents(step.params.gross),
        });
      case 'periodicDiscount':
        return t('priceSteps.periodicDiscount', { name: step.params.name, ...discount(step.params) });
      case 'categoryDiscount': {
        const { minDays, maxDays } = step.params;
        const span =
          maxDays == null
            ? t('priceSteps.spanFrom', { days: days(minDays) })
            : t('priceSteps.spanRange', { min: minDays, max: maxDays });
        return t('priceSteps.categoryDiscount', { span, ...discount(step.params) });
      }
      case 'shopDiscountShare':
        return t('priceSteps.shopDiscountShare', { amount: cents(step.params.amount) });
      case 'promoShare':
        return t('priceSteps.promoShare', { code: step.params.promoCode, amount: cents(step.params.amount) });
      case 'vat':
        return t('priceSteps.vat', {
          ttc: cents(step.params.ttc),
          ht: cents(step.params.ht),
          vat: cents(step.params.vat),
        });
      default:
        return null;
    }
  };
  return (items as readonly LineStep[]).map(word).filter((text): text is string => text !== null);
}
