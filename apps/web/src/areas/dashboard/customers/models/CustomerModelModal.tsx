import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@hirebase/shared';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type CustomerModel, useSaveCustomerModel } from '../../../../api/customers.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useFormErrorHandler } from '../../../../components/useFormErrorHandler.ts';
import {
  buildModelPayload,
  emptyFieldDef,
  keyFromLabel,
  type ModelFormValues,
  modelFormValues,
  modelRules,
} from './modelForm.ts';

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
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={model ? t('customers.models.editTitle') : t('customers.models.newTitle')}
    >
      {opened && <ModelForm model={model} onDone={onClose} />}
    </Modal>
  );
}

function ModelForm({ model, onDone }: { model?: CustomerModel; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCustomerModel();
  const onError = useFormErrorHandler();
  const form = useForm<ModelFormValues>({ initialValues: modelFormValues(model), validate: modelRules(t) });
  const { fields } = form.getValues();
  const types = CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`customers.fieldTypes.${type}`) }));
  const savedKeys = new Set(model?.fields.map((f) => f.key));

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(buildModelPayload(values, model));
      notifySuccess(t('customers.models.saved', { name: values.name.trim() }));
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
