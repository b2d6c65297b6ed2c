import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RentalSwitches, VatRateInput } from '../shared/FormFields.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import type { ProductFormValues } from './productForm.ts';

/** Deposit, preparation buffers, rental types, online visibility, insurance and VAT. */
export function ProductRentalFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  const { isLLD } = form.getValues();
  const minutes = { min: 0, max: 43_200, step: 15, allowDecimal: false, allowNegative: false, suffix: ' min' };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput label={t('catalogue.fields.deposit')} {...form.getInputProps('deposit')} />
        <NumberInput
          label={t('catalogue.fields.bufferBefore')}
          {...minutes}
          {...form.getInputProps('bufferBeforeMinutes')}
        />
        <NumberInput
          label={t('catalogue.fields.bufferAfter')}
          {...minutes}
          {...form.getInputProps('bufferAfterMinutes')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RentalSwitches form={form} onlineHint={t('catalogue.fields.onlineHint')} />
        <Switch
          label={t('catalogue.fields.insuranceEligible')}
          {...form.getInputProps('insuranceEligible', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {isLLD && (
          <MoneyInput label={t('catalogue.fields.lldMonthlyPrice')} {...form.getInputProps('lldMonthlyPrice')} />
        )}
        <VatRateInput {...form.getInputProps('vatRate')} />
      </SimpleGrid>
    </Stack>
  );
}
