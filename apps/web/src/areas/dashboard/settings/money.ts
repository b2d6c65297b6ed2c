import type { Currency } from '@hirebase/shared';
import { useTranslation } from 'react-i18next';

/** Decimal comma in every interface language but English. */
const useDecimalSeparator = () => (useTranslation().i18n.language === 'en' ? '.' : ',');

/** Props of a NumberInput holding an amount in major units of the shop's currency. */
export function useMoneyInput(currency: Currency) {
  return {
    suffix: currency === 'EUR' ? ' €' : ' CHF',
    decimalScale: 2,
    decimalSeparator: useDecimalSeparator(),
    min: 0,
    allowNegative: false,
  };
}

/** Props of a NumberInput holding a percentage (20 = 20 %). */
export function usePercentInput() {
  return {
    suffix: ' %',
    decimalScale: 2,
    decimalSeparator: useDecimalSeparator(),
    min: 0,
    max: 100,
    allowNegative: false,
  };
}
