import { CHOICE_QUESTION_TYPES, STATE_QUESTION_TYPES, type StateQuestionType } from '@hirebase/shared/states-surveys';
import { Button, Group, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StateModel, useSaveStateModel } from '../../../../api/pricing.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { ListItemCard } from './ListItemCard.tsx';
import { buildStateModelPayload, emptyQuestion, stateModelFormValues, stateModelRules } from './setupForms.ts';

/** A state check model: the questions staff answer when a unit leaves or comes back. */
export function StateModelModal({
  opened,
  model,
  onClose,
}: {
  opened: boolean;
  model?: StateModel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={model ? t('pricing.setup.states.editTitle') : t('pricing.setup.states.newTitle')}
    >
      <StateModelForm model={model} onDone={onClose} />
    </FormModal>
  );
}

function StateModelForm({ model, onDone }: { model?: StateModel; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit, saving } = useSaveForm({
    initialValues: stateModelFormValues(model),
    validate: stateModelRules(t),
    mutation: useSaveStateModel(),
    toInput: (values) => buildStateModelPayload(values, model?.id),
    savedMessage: (values) => t('pricing.common.saved', { name: values.name.trim() }),
    onDone,
  });
  const { questions } = form.getValues();
  const types = STATE_QUESTION_TYPES.map((type) => ({ value: type, label: t(`pricing.setup.questionTypes.${type}`) }));

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput label={t('pricing.setup.modelName')} data-autofocus {...form.getInputProps('name')} />
      {questions.map((question, index) => {
        const label = t('pricing.setup.states.questionN', { n: index + 1 });
        return (
          <ListItemCard
            key={question.id ?? `new-${index}`}
            label={label}
            onRemove={questions.length > 1 ? () => form.removeListItem('questions', index) : undefined}
          >
            <TextInput label={label} {...form.getInputProps(`questions.${index}.label`)} />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t('pricing.setup.type')}
                data={types}
                allowDeselect={false}
                w={200}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(`questions.${index}.type`)}
                onChange={(type) => type && form.setFieldValue(`questions.${index}.type`, type as StateQuestionType)}
              />
              {question.type === 'ODOMETER' && (
                <TextInput
                  label={t('pricing.setup.states.unit')}
                  placeholder="km, h, %"
                  w={110}
                  {...form.getInputProps(`questions.${index}.unit`)}
                />
              )}
              <Switch
                label={t('pricing.setup.required')}
                mb={8}
                {...form.getInputProps(`questions.${index}.required`, { type: 'checkbox' })}
              />
            </Group>
            {CHOICE_QUESTION_TYPES.includes(question.type) && (
              <TagsInput
                label={t('pricing.setup.choices')}
                description={t('pricing.setup.choicesHint')}
                {...form.getInputProps(`questions.${index}.choices`)}
              />
            )}
          </ListItemCard>
        );
      })}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('questions', emptyQuestion())}>
          {t('pricing.setup.states.addQuestion')}
        </Button>
      </Group>
    </SaveFormLayout>
  );
}
