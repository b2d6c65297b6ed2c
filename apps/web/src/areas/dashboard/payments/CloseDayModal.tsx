import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDay } from '../../../api/cashbook.ts';
import { newIdempotencyKey } from '../../../api/payments.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormat } from '../../../format/index.ts';
import { AmountInput, FormActions } from '../orders/detail/payments/FormActions.tsx';

const _amountOf = (value: string | number) => (typeof value === 'number' ? value : value === '' ? '' : Number(value));

/** Counts the drawer and closes the day, after saying that its Z report will not change. */
export function CloseDayModal({
  day,
  opening,
  expected,
  onClose,
}: {
  day: string;
  opening: number;
  expected: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [key] = useState(newIdempotencyKey);
  const close = useCloseDay(key);
  const [start, setStart] = useState<number | ''>(opening);
  const [counted, setCounted] = useState<number | ''>(expected);
  const [note, setNote] = useState('');
  const ready = start !== '' && counted !== '' && start >= 0 && counted >= 0;
  const submit = () => {
    if (!ready) return;
    close.mutate(
      { day, opening: start, counted, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (closing) => {
          notifySuccess(t('cashbook.book.done', { number: closing.number }));
          onClose();
        },
      },
    );
  };
  return (
    <FormModal opened onClose={onClose} title={t('cashbook.book.closeTitle', { day: format.date(day) })} size="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Text size="sm">{t('cashbook.book.closeText')}</Text>
        <AmountInput label={t('cashbook.book.opening')} min={0} value={start} onChange={setStart} />
        <AmountInput label={t('cashbook.book.counted')} min={0} value={counted} onChange={setCounted} />
        <TextInput
          label={t('cashbook.book.note')}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {close.isError && <ErrorAlert error={close.error} />}
        <FormActions
          onCancel={onClose}
          cancelLabel={t('cashbook.book.cancel')}
          submitLabel={t('cashbook.book.confirm')}
          color="red"
          loading={close.isPending}
          disabled={!ready}
        />
      </Stack>
    </FormModal>
  );
}
