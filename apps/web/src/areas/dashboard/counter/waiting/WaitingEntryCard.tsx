import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveWaitingEntry, type WaitingEntry } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useShopTime } from '../shared/shopTime.ts';

const COLORS = { WAITING: 'blue', OFFERED: 'orange', BOOKED: 'teal', CANCELED: 'gray' } as const;

/** One waiting entry; an entry offered a freed unit stands out until the customer books it or gives up. */
export function WaitingEntryCard({ entry }: { entry: WaitingEntry }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  const remove = useRemoveWaitingEntry();
  const [confirming, setConfirming] = useState(false);
  const offered = entry.status === 'OFFERED';
  const who = entry.name ?? entry.email;

  const onRemove = () => {
    if (!confirming) return setConfirming(true);
    remove.mutate(entry.id, {
      onSuccess: () => notifySuccess(t('counter.waiting.removed', { name: who })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });
  };

  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`waiting-${entry.id}`}
      data-status={entry.status}
      style={offered ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined}
      bg={offered ? 'var(--mantine-color-orange-light)' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {entry.quantity} × {entry.productName}
          </Text>
          <Badge color={COLORS[entry.status]} variant={offered ? 'filled' : 'light'}>
            {t(`counter.waiting.statuses.${entry.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {format(entry.startDate)} → {format(entry.endDate)}
          {entry.rank !== null && ` · ${t('counter.waiting.rank', { rank: entry.rank })}`}
        </Text>
        <Text size="sm">
          {who}
          {entry.name && ` · ${entry.email}`}
          {entry.phone && ` · ${entry.phone}`}
        </Text>
        {offered && entry.offeredAt && (
          <Text size="sm" fw={600} c="orange">
            {t('counter.waiting.offeredAt', { at: format(entry.offeredAt) })}
          </Text>
        )}
        {entry.note && (
          <Text size="sm" fs="italic">
            {entry.note}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {confirming && (
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            color="red"
            variant={confirming ? 'filled' : 'subtle'}
            size="xs"
            onClick={onRemove}
            loading={remove.isPending}
            aria-label={t(confirming ? 'counter.waiting.confirmRemove' : 'counter.waiting.removeOne', { name: who })}
          >
            {confirming ? t('counter.waiting.confirmRemove', { name: who }) : t('common.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
