import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { useMoneyInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { numberOrNull, useSectionForm } from '../sectionForm.ts';
import {
  type DeliveryValues,
  DURATION_UNITS,
  type DurationUnit,
  deliveryPayload,
  deliveryValues,
  type FreeType,
} from './delivery.ts';

const toValues = (s: CompanySettings) => deliveryValues(s.delivery);

/** Delivery to the customer: price (fixed or per km), reach, and when it becomes free. */
export function DeliverySection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      price: (value) => (numberOrNull(value) === null ? t('validation.required') : null),
      maxDistanceKm: (value) => (value !== '' && Number(value) <= 0 ? t('settings.delivery.positive') : null),
      freeValue: (value, values) =>
        values.freeType !== 'NONE' && !(Number(value) > 0) ? t('settings.delivery.positive') : null,
    },
    steps: (v) => [
      {
        change: { operation: 'updateDelivery', body: deliveryPayload(v) },
        fields: { 'freeDeliveryMinimum.value': 'freeValue', 'freeDeliveryMinimum.type': 'freeType' },
      },
    ],
  });
  const { form } = section;
  const values = form.getValues();
  const money = useMoneyInput(settings.currency);
  const perKm = values.pricingType === 'PER_KM';

  return (
    <SettingsSection title={t('settings.delivery.title')} description={t('settings.delivery.hint')} section={section}>
      <Switch label={t('settings.delivery.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('settings.delivery.pricingType')}
          allowDeselect={false}
          data={[
            { value: 'FIXED', label: t('settings.delivery.fixed') },
            { value: 'PER_KM', label: t('settings.delivery.perKm') },
          ]}
          {...form.getInputProps('pricingType')}
          onChange={(value) => form.setFieldValue('pricingType', (value ?? 'FIXED') as DeliveryValues['pricingType'])}
        />
        <NumberInput
          label={perKm ? t('settings.delivery.pricePerKm') : t('settings.delivery.price')}
          {...money}
          {...form.getInputProps('price')}
        />
        {perKm && (
          <NumberInput label={t('settings.delivery.minimumPrice')} {...money} {...form.getInputProps('minimumPrice')} />
        )}
        <NumberInput
          label={t('settings.delivery.maxDistance')}
          placeholder={t('settings.delivery.noLimit')}
          suffix=" km"
          min={0}
          max={1000}
          decimalScale={1}
          {...form.getInputProps('maxDistanceKm')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('settings.delivery.freeType')}
          allowDeselect={false}
          data={(['NONE', 'SUBTOTAL', 'MINUTES'] as const).map((type) => ({
            value: type,
            label: t(`settings.delivery.free.${type}`),
          }))}
          {...form.getInputProps('freeType')}
          onChange={(value) => form.setFieldValue('freeType', (value ?? 'NONE') as FreeType)}
        />
        {values.freeType === 'SUBTOTAL' && (
          <NumberInput label={t('settings.delivery.freeSubtotal')} {...money} {...form.getInputProps('freeValue')} />
        )}
        {values.freeType === 'MINUTES' && (
          <>
            <NumberInput
              label={t('settings.delivery.freeDuration')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('freeValue')}
            />
            <Select
              label={t('settings.delivery.freeUnit')}
              allowDeselect={false}
              data={(Object.keys(DURATION_UNITS) as DurationUnit[]).map((unit) => ({
                value: unit,
                label: t(`settings.delivery.units.${unit}`),
              }))}
              {...form.getInputProps('freeUnit')}
              onChange={(value) => form.setFieldValue('freeUnit', (value ?? 'days') as DurationUnit)}
            />
          </>
        )}
      </SimpleGrid>
    </SettingsSection>
  );
}
