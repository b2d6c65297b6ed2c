import { useTranslation } from 'react-i18next';
import { startCounterCardPayment } from '../../../../../api/cardPayments.ts';
import { ProviderPageButton } from './ProviderPageButton.tsx';

/**
 * Takes what is left to pay by card at the counter: opens the card provider's page on this screen for the customer;
 * the page comes back to the order once paid.
 */
export function CardPaymentButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <ProviderPageButton label={t('payments.card.byCard')} start={(key) => startCounterCardPayment(orderId, key)} />
  );
}
