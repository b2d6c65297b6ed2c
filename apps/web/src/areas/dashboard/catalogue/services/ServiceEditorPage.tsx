import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Service, useSaveService, useService } from '../../../../api/catalogue.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { EditorHeader } from '../shared/EditorHeader.tsx';
import { NameDescriptionFields, RentalSwitches, VatRateInput } from '../shared/FormFields.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { Section } from '../shared/Section.tsx';
import { EditorForm, useEditorPage, useEditorSubmit } from '../shared/useEditorPage.tsx';
import { PRICING_MODES, type ServiceFormValues, serviceFormValues, servicePayload } from './serviceForm.ts';

/** `/dashboard/catalogue/services/new` and `/:id` */
export default function ServiceEditorPage() {
  const { id, item, fallback } = useEditorPage(useService);
  return fallback ?? <ServiceEditor key={id} service={item} />;
}

function ServiceEditor({ service }: { service?: Service }) {
  const { t } = useTranslation();
  const form = useForm<ServiceFormValues>({
    initialValues: serviceFormValues(service),
    validate: {
      name: requiredRule(t),
      price: (value) => (value === '' ? t('validation.required') : null),
      isLCD: (value, values) => (value || values.isLLD ? null : t('catalogue.product.errors.rentalType')),
    },
  });

  const editor = useEditorSubmit(form, {
    exists: !!service,
    save: useSaveService(),
    payload: (values) => servicePayload(values, service),
    texts: 'catalogue.services',
    listPath: '/dashboard/catalogue/services',
  });

  return (
    <Stack gap="lg" maw={760}>
      <EditorHeader backTo="/dashboard/catalogue/services" title={service?.name ?? t('catalogue.services.new')} />
      <EditorForm {...editor}>
        <Section title={t('catalogue.product.general')}>
          <NameDescriptionFields form={form} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('catalogue.services.pricingMode')}
              data={PRICING_MODES.map((mode) => ({ value: mode, label: t(`catalogue.pricingModes.${mode}`) }))}
              allowDeselect={false}
              {...form.getInputProps('pricingMode')}
            />
            <MoneyInput label={t('catalogue.services.price')} {...form.getInputProps('price')} />
            <VatRateInput {...form.getInputProps('vatRate')} />
          </SimpleGrid>
        </Section>
        <Section title={t('catalogue.product.rental')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <RentalSwitches form={form} />
            <Switch
              label={t('catalogue.services.mandatory')}
              description={t('catalogue.services.mandatoryHint')}
              {...form.getInputProps('mandatory', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Section>
      </EditorForm>
    </Stack>
  );
}
