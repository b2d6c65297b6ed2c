import { Anchor, Badge, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Customer } from '../../../../api/customers.ts';
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
  if (customers.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('customers.list.empty')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('customers.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('customers.list.name')} sort={sort} onSort={onSort} />
              <Table.Th>{t('customers.fields.type')}</Table.Th>
              <SortHeader field="email" label={t('common.email')} sort={sort} onSort={onSort} />
              <Table.Th>{t('common.phone')}</Table.Th>
              <Table.Th>{t('customers.address.city')}</Table.Th>
              <SortHeader field="createdAt" label={t('common.createdAt')} sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {customers.map((c) => (
              <Table.Tr key={c.id} data-testid={`customer-row-${c.email ?? c.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/dashboard/customers/${c.id}`} fw={500} size="sm">
                    {c.displayName || t('customers.list.unnamed')}
                  </Anchor>
                  {c.type === 'entreprise' && (c.firstName || c.lastName) && (
                    <Text size="xs" c="dimmed">
                      {[c.firstName, c.lastName].filter(Boolean).join(' ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={c.type === 'entreprise' ? 'grape' : 'blue'} miw="max-content">
                    {t(`customers.types.${c.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.phone && <PhoneLink phone={c.phone} />}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.addresses[0]?.city}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(c.createdAt, i18n.language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
