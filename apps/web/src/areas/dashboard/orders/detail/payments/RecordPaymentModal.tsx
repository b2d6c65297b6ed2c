import { type OfflineMethod as Method, OFFLINE_METHODS } from '@hirebase/shared/payments';
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type OfflinePaymentInput, useRecordPayment } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';

type Kind = NonNullable<OfflinePaymentInput['type']>;

/** Records a payment (or a deposit) received by hand; the amount starts at what is left to pay. */
export function RecordPaymentModal({ orderId, due, onClose }: { orderId: string; due: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const record = useRecordPayment(orderId, key);
  const [kind, setKind] = useState<Kind>('PAYMENT');
  const [amount, setAmount] = useState<number | ''>(due > 0 ? due : '');
  const [method, setMethod] = useState<Method>('CASH');
  const [note, setNote] = useState('');
  const submit = () => {
    if (amount === '' || amount <= 0) return;
    record.mutate(
      { amount, method, type: kind, ...(note.trim() ? { note: note.trim() } : {}) },
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
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'PAYMENT', label: t('payments.record.payment') },
            { value: 'SHORT_TERM_DEPOSIT', label: t('payments.record.deposit') },
          ]}
        />
        <NumberInput
          label={t('payments.record.amount')}
          min={0.01}
          decimalScale={2}
          required
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
        />
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending} disabled={amount === '' || amount <= 0}>
            {t('payments.record.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
