import type { SummaryStep } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import { formatPercent } from '../format/index.ts';

/** A step as the API sends it: a code and its parameters (amounts in cents, rates in basis points). */
export type SummaryItem = { code: string; params: Record<string, string | number> };

const cents = (value: string | number | undefined) => Number(value ?? 0) / 100;

/**
 * The order-level explanation worded in the interface language: `money` formats major units in the shop's
 * currency. A code this version does not know is skipped (the API's English text is the fallback elsewhere).
 */
export function summaryLines(
  t: TFunction,
  language: string,
  money: (amount: number) => string,
  items: readonly SummaryItem[],
): string[] {
  const lines: string[] = [];
  for (const item of items as readonly SummaryStep[]) {
    switch (item.code) {
      case 'subtotal':
        lines.push(
          t('priceSummary.subtotal', { count: item.params.lines, subtotal: money(cents(item.params.subtotal)) }),
        );
        break;
      case 'shopDiscount':
        lines.push(t('priceSummary.shopDiscount', { amount: money(cents(item.params.amount)) }));
        break;
      case 'promoApplied': {
        const value =
          item.params.kind === 'PERCENTAGE'
            ? formatPercent(item.params.value / 100, language)
            : money(cents(item.params.value));
        const key =
          item.params.source === 'PLATFORM' ? 'priceSummary.platformPromoApplied' : 'priceSummary.promoApplied';
        lines.push(t(key, { code: item.params.promoCode, value, discount: money(cents(item.params.discount)) }));
        break;
      }
      case 'promoRefused':
        lines.push(t(`priceSummary.promoRefused.${item.params.reason}`, { code: item.params.promoCode }));
        break;
      case 'delivery':
        lines.push(t('priceSummary.delivery', { amount: money(cents(item.params.amount)) }));
        break;
      case 'total':
        lines.push(
          t('priceSummary.total', {
            ttc: money(cents(item.params.ttc)),
            ht: money(cents(item.params.ht)),
            vat: money(cents(item.params.vat)),
          }),
        );
        break;
    }
  }
  return lines;
}
