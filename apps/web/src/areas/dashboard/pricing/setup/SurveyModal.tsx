import { CHOICE_FIELD_TYPES, SURVEY_FIELD_TYPES, type SurveyFieldType } from '@hirebase/shared/states-surveys';
import { Button, Group, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Survey, useSaveSurvey } from '../../../../api/pricing.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { ProductScopeSelect } from '../shared/ProductScopeSelect.tsx';
import { ListItemCard } from './ListItemCard.tsx';
import { buildSurveyPayload, emptyField, surveyFormValues, surveyRules } from './setupForms.ts';

/** A product survey: what a customer tells when booking the products it is asked for (height, level, ID…). */
export function SurveyModal({ opened, survey, onClose }: { opened: boolean; survey?: Survey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={survey ? t('pricing.setup.surveys.editTitle') : t('pricing.setup.surveys.newTitle')}
    >
      <SurveyForm survey={survey} onDone={onClose} />
    </FormModal>
  );
}

function SurveyForm({ survey, onDone }: { survey?: Survey; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit, saving } = useSaveForm({
    initialValues: surveyFormValues(survey),
    validate: surveyRules(t),
    mutation: useSaveSurvey(),
    toInput: (values) => buildSurveyPayload(values, survey?.id),
    savedMessage: (values) => t('pricing.common.saved', { name: values.name.trim() }),
    onDone,
  });
  const { fields, productIds } = form.getValues();
  const types = SURVEY_FIELD_TYPES.map((type) => ({ value: type, label: t(`pricing.setup.fieldTypes.${type}`) }));

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput label={t('pricing.setup.modelName')} data-autofocus {...form.getInputProps('name')} />
      {fields.map((field, index) => {
        const label = t('pricing.setup.surveys.fieldN', { n: index + 1 });
        return (
          <ListItemCard
            key={field.id ?? `new-${index}`}
            label={label}
            onRemove={fields.length > 1 ? () => form.removeListItem('fields', index) : undefined}
          >
            <TextInput label={label} {...form.getInputProps(`fields.${index}.label`)} />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t('pricing.setup.type')}
                data={types}
                allowDeselect={false}
                w={220}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(`fields.${index}.type`)}
                onChange={(type) => type && form.setFieldValue(`fields.${index}.type`, type as SurveyFieldType)}
              />
              <Switch
                label={t('pricing.setup.required')}
                mb={8}
                {...form.getInputProps(`fields.${index}.required`, { type: 'checkbox' })}
              />
            </Group>
            {CHOICE_FIELD_TYPES.includes(field.type) && (
              <TagsInput
                label={t('pricing.setup.choices')}
                description={t('pricing.setup.choicesHint')}
                {...form.getInputProps(`fields.${index}.options`)}
              />
            )}
          </ListItemCard>
        );
      })}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('fields', emptyField())}>
          {t('pricing.setup.surveys.addField')}
        </Button>
      </Group>
      <ProductScopeSelect
        withPacks={false}
        value={productIds}
        onChange={(ids) => form.setFieldValue('productIds', ids)}
        error={form.errors.productIds}
      />
    </SaveFormLayout>
  );
}
