import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSendReceipt } from '../../../../../api/cashbook.ts';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../../components/notify.ts';

/** Mails the customer the receipt of a payment, deposit or refund that went through. */
export function SendReceiptButton({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const send = useSendReceipt();
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={send.isPending}
      onClick={() =>
        send.mutate(paymentId, {
          onSuccess: (mail) => notifySuccess(t('cashbook.receipt.sent', { to: mail.to.join(', ') })),
          onError: (error) => notifyError(errorMessage(t, error)),
        })
      }
    >
      {t('cashbook.receipt.send')}
    </Button>
  );
}
