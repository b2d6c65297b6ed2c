import { useTranslation } from 'react-i18next';
import { formatMoney, moneyParts } from '../../../../format/index.ts';
import { useCurrentMe } from '../../MeContext.tsx';

/** The company currency, with formatting and input details for the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrentMe().company?.currency ?? 'EUR';
  return {
    currency,
    ...moneyParts(currency, i18n.language),
    format: (amount: number | null | undefined) => (amount == null ? '' : formatMoney(amount, currency, i18n.language)),
  };
}
