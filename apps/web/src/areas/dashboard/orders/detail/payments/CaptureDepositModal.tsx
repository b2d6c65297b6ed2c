import { DEPOSIT_CAPTURE_REASONS } from '@hirebase/shared/payments';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptureInput, type Deposit, useCaptureDeposit } from '../../../../../api/deposits.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountInput, FormActions } from './FormActions.tsx';

type Reason = CaptureInput['reason'];

/** Keeps part of a held deposit for the shop, with a reason; never more than it still holds. */
export function CaptureDepositModal({
  orderId,
  bail,
  onClose,
}: {
  orderId: string;
  bail: Deposit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const capture = useCaptureDeposit(orderId, key);
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState<Reason>('DAMAGE');
  const [note, setNote] = useState('');
  const valid = amount !== '' && amount > 0 && amount <= bail.held;
  const submit = () => {
    if (!valid) return;
    capture.mutate(
      { id: bail.id, amount, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('payments.deposits.captureDone', { amount: money.format(amount) }));
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('payments.deposits.captureTitle', { amount: money.format(bail.amount) })}
      size="md"
    >
      <Stack
        gap="sm"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Text size="sm">{t('payments.deposits.stillHeld', { amount: money.format(bail.held) })}</Text>
        {bail.provider !== 'OFFLINE' && (
          <Text size="sm" c="dimmed">
            {t('payments.deposits.cardCaptureRest')}
          </Text>
        )}
        <AmountInput label={t('payments.record.amount')} max={bail.held} value={amount} onChange={setAmount} />
        <Select
          label={t('payments.deposits.reason')}
          value={reason}
          allowDeselect={false}
          onChange={(value) => value && setReason(value as Reason)}
          data={DEPOSIT_CAPTURE_REASONS.map((r) => ({ value: r, label: t(`payments.deposits.reasons.${r}`) }))}
        />
        <TextInput
          label={t('payments.record.note')}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {capture.isError && <ErrorAlert error={capture.error} />}
        <FormActions
          onCancel={onClose}
          submitLabel={t('payments.deposits.captureSubmit')}
          color="orange"
          loading={capture.isPending}
          disabled={!valid}
        />
      </Stack>
    </FormModal>
  );
}
