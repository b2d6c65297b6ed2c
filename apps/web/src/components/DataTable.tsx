import { Group, Paper, Table, type TableTdProps, type TableTrProps, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader.tsx';

export interface Column<T> {
  header: string;
  /** The cell's content: text and numbers are set in the table's small text, anything else as it is. */
  cell: (row: T) => ReactNode;
  /** Keep the cell on one line (dates). */
  nowrap?: boolean;
  /** Alignment of the header and the cells. */
  ta?: 'right';
  maw?: TableTdProps['maw'];
  /** The header cell itself (a `Table.Th`), when it is more than its text: a sort button. */
  th?: ReactNode;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  /** The rows; `undefined` while they load. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  rowTestId?: (row: T) => string;
  /** More of a row's attributes: `data-*` for tests, a click that opens the row. */
  rowProps?: (row: T) => Omit<TableTrProps, 'children'> & Record<`data-${string}`, string>;
  /** Said when there are no rows; without it, nothing is shown. */
  emptyText?: string;
  /** Below this width (px) the table scrolls sideways: a phone keeps every column. */
  minWidth: number;
  /** What may be done with a row, in a last "Actions" column. */
  actions?: (row: T) => ReactNode;
  highlightOnHover?: boolean;
}

const asCell = (content: ReactNode, nowrap?: boolean) =>
  typeof content === 'string' || typeof content === 'number' ? (
    <Text size="sm" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {content}
    </Text>
  ) : (
    content
  );

/** The app's list table: a loader while rows load, the empty text when there are none, else one row each. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  emptyText,
  minWidth,
  actions,
  highlightOnHover,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  if (rows === undefined) return <PageLoader />;
  if (rows.length === 0) {
    if (!emptyText) return null;
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column.th ? (
                  <Fragment key={column.header}>{column.th}</Fragment>
                ) : (
                  <Table.Th key={column.header} ta={column.ta}>
                    {column.header}
                  </Table.Th>
                ),
              )}
              {actions && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.ta} maw={column.maw}>
                    {asCell(column.cell(row), column.nowrap)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
