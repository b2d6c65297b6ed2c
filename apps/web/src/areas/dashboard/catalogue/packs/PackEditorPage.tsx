import { Grid, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Pack, usePack, useSavePack } from '../../../../api/catalogue.ts';
import { PricePreview } from '../preview/PricePreview.tsx';
import { PriceGridEditor } from '../price-grid/PriceGridEditor.tsx';
import { EditorHeader } from '../shared/EditorHeader.tsx';
import { NameDescriptionFields, RentalSwitches } from '../shared/FormFields.tsx';
import { Section } from '../shared/Section.tsx';
import { EditorForm, useEditorPage, useEditorSubmit } from '../shared/useEditorPage.tsx';
import { PackItemsEditor } from './PackItemsEditor.tsx';
import { newItem, type PackFormValues, type PackType, packFormValues, packPayload, validatePack } from './packForm.ts';

/** `/dashboard/catalogue/packs/new` and `/:id` */
export default function PackEditorPage() {
  const { id, item, fallback } = useEditorPage(usePack);
  return fallback ?? <PackEditor key={id} pack={item} />;
}

function PackEditor({ pack }: { pack?: Pack }) {
  const { t } = useTranslation();
  const form = useForm<PackFormValues>({
    initialValues: packFormValues(pack),
    validate: (values) => validatePack(values, t),
  });

  const editor = useEditorSubmit(form, {
    exists: !!pack,
    save: useSavePack(),
    payload: (values) => packPayload(values, pack),
    texts: 'catalogue.packs',
    listPath: '/dashboard/catalogue/packs',
  });

  return (
    <Stack gap="lg">
      <EditorHeader backTo="/dashboard/catalogue/packs" title={pack?.name ?? t('catalogue.packs.new')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <EditorForm {...editor}>
            <Section title={t('catalogue.product.general')}>
              <NameDescriptionFields form={form} />
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
              <RentalSwitches form={form} />
            </Section>
          </EditorForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PricePreview item={pack && { kind: 'pack', id: pack.id }} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
