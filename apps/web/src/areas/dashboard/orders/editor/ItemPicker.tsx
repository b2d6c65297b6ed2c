import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remaining } from './limits.ts';
import type { LineKind, OrderLineValues } from './orderForm.ts';
import type { EditorCatalogue } from './useEditorCatalogue.ts';

/**
 * Adds a product, pack or service to the order. Products and packs show how many are free over the period; one
 * with nothing left cannot be chosen.
 */
export function ItemPicker({
  catalogue,
  lines,
  onAdd,
}: {
  catalogue: EditorCatalogue;
  lines: OrderLineValues[];
  onAdd: (item: { kind: LineKind; id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const data = catalogue.items.data;
  const option = (kind: LineKind, id: string, name: string) => {
    const left = remaining(lines, kind, id, catalogue.free);
    return {
      value: `${kind}:${id}`,
      label: left === undefined ? name : `${name} · ${t('orders.editor.freeCount', { count: left })}`,
      disabled: left !== undefined && left < 1,
    };
  };
  const groups = [
    {
      group: t('orders.kinds.product'),
      items: (data?.products ?? []).map((p) => option('product', p.id, p.name)),
    },
    { group: t('orders.kinds.pack'), items: (data?.packs ?? []).map((p) => option('pack', p.id, p.name)) },
    {
      group: t('orders.kinds.service'),
      items: (data?.services ?? []).map((s) => option('service', s.id, s.name)),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <Select
      label={t('orders.editor.addItem')}
      placeholder={catalogue.period ? t('orders.editor.addItemPlaceholder') : t('orders.editor.datesFirst')}
      description={catalogue.availability.isFetching ? t('orders.editor.checkingAvailability') : undefined}
      data={groups}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={false}
      nothingFoundMessage={t('common.noResults')}
      disabled={!catalogue.period || catalogue.items.isPending}
      onChange={(value) => {
        if (!value) return;
        const [kind, id] = value.split(':') as [LineKind, string];
        setSearch('');
        onAdd({ kind, id, name: catalogue.names.get(id) ?? '' });
      }}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
