import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { AmountInput, FormActions } from './FormActions.tsx';

/** The amount a payment at the counter takes (what is due unless changed), then starts it. */
export function AmountStep({
  due,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  due: number;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (amount: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | ''>(due);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const valid = amount !== '' && amount > 0 && amount <= due;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(amount);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <AmountInput
          label={t('payments.record.amount')}
          max={due}
          required={false}
          value={amount}
          onChange={setAmount}
          error={amount !== '' && amount > due ? t('payments.devices.aboveDue') : undefined}
        />
        {error ? <ErrorAlert error={error} /> : null}
        <FormActions onCancel={onCancel} submitLabel={submitLabel} loading={busy} disabled={!valid} />
      </Stack>
    </form>
  );
}
