import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerChoices } from '../../../../api/counter.ts';

/** A customer of the shop, or one created with the order from a name and a phone number. */
export type CustomerChoiceValue =
  | { kind: 'existing'; id: string | null }
  | { kind: 'new'; name: string; phone: string };

/** Who takes the units: search the customers, or type a new one's name and phone. */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: CustomerChoiceValue;
  onChange: (value: CustomerChoiceValue) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const choices = useCustomerChoices(debounced);

  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        value={value.kind}
        onChange={(kind) =>
          onChange(kind === 'new' ? { kind: 'new', name: '', phone: '' } : { kind: 'existing', id: null })
        }
        aria-label={t('counter.book.customer')}
        data={[
          { value: 'existing', label: t('counter.book.existingCustomer') },
          { value: 'new', label: t('counter.book.newCustomer') },
        ]}
      />
      {value.kind === 'existing' ? (
        <Select
          label={t('counter.book.customerSearch')}
          placeholder={t('counter.book.customerPlaceholder')}
          searchable
          clearable
          size="md"
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(choices.data ?? []).map((c) => ({
            value: c.id,
            label: [c.displayName, c.phone ?? c.email].filter(Boolean).join(' · '),
          }))}
          value={value.id}
          onChange={(id) => onChange({ kind: 'existing', id })}
          nothingFoundMessage={choices.isFetching ? t('common.loading') : t('common.noResults')}
          error={error}
        />
      ) : (
        <>
          <TextInput
            label={t('counter.book.customerName')}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
            size="md"
            required
            error={error}
            autoComplete="off"
          />
          <TextInput
            label={t('common.phone')}
            type="tel"
            value={value.phone}
            onChange={(event) => onChange({ ...value, phone: event.currentTarget.value })}
            size="md"
            autoComplete="off"
          />
        </>
      )}
    </Stack>
  );
}
