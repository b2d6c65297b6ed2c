import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@hirebase/shared';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CustomerModel, useSaveCustomerModel } from '../../../../api/customers.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { buildModelPayload, emptyFieldDef, keyFromLabel, modelFormValues, modelRules } from './modelForm.ts';

export function CustomerModelModal({
  opened,
  model,
  onClose,
}: {
  opened: boolean;
  model?: CustomerModel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={model ? t('customers.models.editTitle') : t('customers.models.newTitle')}
    >
      <ModelForm model={model} onDone={onClose} />
    </FormModal>
  );
}

function ModelForm({ model, onDone }: { model?: CustomerModel; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit, saving } = useSaveForm({
    initialValues: modelFormValues(model),
    validate: modelRules(t),
    mutation: useSaveCustomerModel(),
    toInput: (values) => buildModelPayload(values, model),
    savedMessage: (values) => t('customers.models.saved', { name: values.name.trim() }),
    onDone,
  });
  const { fields } = form.getValues();
  const types = CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`customers.fieldTypes.${type}`) }));
  const savedKeys = new Set(model?.fields.map((f) => f.key));

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput label={t('customers.models.name')} data-autofocus {...form.getInputProps('name')} />
      <Switch
        label={t('customers.models.isDefault')}
        disabled={model?.isDefault}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {t('customers.models.fields')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('customers.models.keyKept')}
        </Text>
      </Stack>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('customers.models.noFields')}
        </Text>
      )}
      {fields.map((field, index) => {
        const name = t('customers.models.fieldN', { n: index + 1 });
        const path = `fields.${index}` as const;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: new fields have no key yet
          <Paper key={index} withBorder p="xs" role="group" aria-label={name}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput
                    label={t('customers.models.fieldLabel')}
                    {...form.getInputProps(`${path}.label`)}
                    onBlur={() => {
                      if (!field.key) form.setFieldValue(`${path}.key`, keyFromLabel(field.label));
                    }}
                  />
                  <TextInput
                    label={t('customers.models.fieldKey')}
                    readOnly={savedKeys.has(field.key)}
                    {...form.getInputProps(`${path}.key`)}
                  />
                  <Select
                    label={t('customers.models.fieldType')}
                    data={types}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps(`${path}.type`)}
                    onChange={(type) => type && form.setFieldValue(`${path}.type`, type as CustomFieldType)}
                  />
                </SimpleGrid>
                {field.type === 'select' && (
                  <TagsInput
                    label={t('customers.models.options')}
                    description={t('customers.models.optionsHint')}
                    {...form.getInputProps(`${path}.options`)}
                  />
                )}
                <Switch
                  label={t('customers.models.required')}
                  {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                onClick={() => form.removeListItem('fields', index)}
                aria-label={t('customers.models.removeField', { n: index + 1 })}
              >
                ×
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('fields', emptyFieldDef())}>
          {t('customers.models.addField')}
        </Button>
      </Group>
    </SaveFormLayout>
  );
}
