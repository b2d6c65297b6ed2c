import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCounterCardPayment } from '../../../../../api/cardPayments.ts';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError } from '../../../../../components/notify.ts';

/**
 * Takes what is left to pay by card at the counter: opens the card provider's page on this screen for the customer;
 * the page comes back to the order once paid.
 */
export function CardPaymentButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const start = async () => {
    setBusy(true);
    try {
      const checkout = await startCounterCardPayment(orderId, key);
      window.location.assign(checkout.url);
    } catch (error) {
      setBusy(false);
      notifyError(errorMessage(t, error));
    }
  };
  return (
    <Button size="compact-sm" variant="light" onClick={start} loading={busy}>
      {t('payments.card.byCard')}
    </Button>
  );
}
