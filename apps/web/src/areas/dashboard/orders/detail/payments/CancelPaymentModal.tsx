import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LedgerRow, newIdempotencyKey, useCancelPayment } from '../../../../../api/payments.ts';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { TakeBackDialog } from './TakeBackDialog.tsx';

/** Takes back a payment recorded by hand: the ledger keeps it and adds the row that cancels it, with the reason. */
export function CancelPaymentModal({
  orderId,
  row,
  onClose,
}: {
  orderId: string;
  row: LedgerRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const cancel = useCancelPayment(orderId, key);
  const amount = money.format(row.amount);
  return (
    <TakeBackDialog
      title={t('payments.cancel.title', { amount })}
      text={t('payments.cancel.text')}
      submitLabel={t('payments.cancel.submit')}
      pending={cancel.isPending}
      error={cancel.error}
      onClose={onClose}
      onConfirm={(reason) =>
        cancel.mutate(
          { paymentId: row.id, reason },
          {
            onSuccess: () => {
              notifySuccess(t('payments.cancel.done', { amount }));
              onClose();
            },
          },
        )
      }
    />
  );
}
