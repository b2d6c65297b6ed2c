import { Badge, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminMarketplaceCustomers } from '../../../api/admin.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { formatDate } from '../../../components/format.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { fullName } from '../../../components/UserMenu.tsx';
import { useListParams } from '../../../components/useListParams.ts';

/** `/admin/marketplace-customers`: the customer accounts of the marketplace, searchable. */
export default function MarketplaceCustomersPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams([]);
  const customers = useAdminMarketplaceCustomers({ search: list.search, page: list.page });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('adminUser.customersNav')}
      </Title>
      <TextInput
        type="search"
        label={t('common.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={list.text}
        onChange={(event) => list.setText(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {customers.isPending ? (
        <PageLoader />
      ) : customers.isError ? (
        <ErrorAlert error={customers.error} onRetry={() => customers.refetch()} />
      ) : customers.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('adminUser.customersEmpty')}
        </Text>
      ) : (
        <Stack gap="sm" style={{ opacity: customers.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={t('adminUser.customersNav')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('employees.columns.name')}</Table.Th>
                    <Table.Th>{t('common.email')}</Table.Th>
                    <Table.Th>{t('common.phone')}</Table.Th>
                    <Table.Th>{t('common.createdAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {customers.data.items.map((customer) => (
                    <Table.Tr key={customer.id} data-testid={`marketplace-customer-${customer.email}`}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {fullName(customer)}
                        </Text>
                        {!customer.isValidated && (
                          <Badge size="xs" color="yellow" variant="light">
                            {t('admin.users.notValidated')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{customer.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{customer.phone && <PhoneLink phone={customer.phone} />}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(customer.createdAt, i18n.language)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Pager
            page={customers.data.page ?? list.page}
            total={customers.data.total}
            limit={customers.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
