import { Checkbox, Group, NumberInput, Radio, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PeriodicDiscount, useSavePeriodicDiscount } from '../../../../api/pricing.ts';
import { DateField } from '../../../../components/dates/fields.tsx';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { dayOf } from '../shared/format.ts';
import { ProductScopeSelect } from '../shared/ProductScopeSelect.tsx';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import {
  APPLICABLE_DATES,
  buildPeriodicDiscountPayload,
  CHANNELS,
  type PeriodicDiscountFormValues,
  periodicDiscountFormValues,
  periodicDiscountRules,
} from './periodicDiscountForm.ts';

export function PeriodicDiscountModal({
  opened,
  discount,
  onClose,
}: {
  opened: boolean;
  discount?: PeriodicDiscount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={discount ? t('pricing.discounts.editTitle') : t('pricing.discounts.newTitle')}
    >
      <PeriodicDiscountForm discount={discount} onDone={onClose} />
    </FormModal>
  );
}

function PeriodicDiscountForm({ discount, onDone }: { discount?: PeriodicDiscount; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const { form, submit, saving } = useSaveForm({
    initialValues: periodicDiscountFormValues(discount, dayOf(new Date())),
    validate: periodicDiscountRules(t),
    mutation: useSavePeriodicDiscount(),
    toInput: (input) => buildPeriodicDiscountPayload(input, discount?.id),
    savedMessage: (input) => t('pricing.common.saved', { name: input.name.trim() }),
    onDone,
    errorFields: { percentage: 'value', amount: 'value' },
  });
  const values = form.getValues();

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput label={t('pricing.discounts.name')} data-autofocus {...form.getInputProps('name')} />
      <Radio.Group label={t('pricing.discounts.applicableDate')} {...form.getInputProps('applicableDate')}>
        <Stack gap={6} mt={6}>
          {APPLICABLE_DATES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`pricing.discounts.applicableDates.${value}`)}
              description={t(`pricing.discounts.applicableDateHints.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group label={t('pricing.discounts.channels')} {...form.getInputProps('scope')}>
        <Group gap="md" mt={6}>
          {CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`pricing.discounts.channelNames.${channel}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label={t('pricing.common.startDate')} {...form.getInputProps('startDate')} />
        <DateField label={t('pricing.common.endDate')} {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('pricing.rules.kind')}
          data={[
            { value: 'PERCENTAGE', label: '%' },
            { value: 'AMOUNT', label: currency.symbol },
          ]}
          value={values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as PeriodicDiscountFormValues['kind'])}
        />
        <NumberInput
          label={values.kind === 'PERCENTAGE' ? t('pricing.rules.percentage') : t('pricing.rules.amount')}
          min={0}
          decimalScale={2}
          w={160}
          {...form.getInputProps('value')}
        />
      </Group>
      <ProductScopeSelect
        value={values.productIds}
        onChange={(ids) => form.setFieldValue('productIds', ids)}
        error={form.errors.productIds}
      />
    </SaveFormLayout>
  );
}
