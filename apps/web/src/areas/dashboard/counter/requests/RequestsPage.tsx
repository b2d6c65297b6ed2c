import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUESTS_PAGE_SIZE, useRequests } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { Pager } from '../../../../components/Pager.tsx';
import { useShopTime } from '../shared/shopTime.ts';
import { RequestDrawer } from './RequestDrawer.tsx';

/** `/dashboard/counter/requests`: customer requests to approve and customer messages to answer, newest first. */
export function RequestsPage() {
  const { t } = useTranslation();
  const { format } = useShopTime();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useRequests(page);

  if (inbox.isPending) return <PageLoader />;
  if (inbox.isError) return <ErrorAlert error={inbox.error} onRetry={() => inbox.refetch()} />;

  return (
    <Stack gap="sm">
      {inbox.data.items.length === 0 && <Text c="dimmed">{t('counter.requests.empty')}</Text>}
      {inbox.data.items.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid={`inbox-${item.number}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                #{item.number} · {item.customer?.displayName ?? '—'}
              </Text>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {item.openRequest && <Badge color="orange">{t('counter.requests.request')}</Badge>}
                {item.unsolvedMessages > 0 && (
                  <Badge color="blue">{t('counter.requests.messages', { count: item.unsolvedMessages })}</Badge>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {format(item.startDate)} → {format(item.endDate)} · {item.productNames.join(', ')}
            </Text>
            {item.lastMessage && (
              <Text size="sm" lineClamp={2} fs="italic">
                « {item.lastMessage.body} »
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                size="md"
                onClick={() => setOpenId(item.id)}
                aria-label={t('counter.requests.openOne', { number: item.number })}
              >
                {t('common.open')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <Pager page={page} total={inbox.data.total} limit={REQUESTS_PAGE_SIZE} onChange={setPage} />
      <RequestDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
