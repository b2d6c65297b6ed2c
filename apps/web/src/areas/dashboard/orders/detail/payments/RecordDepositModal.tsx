import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OfflineDepositInput, useAddDeposit } from '../../../../../api/deposits.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountInput, FormActions } from './FormActions.tsx';

export const DEPOSIT_METHODS = ['CHECK', 'CASH', 'CARD', 'OTHER'] as const;
type Method = OfflineDepositInput['method'];

/** Records a deposit taken by hand (a cheque kept, cash, a card imprint); the amount starts at what is left to take. */
export function RecordDepositModal({
  orderId,
  toTake,
  onClose,
}: {
  orderId: string;
  toTake: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const add = useAddDeposit(orderId, key);
  const [amount, setAmount] = useState<number | ''>(toTake > 0 ? toTake : '');
  const [method, setMethod] = useState<Method>('CHECK');
  const [note, setNote] = useState('');
  const valid = amount !== '' && amount > 0;
  const submit = () => {
    if (!valid) return;
    add.mutate(
      { amount, method, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('payments.deposits.recordDone', { amount: money.format(amount) }));
          onClose();
        },
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t('payments.deposits.recordTitle')} size="md">
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
          label={t('payments.deposits.method')}
          value={method}
          allowDeselect={false}
          onChange={(value) => value && setMethod(value as Method)}
          data={DEPOSIT_METHODS.map((m) => ({ value: m, label: t(`payments.deposits.methods.${m}`) }))}
        />
        <TextInput
          label={t('payments.record.note')}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {add.isError && <ErrorAlert error={add.error} />}
        <FormActions
          onCancel={onClose}
          submitLabel={t('payments.record.submit')}
          loading={add.isPending}
          disabled={!valid}
        />
      </Stack>
    </FormModal>
  );
}
