import { REFUND_REASONS } from '@hirebase/shared/payments';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LedgerRow, newIdempotencyKey, type RefundInput, useRefundPayment } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountInput } from './FormActions.tsx';

/** Gives back all or part of a payment, up to what is left of it, the way it was paid. */
export function RefundModal({
  orderId,
  row,
  refundable,
  onClose,
}: {
  orderId: string;
  row: LedgerRow;
  refundable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const refund = useRefundPayment(orderId, key);
  const [amount, setAmount] = useState<number | ''>(refundable);
  const [reason, setReason] = useState<RefundInput['reason']>('REQUESTED_BY_CUSTOMER');
  const [note, setNote] = useState('');
  const valid = amount !== '' && amount > 0 && amount <= refundable;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('payments.refund.title', { amount: money.format(row.amount) })}
      size="md"
    >
      <Stack gap="sm">
        <Text size="sm">{t('payments.refund.left', { amount: money.format(refundable) })}</Text>
        <AmountInput
          label={t('payments.record.amount')}
          max={refundable}
          required={false}
          value={amount}
          onChange={setAmount}
        />
        <Select
          label={t('payments.refund.reason')}
          value={reason}
          allowDeselect={false}
          onChange={(value) => value && setReason(value as RefundInput['reason'])}
          data={REFUND_REASONS.map((r) => ({ value: r, label: t(`payments.refund.reasons.${r}`) }))}
        />
        <TextInput
          label={t('payments.record.note')}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {refund.isError && <ErrorAlert error={refund.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
          <Button
            color="orange"
            disabled={!valid}
            loading={refund.isPending}
            onClick={() =>
              valid &&
              refund.mutate(
                { paymentId: row.id, amount, reason, ...(note.trim() ? { note: note.trim() } : {}) },
                {
                  onSuccess: () => {
                    notifySuccess(t('payments.refund.done', { amount: money.format(amount) }));
                    onClose();
                  },
                },
              )
            }
          >
            {t('payments.refund.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
