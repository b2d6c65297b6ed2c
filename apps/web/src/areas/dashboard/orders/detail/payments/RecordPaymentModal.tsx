import { type OfflineMethod as Method, OFFLINE_METHODS } from '@hirebase/shared/payments';
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, useRecordPayment } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountInput, FormActions } from './FormActions.tsx';

/** Records a payment received by hand (deposits have their own section); the amount starts at what is left to pay. */
export function RecordPaymentModal({ orderId, due, onClose }: { orderId: string; due: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const record = useRecordPayment(orderId, key);
  const [amount, setAmount] = useState<number | ''>(due > 0 ? due : '');
  const [method, setMethod] = useState<Method>('CASH');
  const [note, setNote] = useState('');
  const submit = () => {
    if (amount === '' || amount <= 0) return;
    record.mutate(
      { amount, method, type: 'PAYMENT', ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('payments.record.done', { amount: money.format(amount) }));
          onClose();
        },
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t('payments.record.title')} size="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AmountInput label={t('payments.record.amount')} value={amount} onChange={setAmount} />
        <Select
          label={t('payments.record.method')}
          value={method}
          allowDeselect={false}
          onChange={(value) => value && setMethod(value as Method)}
          data={OFFLINE_METHODS.map((m) => ({ value: m, label: t(`payments.method.${m}`) }))}
        />
        <TextInput
          label={t('payments.record.note')}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {record.isError && <ErrorAlert error={record.error} />}
        <FormActions
          onCancel={onClose}
          submitLabel={t('payments.record.submit')}
          loading={record.isPending}
          disabled={amount === '' || amount <= 0}
        />
      </Stack>
    </FormModal>
  );
}
