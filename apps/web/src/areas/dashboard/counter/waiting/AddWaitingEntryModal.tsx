import { Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../../../../api/catalogue.ts';
import { ApiError } from '../../../../api/client.ts';
import { useAddWaitingEntry, useCustomerChoices } from '../../../../api/counter.ts';
import { DateTimeField } from '../../../../components/dates/fields.tsx';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { emptyWaitingForm, type WaitingFormValues, waitingPayload } from './waitingForm.ts';

/** A customer waits for a product fully booked over a period; the first one waiting is offered what frees up. */
export function AddWaitingEntryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('counter.waiting.addTitle')}>
      <WaitingEntryForm onClose={onClose} />
    </FormModal>
  );
}

function WaitingEntryForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const products = useProductChoices();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const customers = useCustomerChoices(debounced);
  const add = useAddWaitingEntry();
  const required = (value: unknown) => (value ? null : t('validation.required'));
  const { form, submit, saving } = useSaveForm<WaitingFormValues, ReturnType<typeof waitingPayload>>({
    initialValues: emptyWaitingForm,
    validate: {
      productId: required,
      startDate: required,
      endDate: (value, values) =>
        required(value) ??
        (values.startDate && value && value <= values.startDate ? t('counter.waiting.endAfterStart') : null),
      email: (value, values) => (values.customerId || value.trim() ? null : t('counter.waiting.emailNeeded')),
    },
    mutation: {
      isPending: add.isPending,
      mutateAsync: (input) =>
        add.mutateAsync(input).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'available') {
            throw new ApiError(409, {
              code: 'available',
              message: t('counter.waiting.available'),
              details: { field: 'productId' },
            });
          }
          throw error;
        }),
    },
    toInput: waitingPayload,
    savedMessage: () => t('counter.waiting.added'),
    onDone: onClose,
  });

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onClose} saving={saving}>
      <Stack gap="sm">
        <Select
          label={t('counter.waiting.product')}
          searchable
          required
          data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
          {...form.getInputProps('productId')}
        />
        <Group grow align="flex-start">
          <DateTimeField label={t('counter.waiting.start')} required {...form.getInputProps('startDate')} />
          <DateTimeField label={t('counter.waiting.end')} required {...form.getInputProps('endDate')} />
        </Group>
        <NumberInput label={t('counter.waiting.quantity')} min={1} max={500} {...form.getInputProps('quantity')} />
        <Select
          label={t('counter.waiting.customer')}
          description={t('counter.waiting.customerHint')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(customers.data ?? []).map((c) => ({ value: c.id, label: c.displayName }))}
          {...form.getInputProps('customerId')}
        />
        <TextInput label={t('common.email')} type="email" {...form.getInputProps('email')} />
        <Group grow>
          <TextInput label={t('counter.waiting.name')} {...form.getInputProps('name')} />
          <TextInput label={t('common.phone')} type="tel" {...form.getInputProps('phone')} />
        </Group>
        <Textarea label={t('counter.waiting.note')} autosize minRows={2} {...form.getInputProps('note')} />
      </Stack>
    </SaveFormLayout>
  );
}
