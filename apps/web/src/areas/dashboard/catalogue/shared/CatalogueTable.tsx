import { Badge, type BadgeProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/DataTable.tsx';
import type { CatalogueRows } from './CatalogueListPage.tsx';
import { useMoney } from './money.ts';
import { RowActions } from './RowActions.tsx';

/** A column of a catalogue table: its header and the cell of an item. */
export type CatalogueColumn<T> = Column<T>;

/** "No results" in place of an empty catalogue list. */
export function NoResults() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="xl">
      {t('common.noResults')}
    </Text>
  );
}

/** A catalogue list as a table: the given columns, then the open / duplicate / delete actions of each row. */
export function CatalogueTable<T extends { id: string; name: string }>({
  items,
  onDuplicate,
  onDelete,
  label,
  minWidth,
  columns,
  openTo,
  rowProps,
}: CatalogueRows<T> & {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  columns: CatalogueColumn<T>[];
  openTo: (item: T) => string;
  rowProps?: (item: T) => Record<`data-${string}`, string>;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={rowProps}
      emptyText={t('common.noResults')}
      minWidth={minWidth}
      highlightOnHover
      actions={(item) => (
        <RowActions
          name={item.name}
          openTo={openTo(item)}
          onDuplicate={onDuplicate && (() => onDuplicate(item))}
          onDelete={onDelete && (() => onDelete(item))}
        />
      )}
    />
  );
}

/** Whether an item shows online. */
export function OnlineBadge({ online, ...props }: { online: boolean } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={online ? 'teal' : 'gray'} {...props}>
      {online ? t('catalogue.badges.online') : t('catalogue.badges.offline')}
    </Badge>
  );
}

/** An amount in a table cell, or a dash for none. */
export function PriceText({ amount }: { amount: number | null }) {
  const money = useMoney();
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {amount === null ? '—' : money.format(amount)}
    </Text>
  );
}
