import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportOrdersCsv, useOrders } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { saveBlob, today } from '../../customers/shared/download.ts';
import { OrderCards } from './OrderCards.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { useOrderListParams } from './useOrderListParams.ts';

/** `/dashboard/orders`: orders by period with states, searches and pages; the CSV of what is listed. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const list = useOrderListParams();
  const orders = useOrders({ ...list.filters, page: list.page });
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportOrdersCsv(list.filters), `orders-${today()}.csv`);
    } catch (error) {
      notifyError(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <OrderFilters list={list} />
      <Group justify="flex-end">
        <Button variant="default" onClick={exportCsv} loading={exporting}>
          {t('orders.list.export')}
        </Button>
      </Group>
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorAlert error={orders.error} onRetry={() => orders.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {orders.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('orders.list.empty')}
            </Text>
          ) : desktop ? (
            <OrdersTable orders={orders.data.items} />
          ) : (
            <OrderCards orders={orders.data.items} />
          )}
          <Pager
            page={orders.data.page ?? list.page}
            total={orders.data.total}
            limit={orders.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
