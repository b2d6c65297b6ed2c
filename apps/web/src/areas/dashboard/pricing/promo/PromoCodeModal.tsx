import { Group, NumberInput, Radio, SegmentedControl, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PromoCode, useSavePromoCode } from '../../../../api/pricing.ts';
import { DateField } from '../../../../components/dates/fields.tsx';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import {
  buildPromoCodePayload,
  normaliseCode,
  PROMO_DATE_CHECKS,
  type PromoCodeFormValues,
  promoCodeFormValues,
  promoCodeRules,
} from './promoCodeForm.ts';

export function PromoCodeModal({
  opened,
  promo,
  onClose,
}: {
  opened: boolean;
  promo?: PromoCode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={promo ? t('pricing.promo.editTitle') : t('pricing.promo.newTitle')}
    >
      <PromoCodeForm promo={promo} onDone={onClose} />
    </FormModal>
  );
}

export function PromoCodeForm({ promo, onDone }: { promo?: PromoCode; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const { form, submit, saving } = useSaveForm({
    initialValues: promoCodeFormValues(promo),
    validate: promoCodeRules(t),
    mutation: useSavePromoCode(),
    toInput: (input) => buildPromoCodePayload(input, promo?.id),
    savedMessage: (_input, payload) => t('pricing.common.saved', { name: payload.code }),
    onDone,
  });
  const values = form.getValues();

  const integer = { min: 1, allowDecimal: false, allowNegative: false };
  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('pricing.promo.code')}
        description={t('pricing.promo.codeHint')}
        data-autofocus
        autoCapitalize="characters"
        {...form.getInputProps('code')}
        onChange={(event) => form.setFieldValue('code', normaliseCode(event.currentTarget.value))}
      />
      <TextInput label={t('pricing.promo.description')} {...form.getInputProps('description')} />
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('pricing.rules.kind')}
          data={[
            { value: 'PERCENTAGE', label: '%' },
            { value: 'AMOUNT', label: currency.symbol },
          ]}
          value={values.discountType}
          onChange={(kind) => form.setFieldValue('discountType', kind as PromoCodeFormValues['discountType'])}
        />
        <NumberInput
          label={values.discountType === 'PERCENTAGE' ? t('pricing.rules.percentage') : t('pricing.rules.amount')}
          min={0}
          decimalScale={2}
          allowNegative={false}
          w={160}
          {...form.getInputProps('value')}
        />
      </Group>
      <Radio.Group label={t('pricing.promo.dateCheck')} {...form.getInputProps('dateCheck')}>
        <Stack gap={6} mt={6}>
          {PROMO_DATE_CHECKS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`pricing.promo.dateChecks.${value}`)}
              description={t(`pricing.promo.dateCheckHints.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label={t('pricing.promo.validFrom')} {...form.getInputProps('validFrom')} />
        <DateField label={t('pricing.promo.validTo')} {...form.getInputProps('validTo')} />
        <NumberInput
          label={t('pricing.promo.usageLimit')}
          placeholder={t('pricing.promo.unlimited')}
          {...integer}
          {...form.getInputProps('usageLimit')}
        />
        <NumberInput
          label={t('pricing.promo.perCustomerLimit')}
          placeholder={t('pricing.promo.unlimited')}
          {...integer}
          {...form.getInputProps('perCustomerLimit')}
        />
        <NumberInput
          label={t('pricing.promo.minimumTotal')}
          placeholder={t('pricing.promo.noMinimum')}
          min={0}
          decimalScale={2}
          allowNegative={false}
          rightSection={currency.symbol}
          {...form.getInputProps('minimumTotal')}
        />
      </SimpleGrid>
      <Switch label={t('pricing.promo.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </SaveFormLayout>
  );
}
