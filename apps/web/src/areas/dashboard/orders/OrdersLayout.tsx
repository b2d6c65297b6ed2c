import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCanWriteOrders } from './shared/useCanWriteOrders.ts';

export const ORDERS_BASE = '/dashboard/orders';
const TABS = ['list', 'planning', 'invoices'] as const;
type Tab = (typeof TABS)[number];

const pathOf = (tab: Tab) => (tab === 'list' ? ORDERS_BASE : `${ORDERS_BASE}/${tab}`);

/** The orders list, the planning and the invoices under one title, one tab each, with the button to book. */
export function OrdersLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canWrite = useCanWriteOrders();
  const current: Tab = TABS.find((tab) => tab !== 'list' && pathname.startsWith(pathOf(tab))) ?? 'list';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('orders.title')}
        </Title>
        {canWrite && (
          <Button component={Link} to={`${ORDERS_BASE}/new`}>
            {t('orders.newOrder')}
          </Button>
        )}
      </Group>
      <Tabs value={current} onChange={(tab) => tab && navigate(pathOf(tab as Tab))}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === 'invoices' ? t('invoices.tab') : t(`orders.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
