import { Badge, type BadgeProps, Group, Paper, Table, type TableTdProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueRows } from './CatalogueListPage.tsx';
import { useMoney } from './money.ts';
import { RowActions } from './RowActions.tsx';

/** A column of a catalogue table: its header and the cell of an item. */
export type CatalogueColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Alignment of the header and the cells. */
  ta?: 'right';
  maw?: TableTdProps['maw'];
};

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
  if (items.length === 0) return <NoResults />;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.ta}>
                  {column.header}
                </Table.Th>
              ))}
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} {...rowProps?.(item)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.ta} maw={column.maw}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowActions
                      name={item.name}
                      openTo={openTo(item)}
                      onDuplicate={onDuplicate && (() => onDuplicate(item))}
                      onDelete={onDelete && (() => onDelete(item))}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
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
