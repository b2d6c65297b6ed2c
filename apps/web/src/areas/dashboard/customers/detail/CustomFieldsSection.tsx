import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CustomerModel } from '../../../../api/customers.ts';
import { CustomFieldInput } from './CustomFieldInput.tsx';
import { type CustomerFormValues, customFieldValues } from './customerForm.ts';

/** The customer model and the fields it adds to the customer (height, ski level, purchase order…). */
export function CustomFieldsSection({
  form,
  models,
  model,
}: {
  form: UseFormReturnType<CustomerFormValues>;
  models: CustomerModel[];
  model: CustomerModel | undefined;
}) {
  const { t } = useTranslation();
  const values = form.getValues();

  const chooseModel = (id: string | null) => {
    const next = models.find((m) => m.id === id);
    form.setFieldValue('customerModelId', next?.id ?? '');
    form.setFieldValue('customFields', customFieldValues(next, values.customFields));
  };

  return (
    <Stack gap="sm">
      {models.length > 1 && (
        <Select
          label={t('customers.fields.model')}
          data={models.map((m) => ({ value: m.id, label: m.name }))}
          value={values.customerModelId || null}
          onChange={chooseModel}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {model && model.fields.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {model.fields.map((def) => (
            <CustomFieldInput
              key={def.key}
              def={def}
              value={values.customFields[def.key] ?? ''}
              error={form.errors[`customFields.${def.key}`]}
              onChange={(value) => form.setFieldValue(`customFields.${def.key}`, value)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('customers.detail.noCustomFields')}
        </Text>
      )}
    </Stack>
  );
}
