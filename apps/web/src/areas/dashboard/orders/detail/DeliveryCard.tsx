import { mapLink } from '@hirebase/shared/orders';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../api/orders.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { deliveryOf } from '../shared/delivery.ts';
import { Section } from '../shared/Section.tsx';

/** Where the equipment is delivered and collected, and what each costs; nothing when the order has no delivery. */
export function DeliveryCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const delivery = deliveryOf(order);
  const stops = (['departure', 'arrival'] as const).filter((key) => delivery[key]);
  if (stops.length === 0) return null;
  return (
    <Section title={t('orders.editor.delivery')}>
      <Stack gap="xs">
        {stops.map((key) => {
          const stop = delivery[key];
          return (
            <Group key={key} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`orders.delivery.${key}`)}
                </Text>
                <Text size="sm">{stop?.address}</Text>
                {stop?.position && (
                  <Anchor size="sm" href={mapLink(stop.position)} target="_blank" rel="noopener noreferrer">
                    {t('orders.delivery.openInMap')}
                  </Anchor>
                )}
              </Stack>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money.format(stop?.price)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Section>
  );
}
