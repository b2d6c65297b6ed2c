import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/index.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { currencySymbol } from './format.ts';

/** Pricing, promotions and product setup are part of the catalogue module: writing needs write access to it. */
export function useCanEditPricing() {
  return useCan('pricing', 'write');
}

/** The shop's currency (for formatting amounts) and its symbol (beside amount inputs). */
export function useCurrency() {
  const { i18n } = useTranslation();
  const code = useCurrentMe().company?.currency ?? 'EUR';
  return { code, symbol: currencySymbol(code, i18n.language) };
}
