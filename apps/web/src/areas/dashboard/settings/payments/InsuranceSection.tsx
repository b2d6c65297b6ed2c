import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { useMoneyInput, usePercentInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { numberInput, numberOrNull, type SaveStep, useSectionForm } from '../sectionForm.ts';

const MODES = ['off', 'on_inclusion', 'on_inclusion_hidden', 'on_option', 'with_assurance'] as const;
type Mode = (typeof MODES)[number];
type Method = 'SHARE' | 'PER_ITEM_DAY';

const toValues = ({ integrations: { tulip } }: CompanySettings) => ({
  mode: tulip.insuranceMode as Mode,
  method: tulip.price.method as Method,
  percent: numberInput(tulip.price.percent),
  perItemDay: numberInput(tulip.price.perItemDay),
  minimum: numberInput(tulip.price.minimum),
});
type Values = ReturnType<typeof toValues>;

function steps(v: Values): SaveStep[] {
  return [
    {
      change: {
        operation: 'updateTulipSettings',
        body: {
          insuranceMode: v.mode,
          price: {
            method: v.method,
            percent: numberOrNull(v.percent) ?? 0,
            perItemDay: numberOrNull(v.perItemDay) ?? 0,
            minimum: numberOrNull(v.minimum),
          },
        },
      },
      fields: {
        insuranceMode: 'mode',
        'price.percent': 'percent',
        'price.perItemDay': 'perItemDay',
        'price.minimum': 'minimum',
      },
    },
  ];
}

/** Rental insurance: how the shop offers it, and its own price (a share of the rental, or per item and day). */
export function InsuranceSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const methodId = useId();
  const section = useSectionForm({ settings, toValues, steps });
  const { form, readOnly } = section;
  const values = form.getValues();
  const percentInput = usePercentInput();
  const moneyInput = useMoneyInput(settings.currency);
  return (
    <SettingsSection title={t('settings.insurance.title')} description={t('settings.insurance.hint')} section={section}>
      <Select
        label={t('settings.insurance.mode')}
        data={MODES.map((m) => ({ value: m, label: t(`settings.insurance.modes.${m}`) }))}
        allowDeselect={false}
        disabled={readOnly}
        {...form.getInputProps('mode')}
      />
      {values.mode !== 'off' && (
        <Stack gap="sm">
          <Input.Label id={methodId}>{t('settings.insurance.method')}</Input.Label>
          <SegmentedControl
            aria-labelledby={methodId}
            w="fit-content"
            disabled={readOnly}
            data={[
              { value: 'SHARE', label: t('settings.insurance.share') },
              { value: 'PER_ITEM_DAY', label: t('settings.insurance.perItemDay') },
            ]}
            value={values.method}
            onChange={(value) => form.setFieldValue('method', value as Method)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {values.method === 'SHARE' ? (
              <NumberInput
                label={t('settings.insurance.percent')}
                {...percentInput}
                {...form.getInputProps('percent')}
              />
            ) : (
              <NumberInput
                label={t('settings.insurance.dayPrice')}
                {...moneyInput}
                {...form.getInputProps('perItemDay')}
              />
            )}
            <NumberInput label={t('settings.insurance.minimum')} {...moneyInput} {...form.getInputProps('minimum')} />
          </SimpleGrid>
        </Stack>
      )}
    </SettingsSection>
  );
}
