import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Pack, useCategories, useProductChoices } from '../../../../api/catalogue.ts';
import { categoryName } from '../shared/labels.ts';
import { newItem, type PackFormValues } from './packForm.ts';

/** The products (or categories) of a pack with their quantities. */
export function PackItemsEditor({ form, pack }: { form: UseFormReturnType<PackFormValues>; pack?: Pack }) {
  const { t, i18n } = useTranslation();
  const { type, items } = form.getValues();
  const products = useProductChoices();
  const categories = useCategories();
  const options =
    type === 'PRODUCT'
      ? [
          ...new Map(
            [
              ...(pack?.items ?? []).flatMap((i) => (i.product ? [[i.product.id, i.product.name] as const] : [])),
              ...(products.data?.items ?? []).map((p) => [p.id, p.name] as const),
            ].map(([id, name]) => [id, { value: id, label: name }]),
          ).values(),
        ]
      : (categories.data ?? []).map((c) => ({
          value: c.id,
          label: `${t(`admin.verticales.${c.verticale}`)} · ${categoryName(c, i18n.language)}`,
        }));
  const targetLabel = type === 'PRODUCT' ? t('catalogue.fields.product') : t('catalogue.fields.category');

  return (
    <Stack gap="xs">
      {items.map((item, i) => (
        <Group key={item.key} align="flex-start" gap="xs" wrap="nowrap">
          <Select
            aria-label={t('catalogue.packs.itemTarget', { field: targetLabel, n: i + 1 })}
            placeholder={targetLabel}
            data={options}
            searchable
            nothingFoundMessage={t('common.noResults')}
            style={{ flex: 1 }}
            {...form.getInputProps(`items.${i}.targetId`)}
          />
          <NumberInput
            aria-label={t('catalogue.packs.itemQuantity', { n: i + 1 })}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            w={90}
            {...form.getInputProps(`items.${i}.quantity`)}
          />
          <ActionIcon
            mt={4}
            variant="subtle"
            color="red"
            aria-label={t('catalogue.packs.removeItem', { n: i + 1 })}
            onClick={() => form.removeListItem('items', i)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.items === 'string' && (
        <Text c="red" size="sm">
          {form.errors.items}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('items', newItem())}>
          {t('catalogue.packs.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}
