import { NumberInput, type NumberInputProps, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

// biome-ignore lint/suspicious/noExplicitAny: any catalogue form
type AnyForm = UseFormReturnType<any>;

/** Name and description of a product, pack or service form. */
export function NameDescriptionFields({ form }: { form: AnyForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('catalogue.fields.name')} {...form.getInputProps('name')} />
      <Textarea label={t('catalogue.fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
    </>
  );
}

/** Short-term (LCD) and long-term (LLD) rental and online visibility switches of a product, pack or service form. */
export function RentalSwitches({ form, onlineHint }: { form: AnyForm; onlineHint?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Switch label={t('catalogue.fields.isLCD')} {...form.getInputProps('isLCD', { type: 'checkbox' })} />
      <Switch label={t('catalogue.fields.isLLD')} {...form.getInputProps('isLLD', { type: 'checkbox' })} />
      <Switch
        label={t('catalogue.fields.onlineVisible')}
        description={onlineHint}
        {...form.getInputProps('online', { type: 'checkbox' })}
      />
    </>
  );
}

/** A VAT rate in percent, left empty for the company's default. */
export function VatRateInput(props: NumberInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('catalogue.fields.vatRate')}
      description={t('catalogue.fields.vatRateHint')}
      min={0}
      max={100}
      decimalScale={2}
      allowNegative={false}
      suffix=" %"
      {...props}
    />
  );
}
