import { useTranslation } from 'react-i18next';
import { startCardDeposit } from '../../../../../api/deposits.ts';
import { ProviderPageButton } from './ProviderPageButton.tsx';

/**
 * Takes the deposit the order still lacks as a hold on the customer's card: opens the card provider's page on this
 * screen; once the card is authorised the page comes back to the order, where the hold can be captured or released.
 */
export function CardDepositButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <ProviderPageButton
      label={t('payments.deposits.cardHold')}
      color="violet"
      start={(key) => startCardDeposit(orderId, key)}
    />
  );
}
