import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { usePercentInput } from '../money.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { numberOrNull, type SaveStep, useSectionForm } from '../sectionForm.ts';

const toValues = ({ vat }: CompanySettings) => ({
  rate: vat.rate as number | string,
  workshopRate: vat.workshopRate as number | string,
  name: vat.name,
});
type Values = ReturnType<typeof toValues>;

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (v.rate !== saved.rate) {
    list.push({ change: { operation: 'updateVat', body: { vat: Number(v.rate) } }, fields: { vat: 'rate' } });
  }
  if (v.workshopRate !== saved.workshopRate) {
    list.push({
      change: { operation: 'updateVatWorkshop', body: { vat: Number(v.workshopRate) } },
      fields: { vat: 'workshopRate' },
    });
  }
  if (v.name.trim() !== saved.name) {
    list.push({
      change: { operation: 'updateVatName', body: { vatName: v.name.trim() } },
      fields: { vatName: 'name' },
    });
  }
  return list;
}

/** VAT rates of rentals and of workshop work, and the tax's name on documents. */
export function VatSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const percent = (value: number | string) => (numberOrNull(value) === null ? t('validation.required') : null);
  const section = useSectionForm({
    settings,
    toValues,
    validate: { rate: percent, workshopRate: percent, name: requiredRule(t) },
    steps,
  });
  const { form } = section;
  const percentInput = usePercentInput();

  return (
    <SettingsSection title={t('settings.vat.title')} description={t('settings.vat.hint')} section={section}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label={t('settings.vat.rate')} {...percentInput} {...form.getInputProps('rate')} />
        <NumberInput label={t('settings.vat.workshopRate')} {...percentInput} {...form.getInputProps('workshopRate')} />
        <TextInput label={t('settings.vat.name')} maxLength={20} {...form.getInputProps('name')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
