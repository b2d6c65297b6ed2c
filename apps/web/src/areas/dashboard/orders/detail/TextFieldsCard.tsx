import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderView, useUpdateExternalInvoiceNumber, useUpdateOrderNotes } from '../../../../api/orders.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { Section } from '../shared/Section.tsx';

/** Internal notes and the number of the invoice made elsewhere, each saved on its own. */
export function TextFieldsCard({ order, canWrite }: { order: OrderView; canWrite: boolean }) {
  const { t } = useTranslation();
  const notes = useUpdateOrderNotes(order.id);
  const invoice = useUpdateExternalInvoiceNumber(order.id);
  return (
    <Section title={t('orders.detail.notes')}>
      <Stack gap="sm">
        <InlineText
          key={`notes-${order.updatedAt}`}
          label={t('orders.fields.notes')}
          initial={order.notes ?? ''}
          multiline
          disabled={!canWrite}
          mutation={notes}
          saved={t('orders.detail.notesSaved')}
        />
        <InlineText
          key={`invoice-${order.updatedAt}`}
          label={t('orders.fields.externalInvoiceNumber')}
          initial={order.externalInvoiceNumber ?? ''}
          disabled={!canWrite}
          mutation={invoice}
          saved={t('orders.detail.invoiceSaved')}
        />
      </Stack>
    </Section>
  );
}

function InlineText({
  label,
  initial,
  multiline,
  disabled,
  mutation,
  saved,
}: {
  label: string;
  initial: string;
  multiline?: boolean;
  disabled: boolean;
  mutation: { mutate: (value: string, options: { onSuccess: () => void }) => void; isPending: boolean; error: unknown };
  saved: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const dirty = value.trim() !== initial.trim();
  const error = mutation.error ? errorMessage(t, mutation.error) : undefined;
  const props = {
    label,
    value,
    disabled,
    error,
    onChange: (e: { currentTarget: { value: string } }) => setValue(e.currentTarget.value),
  };
  return (
    <Stack gap={4}>
      {multiline ? <Textarea autosize minRows={2} maxRows={10} {...props} /> : <TextInput {...props} />}
      {dirty && (
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={() => setValue(initial)}>
            {t('common.cancel')}
          </Button>
          <Button
            size="compact-sm"
            loading={mutation.isPending}
            onClick={() => mutation.mutate(value, { onSuccess: () => notifySuccess(saved) })}
            aria-label={t('orders.detail.saveField', { field: label })}
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
