import { VERTICALES } from '@hirebase/shared';
import { Checkbox, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Product, useProductModels } from '../../../../api/catalogue.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { modelLabel } from '../shared/labels.ts';
import type { ProductFormValues } from './productForm.ts';

type ModelSummary = Product['productModel'];

/**
 * The product model behind the product. By default one is created with the product (its activity asked only when
 * the shop has several); shops whose products share a model pick it from a search instead.
 */
export function ModelPicker({
  form,
  initialModel,
}: {
  form: UseFormReturnType<ProductFormValues>;
  initialModel?: ModelSummary;
}) {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const verticales = me.company?.verticales ?? [];
  const { useExistingModel } = form.getValues();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('catalogue.model.useExisting')}
        description={t('catalogue.model.useExistingHint')}
        {...form.getInputProps('useExistingModel', { type: 'checkbox' })}
      />
      {useExistingModel ? (
        <ExistingModelSelect form={form} initialModel={initialModel} />
      ) : (
        <>
          {verticales.length !== 1 && (
            <Select
              label={t('catalogue.fields.verticale')}
              data={(verticales.length > 0 ? verticales : VERTICALES).map((v) => ({
                value: v,
                label: t(`admin.verticales.${v}`),
              }))}
              searchable
              allowDeselect={false}
              {...form.getInputProps('newProductModel.verticale')}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('catalogue.model.createdWithProduct')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function ExistingModelSelect({
  form,
  initialModel,
}: {
  form: UseFormReturnType<ProductFormValues>;
  initialModel?: ModelSummary;
}) {
  const { t } = useTranslation();
  const models = useProductModels();
  const all = new Map<string, ModelSummary>();
  for (const model of [initialModel, ...(models.data?.items ?? [])]) if (model) all.set(model.id, model);
  const data = [...all.values()]
    .map((m) => ({ value: m.id, label: modelLabel(m) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const inputProps = form.getInputProps('productModelId');
  return (
    <Select
      label={t('catalogue.fields.productModel')}
      placeholder={t('catalogue.model.search')}
      searchable
      nothingFoundMessage={t('common.noResults')}
      data={data}
      {...inputProps}
      onChange={(id) => {
        inputProps.onChange(id);
        const model = id ? all.get(id) : undefined;
        if (model && !form.getValues().name.trim()) form.setFieldValue('name', model.name);
      }}
    />
  );
}
