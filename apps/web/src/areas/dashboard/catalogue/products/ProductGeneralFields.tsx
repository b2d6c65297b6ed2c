import { Group, NumberInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../api/catalogue.ts';
import { CategoryField } from './CategoryField.tsx';
import { ModelPicker } from './ModelPicker.tsx';
import type { ProductFormValues } from './productForm.ts';

/** Name, category, description, the model behind the product, and how the stock is counted. */
export function ProductGeneralFields({
  form,
  initialModel,
}: {
  form: UseFormReturnType<ProductFormValues>;
  initialModel?: Product['productModel'];
}) {
  const { t } = useTranslation();
  const { stockMode } = form.getValues();
  return (
    <Stack gap="sm">
      <TextInput label={t('catalogue.fields.name')} {...form.getInputProps('name')} />
      <CategoryField form={form} />
      <Textarea label={t('catalogue.fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
      <ModelPicker form={form} initialModel={initialModel} />
      <Radio.Group label={t('catalogue.fields.stockMode')} {...form.getInputProps('stockMode')}>
        <Group gap="lg" mt={6}>
          <Radio value="SERIALIZED" label={t('catalogue.stockModes.SERIALIZED')} />
          <Radio value="QUANTITY" label={t('catalogue.stockModes.QUANTITY')} />
        </Group>
      </Radio.Group>
      {stockMode === 'QUANTITY' && (
        <NumberInput
          label={t('catalogue.fields.quantity')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          maw={{ sm: 200 }}
          {...form.getInputProps('quantity')}
        />
      )}
    </Stack>
  );
}
