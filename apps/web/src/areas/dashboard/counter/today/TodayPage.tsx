import { Badge, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTodayOrders } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { quickOrderHref } from '../quick/modes.ts';
import { useShopZone } from '../shared/shopTime.ts';
import { NoShowList } from './NoShowList.tsx';
import { type TodayList, TodayOrderCard } from './TodayOrderCard.tsx';
import { groupToday } from './today.ts';

const LISTS: TodayList[] = ['departures', 'returns', 'late'];

/**
 * `/dashboard/counter`: what leaves today, what comes back today, what is late, and the no-shows to close (read again
 * every minute).
 */
export function TodayPage() {
  const { t } = useTranslation();
  const zone = useShopZone();
  const orders = useTodayOrders();
  const [tab, setTab] = useState<TodayList>('departures');
  const groups = useMemo(
    () => groupToday(orders.data ?? [], orders.dataUpdatedAt || Date.now(), zone),
    [orders.data, orders.dataUpdatedAt, zone],
  );

  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <ErrorAlert error={orders.error} onRetry={() => orders.refetch()} />;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button component={Link} to={quickOrderHref('book')} size="md">
          {t('counter.today.newQuickOrder')}
        </Button>
        <Button component={Link} to={quickOrderHref('return')} size="md" variant="light">
          {t('counter.today.scanReturn')}
        </Button>
        <Button component={Link} to="/dashboard/orders/new" size="md" variant="default">
          {t('counter.today.newOrder')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as TodayList)} keepMounted={false}>
        <Tabs.List grow>
          {LISTS.map((list) => (
            <Tabs.Tab
              key={list}
              value={list}
              rightSection={
                <Badge size="sm" circle={groups[list].length < 10} color={list === 'late' ? 'red' : 'gray'}>
                  {groups[list].length}
                </Badge>
              }
            >
              {t(`counter.today.${list}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LISTS.map((list) => (
          <Tabs.Panel key={list} value={list} pt="md">
            {groups[list].length === 0 ? (
              <Text c="dimmed">{t(`counter.today.empty.${list}`)}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
                {groups[list].map((order) => (
                  <TodayOrderCard key={order.id} order={order} list={list} />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <NoShowList />
      <Text size="xs" c="dimmed">
        {t('counter.today.refreshed')}
      </Text>
    </Stack>
  );
}
