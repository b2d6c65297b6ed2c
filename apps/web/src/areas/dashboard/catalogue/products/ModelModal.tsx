import { VERTICALES, type Verticale } from '@hirebase/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type ProductModel, useCategories, useSaveProductModel } from '../../../../api/catalogue.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { categoryName } from '../shared/labels.ts';
import { useSaveErrors } from '../shared/useSaveErrors.ts';

interface ModelFormValues {
  name: string;
  verticale: Verticale | null;
  categoryId: string | null;
  brand: string;
  sizes: string[];
}

/** Creates a product model from the product editor. */
export function ModelModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (model: ProductModel) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('catalogue.model.createTitle')}>
      {opened && <ModelForm onCreated={onCreated} onCancel={onClose} />}
    </Modal>
  );
}

function ModelForm({ onCreated, onCancel }: { onCreated: (model: ProductModel) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const save = useSaveProductModel();
  const onError = useSaveErrors();
  const form = useForm<ModelFormValues>({
    initialValues: { name: '', verticale: null, categoryId: null, brand: '', sizes: [] },
    validate: { name: requiredRule(t), verticale: requiredRule(t) },
  });
  const { verticale } = form.getValues();
  const categoryOptions = (categories.data ?? [])
    .filter((c) => c.verticale === verticale)
    .map((c) => ({ value: c.id, label: categoryName(c, i18n.language) }));

  const submit = form.onSubmit(async (values) => {
    try {
      const model = await save.mutateAsync({
        name: values.name.trim(),
        verticale: values.verticale as Verticale,
        categoryId: values.categoryId,
        brand: values.brand.trim() || null,
        sizes: values.sizes.map((s) => s.trim()).filter(Boolean),
      });
      notifySuccess(t('catalogue.model.created', { name: model.name }));
      onCreated(model);
    } catch (error) {
      onError(form, error);
    }
  });

  // Rendered in a portal, yet inside the product form in the React tree: stop the submit from reaching it.
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
    >
      <Stack>
        <TextInput label={t('catalogue.model.name')} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('catalogue.fields.verticale')}
            data={VERTICALES.map((v) => ({ value: v, label: t(`admin.verticales.${v}`) }))}
            searchable
            {...form.getInputProps('verticale')}
            onChange={(value) => {
              form.setFieldValue('verticale', value as Verticale | null);
              form.setFieldValue('categoryId', null);
            }}
          />
          <Select
            label={t('catalogue.fields.category')}
            data={categoryOptions}
            disabled={!verticale}
            clearable
            searchable
            {...form.getInputProps('categoryId')}
          />
        </SimpleGrid>
        <TextInput label={t('catalogue.model.brand')} {...form.getInputProps('brand')} />
        <TagsInput
          label={t('catalogue.model.sizes')}
          description={t('catalogue.model.sizesHint')}
          {...form.getInputProps('sizes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('catalogue.model.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
