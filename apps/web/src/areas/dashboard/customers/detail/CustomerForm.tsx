import { LANGUAGES } from '@hirebase/shared';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CustomerDetail, type CustomerModel, useSaveCustomer } from '../../../../api/customers.ts';
import { DateField } from '../../../../components/dates/fields.tsx';
import { EARLIEST_BIRTH_DAY } from '../../../../components/dayBounds.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useFormErrorHandler } from '../../../../components/useFormErrorHandler.ts';
import { AddressesFields } from './AddressesFields.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { buildCustomerPayload, type CustomerFormValues, customerFormValues, validateCustomer } from './customerForm.ts';
import { useEmailDuplicate } from './useEmailDuplicate.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Creates or edits a customer; `onSaved` receives the saved customer. */
export function CustomerForm({
  customer,
  models,
  readOnly,
  onSaved,
  actions,
}: {
  customer?: CustomerDetail;
  /** The company's customer models, the default first. */
  models: CustomerModel[];
  readOnly?: boolean;
  onSaved: (saved: { id: string; displayName: string }) => void;
  /** Buttons shown beside "Save" (delete…). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const onError = useFormErrorHandler();
  const initialModel = models.find((m) => m.id === customer?.customerModelId) ?? models[0];
  const form = useForm<CustomerFormValues>({
    initialValues: customerFormValues(customer, initialModel),
    validate: (values) =>
      validateCustomer(
        values,
        models.find((m) => m.id === values.customerModelId),
        t,
      ),
  });
  const values = form.getValues();
  const model = models.find((m) => m.id === values.customerModelId);
  const email = useEmailDuplicate(customer?.id);
  const emailProps = form.getInputProps('email');

  const submit = form.onSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(buildCustomerPayload(input, model, customer?.id));
      notifySuccess(t('customers.detail.saved', { name: saved.displayName }));
      onSaved(saved);
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Section title={t('customers.detail.identity')}>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t('customers.fields.type')}
                data={[
                  { value: 'individual', label: t('customers.types.individual') },
                  { value: 'entreprise', label: t('customers.types.entreprise') },
                ]}
                value={values.type}
                onChange={(type) => form.setFieldValue('type', type as CustomerFormValues['type'])}
                w={{ base: '100%', xs: 'auto' }}
                style={{ alignSelf: 'flex-start' }}
              />
              {values.type === 'entreprise' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('customers.fields.companyName')}
                    withAsterisk
                    {...form.getInputProps('companyName')}
                  />
                  <TextInput label={t('customers.fields.vatNumber')} {...form.getInputProps('vatNumber')} />
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t('common.firstName')} {...form.getInputProps('firstName')} />
                <TextInput
                  label={t('common.lastName')}
                  withAsterisk={values.type === 'individual'}
                  {...form.getInputProps('lastName')}
                />
                <DateField
                  minDate={EARLIEST_BIRTH_DAY}
                  label={t('customers.fields.birthDate')}
                  {...form.getInputProps('birthDate')}
                />
                <Select
                  label={t('common.language')}
                  data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
                  clearable
                  value={values.language || null}
                  onChange={(lng) => form.setFieldValue('language', lng ?? '')}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
            </Stack>
          </Section>
          <Section title={t('customers.detail.contact')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  type="email"
                  label={t('common.email')}
                  {...emailProps}
                  onBlur={(event) => {
                    emailProps.onBlur?.(event);
                    void email.check(event.currentTarget.value);
                  }}
                />
                <TextInput type="tel" label={t('common.phone')} {...form.getInputProps('phone')} />
              </SimpleGrid>
              {email.duplicate && (
                <Alert color="yellow" variant="light" data-testid="email-duplicate">
                  {t('customers.detail.emailExists')}{' '}
                  <Anchor component={Link} to={`/dashboard/customers/${email.duplicate.id}`} size="sm" fw={600}>
                    {email.duplicate.displayName}
                  </Anchor>
                </Alert>
              )}
              <Checkbox
                label={t('customers.fields.marketingConsent')}
                {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
              />
            </Stack>
          </Section>
          <Section title={t('customers.detail.addresses')}>
            <AddressesFields form={form} />
          </Section>
          <Section title={t('customers.detail.customFields')}>
            <CustomFieldsSection form={form} models={models} model={model} />
          </Section>
          <Section title={t('customers.fields.notes')}>
            <Textarea
              aria-label={t('customers.fields.notes')}
              rows={4}
              resize="vertical"
              {...form.getInputProps('notes')}
            />
          </Section>
          <Group justify="space-between">
            <Group gap="xs">{actions}</Group>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {customer ? t('common.save') : t('customers.detail.create')}
              </Button>
            )}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
