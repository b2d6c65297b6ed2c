import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderSummary } from '../../../../api/orders.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { OrderBadges } from '../components/OrderBadges.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { formatInZone, useShopZone } from '../shared/zone.ts';
import { paymentLabel } from './paymentLabel.ts';

/** A page of orders on a wide screen; a row opens the order. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  const money = useMoney();
  const navigate = useNavigate();
  const date = (iso: string) => formatInZone(iso, timeZone, i18n.language);
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('orders.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.fields.number')}</Table.Th>
              <Table.Th>{t('orders.fields.customer')}</Table.Th>
              <Table.Th>{t('orders.fields.period')}</Table.Th>
              <Table.Th>{t('orders.fields.items')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.fields.total')}</Table.Th>
              <Table.Th>{t('orders.fields.payment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr
                key={o.id}
                data-testid={`order-row-${o.number}`}
                style={{ cursor: 'pointer' }}
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a')) navigate(`${ORDERS_BASE}/${o.id}`);
                }}
              >
                <Table.Td>
                  <Anchor component={Link} to={`${ORDERS_BASE}/${o.id}`} fw={600} size="sm">
                    #{o.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.customer?.displayName ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {date(o.startDate)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    → {date(o.endDate)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {o.productNames.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <OrderBadges order={o} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {money.format(o.totalTTC)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{paymentLabel(t, o.paymentStatus)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
