import { Anchor, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerOrders, useCustomerOrdersInfo, useOpenCustomerOrders } from '../../../../api/customerOrders.ts';
import type { OrderSummary } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { useMoney } from '../../catalogue/shared/money.ts';
import { OrderBadges } from '../../orders/components/OrderBadges.tsx';
import { ORDERS_BASE } from '../../orders/OrdersLayout.tsx';
import { formatInZone, shopToday, useShopZone } from '../../orders/shared/zone.ts';
import { historyYear } from './historyYear.ts';
import { LifetimeTotals } from './LifetimeTotals.tsx';
import { TotalCard } from './TotalCard.tsx';

/**
 * A customer's rentals: what is out now or coming, the totals since their first order and of the year, and every
 * order of the year by page.
 */
export function RentalHistorySection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const timeZone = useShopZone();
  const thisYear = Number(shopToday(timeZone).slice(0, 4));
  const [chosen, setChosen] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const known = useCustomerOrdersInfo(customerId, thisYear);
  const year = historyYear(chosen, thisYear, known.data?.years ?? []);
  const info = useCustomerOrdersInfo(customerId, year);
  const orders = useCustomerOrders(customerId, year, page);
  const open = useOpenCustomerOrders(customerId);
  const money = useMoney();
  const years = [...new Set([thisYear, ...(known.data?.years ?? [])])].sort((a, b) => b - a);

  const error = known.error ?? info.error ?? orders.error ?? open.error;
  if (error)
    return (
      <ErrorAlert error={error} onRetry={() => Promise.all([known, info, orders, open].map((q) => q.refetch()))} />
    );
  if (!info.data || !orders.data || !open.data) return <PageLoader />;
  const out = open.data.filter((o) => o.status === 'IN_PROGRESS');
  const coming = open.data.filter((o) => o.status === 'TO_COME');

  return (
    <Stack gap="md" component="section" aria-labelledby="customer-rentals">
      <Title order={2} size="h3" id="customer-rentals">
        {t('customers.rentals.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OrderGroup
          title={t('customers.rentals.outNow')}
          empty={t('customers.rentals.outNowEmpty')}
          orders={out}
          testId="rentals-out"
        />
        <OrderGroup
          title={t('customers.rentals.coming')}
          empty={t('customers.rentals.comingEmpty')}
          orders={coming}
          testId="rentals-coming"
        />
      </SimpleGrid>
      <LifetimeTotals totals={info.data.allTime} />
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h4">
          {t('customers.rentals.history')}
        </Title>
        <Select
          label={t('customers.rentals.year')}
          data={years.map(String)}
          value={String(year)}
          onChange={(value) => {
            if (!value) return;
            setChosen(Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          w={120}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="rentals-totals">
        <TotalCard label={t('customers.rentals.orders')} value={String(info.data.count)} />
        <TotalCard label={t('customers.rentals.amount')} value={money.format(info.data.totalTTC)} />
        <TotalCard label={t('customers.rentals.cancelled')} value={String(info.data.canceledCount)} />
      </SimpleGrid>
      {orders.data.items.length === 0 ? (
        <Text c="dimmed">{t('customers.rentals.empty', { year })}</Text>
      ) : (
        <HistoryList orders={orders.data.items} timeZone={timeZone} />
      )}
      <Pager page={orders.data.page ?? page} total={orders.data.total} limit={orders.data.limit} onChange={setPage} />
    </Stack>
  );
}

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Anchor component={Link} to={`${ORDERS_BASE}/${order.id}`} fw={600}>
      #{order.number}
    </Anchor>
  );
}

function OrderGroup({
  title,
  empty,
  orders,
  testId,
}: {
  title: string;
  empty: string;
  orders: OrderSummary[];
  testId: string;
}) {
  const { i18n } = useTranslation();
  const timeZone = useShopZone();
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          orders.map((o) => (
            <Stack key={o.id} gap={0}>
              <Group gap="xs">
                <OrderLink order={o} />
                <OrderBadges order={o} />
              </Group>
              <Text size="xs" c="dimmed">
                {formatInZone(o.startDate, timeZone, i18n.language)} →{' '}
                {formatInZone(o.endDate, timeZone, i18n.language)}
              </Text>
              <Text size="sm" lineClamp={1}>
                {o.productNames.join(', ')}
              </Text>
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

function HistoryList({ orders, timeZone }: { orders: OrderSummary[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const period = (o: OrderSummary) =>
    `${formatInZone(o.startDate, timeZone, i18n.language)} → ${formatInZone(o.endDate, timeZone, i18n.language)}`;
  if (!desktop) {
    return (
      <Stack gap="xs" data-testid="rentals-history">
        {orders.map((o) => (
          <Card key={o.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <OrderLink order={o} />
              <Text fw={600}>{money.format(o.totalTTC)}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {period(o)}
            </Text>
            <OrderBadges order={o} />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table data-testid="rentals-history" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('orders.fields.number')}</Table.Th>
          <Table.Th>{t('orders.fields.period')}</Table.Th>
          <Table.Th>{t('orders.fields.items')}</Table.Th>
          <Table.Th>{t('customers.rentals.status')}</Table.Th>
          <Table.Th ta="right">{t('orders.fields.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>
              <OrderLink order={o} />
            </Table.Td>
            <Table.Td>{period(o)}</Table.Td>
            <Table.Td>{o.productNames.join(', ')}</Table.Td>
            <Table.Td>
              <OrderBadges order={o} />
            </Table.Td>
            <Table.Td ta="right">{money.format(o.totalTTC)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
