import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LedgerRow, newIdempotencyKey, useCancelPayment } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';

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
  const [reason, setReason] = useState('');
  const amount = money.format(row.amount);
  return (
    <FormModal opened onClose={onClose} title={t('payments.cancel.title', { amount })} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('payments.cancel.text')}</Text>
        <TextInput
          label={t('payments.cancel.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {cancel.isError && <ErrorAlert error={cancel.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { paymentId: row.id, reason: reason.trim() || undefined },
                {
                  onSuccess: () => {
                    notifySuccess(t('payments.cancel.done', { amount }));
                    onClose();
                  },
                },
              )
            }
          >
            {t('payments.cancel.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
