import { CUSTOMER_TYPES } from '@hirebase/shared';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportCustomersCsv, useCustomerModels, useCustomers } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { saveBlob, today } from '../shared/download.ts';
import { useCanEditCustomers } from '../shared/useCanEditCustomers.ts';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerListParams } from './useCustomerListParams.ts';

/** Customers with search, filters, sort and pages; export of what is listed, import, models. */
export function CustomersPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCustomers();
  const list = useCustomerListParams();
  const customers = useCustomers({ ...list.filters, page: list.page });
  const models = useCustomerModels();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportCustomersCsv(list.filters), `customers-${today()}.csv`);
    } catch (error) {
      notifyError(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('customers.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('customers.list.subtitle')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={exportCsv} loading={exporting}>
            {t('customers.list.export')}
          </Button>
          {canEdit && (
            <>
              <Button variant="default" component={Link} to="import">
                {t('customers.list.import')}
              </Button>
              <Button variant="default" component={Link} to="models">
                {t('customers.models.title')}
              </Button>
              <Button component={Link} to="new">
                {t('customers.list.new')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          label={t('common.search')}
          placeholder={t('customers.list.searchPlaceholder')}
          value={list.text}
          onChange={(event) => list.setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('customers.fields.type')}
          placeholder={t('customers.list.allTypes')}
          clearable
          value={list.filters.type ?? null}
          onChange={list.setType}
          data={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`customers.types.${type}`) }))}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('customers.fields.model')}
          placeholder={t('customers.list.allModels')}
          clearable
          value={list.filters.customerModelId ?? null}
          onChange={list.setModel}
          data={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {customers.isPending ? (
        <PageLoader />
      ) : customers.isError ? (
        <ErrorAlert error={customers.error} onRetry={() => customers.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: customers.isPlaceholderData ? 0.6 : 1 }}>
          <CustomersTable customers={customers.data.items} sort={list.sort} onSort={list.toggleSort} />
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
