import { CUSTOMER_TYPES } from '@hirebase/shared';
import { SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomers } from '../../../../api/customers.ts';
import type { OrderFormValues } from './orderForm.ts';

/** The customer: one of the shop's, found by name, email or phone, or a new one created with the order. */
export function CustomerField({
  form,
  initial,
}: {
  form: UseFormReturnType<OrderFormValues>;
  initial?: { id: string; displayName: string } | null;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(initial ?? null);
  const [debounced] = useDebouncedValue(search, 300);
  const found = useCustomers({ search: debounced, page: 1 });
  const options = (found.data?.items ?? []).map((c) => ({
    value: c.id,
    label: [c.displayName || t('orders.customer.unnamed'), c.email, c.phone].filter(Boolean).join(' · '),
  }));
  if (chosen && !options.some((o) => o.value === chosen.id)) {
    options.unshift({ value: chosen.id, label: chosen.displayName });
  }
  const customer = values.customer;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('orders.customer.mode')}
        data={[
          { value: 'existing', label: t('orders.customer.existing') },
          { value: 'new', label: t('orders.customer.new') },
        ]}
        {...form.getInputProps('customerMode')}
      />
      {values.customerMode === 'existing' ? (
        <Select
          label={t('orders.customer.label')}
          placeholder={t('orders.customer.searchPlaceholder')}
          searchable
          clearable
          data={options}
          filter={({ options: all }) => all}
          onSearchChange={setSearch}
          nothingFoundMessage={found.isFetching ? t('common.loading') : t('common.noResults')}
          {...form.getInputProps('customerId')}
          onChange={(id, option) => {
            form.setFieldValue('customerId', id);
            setChosen(id && option ? { id, displayName: option.label } : null);
          }}
        />
      ) : (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t('orders.customer.type')}
            data={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`orders.customer.types.${type}`) }))}
            {...form.getInputProps('customer.type')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {customer.type === 'entreprise' && (
              <TextInput label={t('orders.customer.companyName')} {...form.getInputProps('customer.companyName')} />
            )}
            <TextInput label={t('common.firstName')} {...form.getInputProps('customer.firstName')} />
            <TextInput label={t('common.lastName')} {...form.getInputProps('customer.lastName')} />
            <TextInput type="email" label={t('common.email')} {...form.getInputProps('customer.email')} />
            <TextInput type="tel" label={t('common.phone')} {...form.getInputProps('customer.phone')} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
