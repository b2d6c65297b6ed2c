import { Group, Select, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../catalogue/shared/labels.ts';
import type { OrderFormValues } from './orderForm.ts';
import { choiceOptions, choicesErrorPath, itemsToChoose, placeChoiceErrors, withChoice } from './packChoices.ts';
import type { EditorCatalogue } from './useEditorCatalogue.ts';

/** The option that leaves the item to the API (no selection sent); product ids never take this value. */
const AUTOMATIC = 'automatic';

/**
 * For each "any product of a category" item of a pack line: the product to give, among those of the category with
 * what is left of each over the period, or the freest one when the order is saved (the default). The API's refusals
 * of the line's choices show on them.
 */
export function PackChoices({
  form,
  index,
  catalogue,
}: {
  form: UseFormReturnType<OrderFormValues>;
  index: number;
  catalogue: EditorCatalogue;
}) {
  const { t, i18n } = useTranslation();
  const { lines } = form.getValues();
  const line = lines[index];
  const items = itemsToChoose(catalogue.packItems.get(line.id) ?? []);
  const errors = placeChoiceErrors(
    form.errors,
    index,
    items.map((item) => item.id),
  );
  if (items.length === 0) {
    return errors.unplaced.length > 0 ? (
      <Text c="red" size="sm" role="alert">
        {errors.unplaced[0]}
      </Text>
    ) : null;
  }
  const packItemsOf = (packId: string) => catalogue.packItems.get(packId) ?? [];

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {items.map((item) => {
        const options = choiceOptions({
          lines,
          line,
          item,
          products: catalogue.categoryProducts.get(item.categoryId ?? '') ?? [],
          free: catalogue.free,
          packItemsOf,
        });
        const value = line.selections?.[item.id] ?? AUTOMATIC;
        const chosen = options.find((option) => option.productId === value);
        return (
          <Select
            key={item.id}
            label={t('orders.editor.packChoice', {
              category: item.category ? categoryName(item.category, i18n.language) : t('orders.kinds.product'),
              count: item.quantity,
            })}
            data={[
              { value: AUTOMATIC, label: t('orders.editor.packChoiceAutomatic') },
              ...options.map((option) => ({
                value: option.productId,
                label:
                  option.free === undefined
                    ? option.name
                    : `${option.name} · ${t('orders.editor.freeCount', { count: option.free })}`,
                disabled: option.disabled,
              })),
            ]}
            value={value}
            allowDeselect={false}
            onChange={(next) => {
              form.clearFieldError(choicesErrorPath(index, item.id));
              form.setFieldValue(
                `lines.${index}.selections`,
                withChoice(line.selections ?? {}, item.id, next && next !== AUTOMATIC ? next : null),
              );
            }}
            error={
              errors.byItem.get(item.id) ??
              (chosen?.disabled ? t('orders.editor.packChoiceShort', { count: chosen.free ?? 0 }) : undefined)
            }
            style={{ flex: 1, minWidth: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </Group>
  );
}
