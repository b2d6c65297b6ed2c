import { useTranslation } from 'react-i18next';
import { useCurrentMe } from '../../MeContext.tsx';

/** The company currency, with formatting and input details for the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrentMe().company?.currency ?? 'EUR';
  const formatter = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  const parts = formatter.formatToParts(1234.5);
  return {
    currency,
    symbol: parts.find((p) => p.type === 'currency')?.value ?? currency,
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    format: (amount: number | null | undefined) => (amount == null ? '' : formatter.format(amount)),
  };
}
