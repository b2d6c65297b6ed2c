import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderView } from '../../../../api/orders.ts';
import { PhoneLink } from '../../../../components/PhoneLink.tsx';
import { useMoney } from '../../catalogue/shared/money.ts';
import { OrderBadges } from '../components/OrderBadges.tsx';
import { paymentLabel } from '../list/paymentLabel.ts';
import { formatInZone, useShopZone } from '../shared/zone.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Number, state, period, customer and totals of an order, with its actions on the right. */
export function OrderHeader({ order, actions }: { order: OrderView; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const money = useMoney();
  const date = (iso: string | null) => formatInZone(iso, timeZone, i18n.language);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('orders.detail.title', { number: order.number })}
            </Title>
            <OrderBadges order={order} />
          </Stack>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Fact label={t('orders.fields.start')}>{date(order.startDate)}</Fact>
          <Fact label={t('orders.fields.end')}>{date(order.endDate)}</Fact>
          <Fact label={t('orders.fields.customer')}>
            {order.customer ? (
              <Stack gap={0}>
                <Anchor component={Link} to={`/dashboard/customers/${order.customer.id}`} size="sm">
                  {order.customer.displayName}
                </Anchor>
                {order.customer.phone && <PhoneLink phone={order.customer.phone} size="xs" c="dimmed" />}
              </Stack>
            ) : (
              t('orders.noCustomer')
            )}
          </Fact>
          <Fact label={t('orders.fields.total')}>
            <Text fw={600} size="sm">
              {money.format(order.totalTTC)}
            </Text>
          </Fact>
          <Fact label={t('orders.fields.payment')}>
            {paymentLabel(t, order.paymentStatus)} · {money.format(order.paid)}
          </Fact>
          <Fact label={t('orders.fields.createdFrom')}>
            {t(`orders.createdFrom.${order.createdFrom}` as 'orders.createdFrom.DASHBOARD', {
              defaultValue: order.createdFrom,
            })}
          </Fact>
        </SimpleGrid>
        {order.cancelInfo && (
          <Text size="sm" c="red">
            {t('orders.detail.cancelled', {
              date: date(order.cancelInfo.at),
              fee: money.format(order.cancelInfo.fee),
              refund: money.format(order.cancelInfo.refund),
            })}
            {order.cancelInfo.reason ? ` — ${order.cancelInfo.reason}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
