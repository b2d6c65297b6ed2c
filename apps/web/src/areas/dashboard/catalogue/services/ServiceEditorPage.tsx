import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Service, useSaveService, useService } from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { requiredRule } from '../../../../components/validation.ts';
import { EditorHeader } from '../shared/EditorHeader.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { Section } from '../shared/Section.tsx';
import { useSaveErrors } from '../shared/useSaveErrors.ts';
import { PRICING_MODES, type ServiceFormValues, serviceFormValues, servicePayload } from './serviceForm.ts';

/** `/dashboard/catalogue/services/new` and `/:id` */
export default function ServiceEditorPage() {
  const { id } = useParams();
  const service = useService(id);
  if (!id) return <ServiceEditor />;
  if (service.isPending) return <PageLoader />;
  if (service.isError) return <ErrorAlert error={service.error} onRetry={() => service.refetch()} />;
  return <ServiceEditor key={id} service={service.data} />;
}

function ServiceEditor({ service }: { service?: Service }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveService();
  const onError = useSaveErrors();
  const form = useForm<ServiceFormValues>({
    initialValues: serviceFormValues(service),
    validate: {
      name: requiredRule(t),
      price: (value) => (value === '' ? t('validation.required') : null),
      isLCD: (value, values) => (value || values.isLLD ? null : t('catalogue.product.errors.rentalType')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(servicePayload(values, service));
      notifySuccess(t('catalogue.services.saved', { name: saved.name }));
      if (service) form.resetDirty();
      else navigate(`/dashboard/catalogue/services/${saved.id}`, { replace: true });
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <Stack gap="lg" maw={760}>
      <EditorHeader backTo="/dashboard/catalogue/services" title={service?.name ?? t('catalogue.services.new')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Section title={t('catalogue.product.general')}>
            <TextInput label={t('catalogue.fields.name')} {...form.getInputProps('name')} />
            <Textarea
              label={t('catalogue.fields.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('catalogue.services.pricingMode')}
                data={PRICING_MODES.map((mode) => ({ value: mode, label: t(`catalogue.pricingModes.${mode}`) }))}
                allowDeselect={false}
                {...form.getInputProps('pricingMode')}
              />
              <MoneyInput label={t('catalogue.services.price')} {...form.getInputProps('price')} />
              <NumberInput
                label={t('catalogue.fields.vatRate')}
                description={t('catalogue.fields.vatRateHint')}
                min={0}
                max={100}
                decimalScale={2}
                allowNegative={false}
                suffix=" %"
                {...form.getInputProps('vatRate')}
              />
            </SimpleGrid>
          </Section>
          <Section title={t('catalogue.product.rental')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch label={t('catalogue.fields.isLCD')} {...form.getInputProps('isLCD', { type: 'checkbox' })} />
              <Switch label={t('catalogue.fields.isLLD')} {...form.getInputProps('isLLD', { type: 'checkbox' })} />
              <Switch
                label={t('catalogue.fields.onlineVisible')}
                {...form.getInputProps('online', { type: 'checkbox' })}
              />
              <Switch
                label={t('catalogue.services.mandatory')}
                description={t('catalogue.services.mandatoryHint')}
                {...form.getInputProps('mandatory', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Section>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {service ? t('catalogue.services.save') : t('catalogue.services.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
