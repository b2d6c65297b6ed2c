import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderUnit, OrderView } from '../../../../api/orders.ts';
import { Section } from '../shared/Section.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';

const COLORS: Record<OrderUnit['status'], string> = { WAITING: 'blue', USED: 'orange', ENDED: 'gray' };

/** The units given to the order, by product, with where each one is (waiting, out, back). */
export function OrderUnitsCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const names = new Map(order.lines.filter((l) => l.kind === 'product').map((l) => [l.itemId, l.name]));
  return (
    <Section title={t('orders.detail.units')}>
      {order.units.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.detail.noUnits')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.detail.units')}>
          {order.units.map((unit) => (
            <Paper key={unit.id} withBorder p="xs" component="li" data-testid={`order-unit-${unit.qrCodeValue}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {names.get(unit.productId) ?? ''} · {unit.qrCodeValue}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      unit.serialNumber,
                      unit.departedAt &&
                        t('orders.detail.unitOut', { date: formatInZone(unit.departedAt, timeZone, i18n.language) }),
                      unit.returnedAt &&
                        t('orders.detail.unitBack', { date: formatInZone(unit.returnedAt, timeZone, i18n.language) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Badge color={COLORS[unit.status]} variant="light" miw="max-content">
                  {t(`orders.unitStatuses.${unit.status}`)}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}
