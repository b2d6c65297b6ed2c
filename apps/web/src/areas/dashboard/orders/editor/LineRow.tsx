import { ActionIcon, Badge, Group, MultiSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreeUnits } from '../../../../api/availability.ts';
import { useProduct } from '../../../../api/catalogue.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import type { Conflict } from './conflicts.ts';
import { lineMax } from './limits.ts';
import type { OrderFormValues } from './orderForm.ts';
import { PackChoices } from './PackChoices.tsx';
import type { EditorCatalogue } from './useEditorCatalogue.ts';

/**
 * One line of the order: quantity (at most what is free), units chosen now, products of a pack's category items,
 * price, and why it does not fit.
 */
export function LineRow({
  form,
  index,
  catalogue,
  price,
  conflicts,
  overbooked,
  onMoveTo,
  onReplace,
}: {
  form: UseFormReturnType<OrderFormValues>;
  index: number;
  catalogue: EditorCatalogue;
  price?: number;
  conflicts: Conflict[];
  overbooked: boolean;
  onMoveTo: (nextFreeAt: string) => void;
  onReplace: (alternative: Conflict['alternatives'][number]) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const values = form.getValues();
  const line = values.lines[index];
  const max = lineMax(values.lines, line, catalogue.free);
  const name = line.name || catalogue.names.get(line.id) || '';
  const serialised = line.kind === 'product' && catalogue.stockModes.get(line.id) === 'SERIALIZED';

  return (
    <Paper withBorder p="sm" component="li" aria-label={name} data-testid={`order-line-${line.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap={6}>
              <Text fw={500}>{name}</Text>
              <Badge size="xs" variant="light" color="gray">
                {t(`orders.kinds.${line.kind}`)}
              </Badge>
            </Group>
            {max !== undefined && (
              <Text size="xs" c={overbooked ? 'red' : 'dimmed'}>
                {overbooked
                  ? t('orders.editor.overbooked', { count: max })
                  : t('orders.editor.maxFree', { count: max })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500} style={{ whiteSpace: 'nowrap' }} aria-label={t('orders.editor.linePrice', { name })}>
              {price === undefined ? '—' : money.format(price)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem('lines', index)}
              aria-label={t('orders.editor.removeLine', { name })}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('orders.fields.quantity')}
            aria-label={t('orders.editor.quantityOf', { name })}
            min={1}
            max={max === undefined ? 500 : Math.max(1, max)}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            w={110}
            {...form.getInputProps(`lines.${index}.quantity`)}
          />
          {serialised && <UnitsField form={form} index={index} catalogue={catalogue} name={name} />}
        </Group>
        {line.kind === 'pack' && <PackChoices form={form} index={index} catalogue={catalogue} />}
        {conflicts.map((conflict) => (
          <ConflictNotice key={conflict.productId} conflict={conflict} onMoveTo={onMoveTo} onReplace={onReplace} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Units to give now, among those free over the period (read when the list is opened). A chosen unit that is not free
 * (or not read yet) is named from every unit of the product, used before or not.
 */
function UnitsField({
  form,
  index,
  catalogue,
  name,
}: {
  form: UseFormReturnType<OrderFormValues>;
  index: number;
  catalogue: EditorCatalogue;
  name: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const line = form.getValues().lines[index];
  const wanted = opened || line.subProductIds.length > 0;
  const units = useFreeUnits(wanted && catalogue.period ? { ...catalogue.period, productId: line.id } : null);
  const free = units.data ?? [];
  const product = useProduct(line.subProductIds.length > 0 ? line.id : undefined);
  const label = (u: { qrCodeValue: string; size: string | null; serialNumber: string | null }) =>
    [u.qrCodeValue, u.size, u.serialNumber].filter(Boolean).join(' · ');
  const busy =
    units.data && !units.isPlaceholderData ? line.subProductIds.filter((id) => !free.some((u) => u.id === id)) : [];
  const labelOf = (id: string) => {
    const unit = product.data?.subProducts.find((u) => u.id === id);
    return unit ? label(unit) : id;
  };
  const data = [
    ...free.map((u) => ({ value: u.id, label: label(u) })),
    ...line.subProductIds
      .filter((id) => !free.some((u) => u.id === id))
      .map((id) => ({ value: id, label: labelOf(id) })),
  ];
  const { error, ...input } = form.getInputProps(`lines.${index}.subProductIds`);
  return (
    <MultiSelect
      label={t('orders.editor.unitsOf', { name })}
      placeholder={line.subProductIds.length === 0 ? t('orders.editor.unitsLater') : undefined}
      data={data}
      searchable
      maxValues={line.quantity}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={units.isFetching ? t('common.loading') : t('orders.editor.noFreeUnit')}
      style={{ flex: 1, minWidth: 220 }}
      {...input}
      error={
        error ??
        (busy.length > 0 ? t('orders.conflict.unitNotFree', { units: busy.map(labelOf).join(', ') }) : undefined)
      }
    />
  );
}
