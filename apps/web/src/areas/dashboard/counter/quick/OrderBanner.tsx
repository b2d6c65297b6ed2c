import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CounterOrder } from '../../../../api/counter.ts';
import { useShopTime } from '../shared/shopTime.ts';

/** The order an action works on: number, customer, period, status; a way to open it or choose another. */
export function OrderBanner({ order, onChange }: { order: CounterOrder; onChange?: () => void }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" data-testid="counter-order">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {t('counter.order.title', { number: order.number })} · {order.customer?.displayName ?? '—'}
          </Text>
          <Badge variant="light" color={order.isLate ? 'red' : 'blue'} style={{ flexShrink: 0 }}>
            {order.isLate ? t('counter.order.late') : t(`counter.order.statuses.${order.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {format(order.startDate)} → {format(order.endDate)}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={`/dashboard/orders/${order.id}`} variant="subtle" size="compact-sm">
            {t('counter.order.open')}
          </Button>
          {onChange && (
            <Button variant="subtle" size="compact-sm" onClick={onChange}>
              {t('counter.order.change')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
