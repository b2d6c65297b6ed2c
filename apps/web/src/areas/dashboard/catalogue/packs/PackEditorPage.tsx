import { Button, Grid, Group, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Pack, usePack, useSavePack } from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PricePreview } from '../preview/PricePreview.tsx';
import { PriceGridEditor } from '../price-grid/PriceGridEditor.tsx';
import { EditorHeader } from '../shared/EditorHeader.tsx';
import { Section } from '../shared/Section.tsx';
import { useSaveErrors } from '../shared/useSaveErrors.ts';
import { PackItemsEditor } from './PackItemsEditor.tsx';
import { newItem, type PackFormValues, type PackType, packFormValues, packPayload, validatePack } from './packForm.ts';

/** `/dashboard/catalogue/packs/new` and `/:id` */
export default function PackEditorPage() {
  const { id } = useParams();
  const pack = usePack(id);
  if (!id) return <PackEditor />;
  if (pack.isPending) return <PageLoader />;
  if (pack.isError) return <ErrorAlert error={pack.error} onRetry={() => pack.refetch()} />;
  return <PackEditor key={id} pack={pack.data} />;
}

function PackEditor({ pack }: { pack?: Pack }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePack();
  const onError = useSaveErrors();
  const form = useForm<PackFormValues>({
    initialValues: packFormValues(pack),
    validate: (values) => validatePack(values, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(packPayload(values, pack));
      notifySuccess(t('catalogue.packs.saved', { name: saved.name }));
      if (pack) form.resetDirty();
      else navigate(`/dashboard/catalogue/packs/${saved.id}`, { replace: true });
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <Stack gap="lg">
      <EditorHeader backTo="/dashboard/catalogue/packs" title={pack?.name ?? t('catalogue.packs.new')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
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
                <Radio.Group
                  label={t('catalogue.packs.type')}
                  {...form.getInputProps('type')}
                  onChange={(type) => {
                    form.setFieldValue('type', type as PackType);
                    form.setFieldValue('items', [newItem()]);
                  }}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="PRODUCT" label={t('catalogue.packTypes.PRODUCT')} />
                    <Radio value="CATEGORY" label={t('catalogue.packTypes.CATEGORY')} />
                  </Group>
                </Radio.Group>
              </Section>
              <Section title={t('catalogue.packs.items')}>
                <PackItemsEditor form={form} pack={pack} />
              </Section>
              <Section title={t('catalogue.grid.title')}>
                <PriceGridEditor form={form} />
              </Section>
              <Section title={t('catalogue.product.rental')}>
                <Switch label={t('catalogue.fields.isLCD')} {...form.getInputProps('isLCD', { type: 'checkbox' })} />
                <Switch label={t('catalogue.fields.isLLD')} {...form.getInputProps('isLLD', { type: 'checkbox' })} />
                <Switch
                  label={t('catalogue.fields.onlineVisible')}
                  {...form.getInputProps('online', { type: 'checkbox' })}
                />
              </Section>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {pack ? t('catalogue.packs.save') : t('catalogue.packs.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PricePreview item={pack && { kind: 'pack', id: pack.id }} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
