import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../api/orders.ts';
import { Section } from '../shared/Section.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';

/** Messages exchanged about the order (the customer's and the shop's), oldest first. */
export function MessagesCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  if (order.messages.length === 0) return null;
  return (
    <Section title={t('orders.detail.messages')}>
      <Stack gap="xs">
        {order.messages.map((m) => (
          <Paper key={m.id} withBorder p="xs" bg={m.author === 'SHOP' ? 'var(--mantine-color-gray-0)' : undefined}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={600}>
                {m.author === 'SHOP' ? t('orders.detail.fromShop') : t('orders.detail.fromCustomer')}
              </Text>
              <Group gap={4}>
                {m.solvedAt && (
                  <Badge size="xs" color="teal" variant="light">
                    {t('orders.detail.solved')}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {formatInZone(m.createdAt, timeZone, i18n.language)}
                </Text>
              </Group>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}
