import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../../api/counter.ts';
import { PhoneLink } from '../../../../components/PhoneLink.tsx';
import { quickOrderHref } from '../quick/modes.ts';
import { useShopTime } from '../shared/shopTime.ts';

export type TodayList = 'departures' | 'returns' | 'late';

/** One order of a today list: who, what, when, and the action the counter takes on it in one tap. */
export function TodayOrderCard({ order, list }: { order: OrderSummary; list: TodayList }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  const customer = order.customer?.displayName ?? t('counter.today.noCustomer');
  return (
    <Card withBorder padding="sm" data-testid={`today-order-${order.number}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }} data-testid="today-order-customer">
            #{order.number} · {customer}
          </Text>
          <Badge
            color={list === 'late' ? 'red' : list === 'returns' ? 'blue' : 'teal'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {format(order.startDate)} → {format(order.endDate)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {order.productNames.join(', ') || t('counter.today.noProducts')}
          {order.unitCount > 0 && ` · ${t('counter.today.units', { count: order.unitCount })}`}
        </Text>
        {order.customer?.phone && (
          <Text size="sm">
            <PhoneLink phone={order.customer.phone} />
          </Text>
        )}
        <Group gap="xs" grow>
          {list === 'departures' ? (
            <Button
              component={Link}
              to={quickOrderHref('handOut', order.id)}
              size="md"
              aria-label={t('counter.today.handOutOne', { number: order.number })}
            >
              {t('counter.actions.handOut')}
            </Button>
          ) : (
            <Button
              component={Link}
              to={quickOrderHref('return', order.id)}
              size="md"
              color={list === 'late' ? 'red' : undefined}
              aria-label={t('counter.today.returnOne', { number: order.number })}
            >
              {t('counter.actions.return')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/dashboard/orders/${order.id}`}
            size="md"
            variant="default"
            aria-label={t('counter.today.openOne', { number: order.number })}
          >
            {t('common.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
