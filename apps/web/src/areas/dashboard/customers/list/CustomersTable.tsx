import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Customer } from '../../../../api/customers.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDate } from '../../../../components/format.ts';
import { PhoneLink } from '../../../../components/PhoneLink.tsx';
import type { Sort, SortField } from './useCustomerListParams.ts';

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: SortField;
  label: string;
  sort: Sort;
  onSort: (field: SortField) => void;
}) {
  const { t } = useTranslation();
  const active = sort.field === field;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={t('customers.list.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Text size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
            {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A page of customers; the name leads to the customer's page. */
export function CustomersTable({
  customers,
  sort,
  onSort,
}: {
  customers: Customer[];
  sort: Sort;
  onSort: (field: SortField) => void;
}) {
  const { t, i18n } = useTranslation();
  const sortable = (field: SortField, label: string) => ({
    header: label,
    th: <SortHeader field={field} label={label} sort={sort} onSort={onSort} />,
  });
  return (
    <DataTable
      label={t('customers.title')}
      minWidth={760}
      highlightOnHover
      rows={customers}
      rowKey={(c) => c.id}
      rowTestId={(c) => `customer-row-${c.email ?? c.id}`}
      emptyText={t('customers.list.empty')}
      columns={[
        {
          ...sortable('name', t('customers.list.name')),
          cell: (c) => (
            <>
              <Anchor component={Link} to={`/dashboard/customers/${c.id}`} fw={500} size="sm">
                {c.displayName || t('customers.list.unnamed')}
              </Anchor>
              {c.type === 'entreprise' && (c.firstName || c.lastName) && (
                <Text size="xs" c="dimmed">
                  {[c.firstName, c.lastName].filter(Boolean).join(' ')}
                </Text>
              )}
            </>
          ),
        },
        {
          header: t('customers.fields.type'),
          cell: (c) => (
            <Badge variant="light" color={c.type === 'entreprise' ? 'grape' : 'blue'} miw="max-content">
              {t(`customers.types.${c.type}`)}
            </Badge>
          ),
        },
        { ...sortable('email', t('common.email')), cell: (c) => <Text size="sm">{c.email}</Text> },
        {
          header: t('common.phone'),
          cell: (c) => <Text size="sm">{c.phone && <PhoneLink phone={c.phone} />}</Text>,
        },
        { header: t('customers.address.city'), cell: (c) => <Text size="sm">{c.addresses[0]?.city}</Text> },
        {
          ...sortable('createdAt', t('common.createdAt')),
          nowrap: true,
          cell: (c) => formatDate(c.createdAt, i18n.language),
        },
      ]}
    />
  );
}
