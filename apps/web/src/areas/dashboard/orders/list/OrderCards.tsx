import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../../api/orders.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { OrderBadges } from '../components/OrderBadges.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';

/** The orders list on a phone: one card per order. */
export function OrderCards({ orders }: { orders: OrderSummary[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const money = useMoney();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.title')}>
      {orders.map((o) => (
        <Paper key={o.id} withBorder p="sm" component="li" data-testid={`order-row-${o.number}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Anchor component={Link} to={`${ORDERS_BASE}/${o.id}`} fw={600}>
                  #{o.number} · {o.customer?.displayName ?? t('orders.noCustomer')}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatInZone(o.startDate, timeZone, i18n.language)} →{' '}
                  {formatInZone(o.endDate, timeZone, i18n.language)}
                </Text>
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money.format(o.totalTTC)}
              </Text>
            </Group>
            <Text size="sm" lineClamp={2}>
              {o.productNames.join(', ')}
            </Text>
            <OrderBadges order={o} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
