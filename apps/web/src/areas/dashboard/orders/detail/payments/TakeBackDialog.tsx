import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';

/** Confirms taking back a row of the ledger (a payment, a deposit) with an optional reason. */
export function TakeBackDialog({
  title,
  text,
  submitLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <FormModal opened onClose={onClose} title={title} size="md">
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <TextInput
          label={t('payments.cancel.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {error && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm(reason.trim() || undefined)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
