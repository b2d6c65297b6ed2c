import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OrderSummary, useCloseNoShow, useNoShows } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { IfCan } from '../../access/index.ts';
import { useShopTime } from '../shared/shopTime.ts';

/** Orders that never left and are past their end, each to close as a no-show (after a second tap). */
export function NoShowList() {
  const { t } = useTranslation();
  const noShows = useNoShows();
  if (noShows.isError) return <ErrorAlert error={noShows.error} onRetry={() => noShows.refetch()} />;
  const orders = noShows.data ?? [];
  if (orders.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="no-shows">
      <Group gap="xs">
        <Title order={2} size="h4">
          {t('counter.today.noShows')}
        </Title>
        <Badge color="orange">{orders.length}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('counter.today.noShowsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {orders.map((order) => (
          <NoShowCard key={order.id} order={order} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function NoShowCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  const close = useCloseNoShow();
  const [confirming, setConfirming] = useState(false);
  const submit = () =>
    close.mutate(order.id, {
      onSuccess: () => notifySuccess(t('counter.today.noShowClosed', { number: order.number })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });
  return (
    <Card withBorder padding="sm" data-testid={`no-show-${order.number}`}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          #{order.number} · {order.customer?.displayName ?? t('counter.today.noCustomer')}
        </Text>
        <Text size="sm" c="dimmed">
          {format(order.startDate)} → {format(order.endDate)}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={`/dashboard/orders/${order.id}`} variant="default" size="sm">
            {t('counter.today.openOne', { number: order.number })}
          </Button>
          <IfCan area="counter">
            {confirming ? (
              <Button color="orange" size="sm" onClick={submit} loading={close.isPending}>
                {t('counter.today.confirmNoShow', { number: order.number })}
              </Button>
            ) : (
              <Button variant="light" color="orange" size="sm" onClick={() => setConfirming(true)}>
                {t('counter.today.closeNoShow')}
              </Button>
            )}
          </IfCan>
        </Group>
      </Stack>
    </Card>
  );
}
