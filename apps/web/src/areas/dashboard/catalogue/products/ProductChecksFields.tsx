import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useStateModels, useStatusModels, useSurveys } from '../../../../api/catalogue.ts';
import type { ProductFormValues } from './productForm.ts';

/** The state check model, status model and surveys used when the product goes out and comes back. */
export function ProductChecksFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t } = useTranslation();
  const stateModels = useStateModels();
  const statusModels = useStatusModels();
  const surveys = useSurveys();
  const options = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('catalogue.fields.stateModel')}
        placeholder={t('catalogue.fields.none')}
        clearable
        data={options(stateModels.data)}
        {...form.getInputProps('stateModelId')}
      />
      <Select
        label={t('catalogue.fields.statusModel')}
        placeholder={t('catalogue.fields.none')}
        clearable
        data={options(statusModels.data)}
        {...form.getInputProps('statusModelId')}
      />
      <MultiSelect
        label={t('catalogue.fields.surveys')}
        placeholder={t('catalogue.fields.none')}
        clearable
        data={options(surveys.data)}
        {...form.getInputProps('surveyIds')}
      />
    </SimpleGrid>
  );
}
