import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCardDeposit } from '../../../../../api/deposits.ts';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError } from '../../../../../components/notify.ts';

/**
 * Takes the deposit the order still lacks as a hold on the customer's card: opens the card provider's page on this
 * screen; once the card is authorised the page comes back to the order, where the hold can be captured or released.
 */
export function CardDepositButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const start = async () => {
    setBusy(true);
    try {
      const hold = await startCardDeposit(orderId, key);
      window.location.assign(hold.url);
    } catch (error) {
      setBusy(false);
      notifyError(errorMessage(t, error));
    }
  };
  return (
    <Button size="compact-sm" variant="light" color="violet" onClick={start} loading={busy}>
      {t('payments.deposits.cardHold')}
    </Button>
  );
}
