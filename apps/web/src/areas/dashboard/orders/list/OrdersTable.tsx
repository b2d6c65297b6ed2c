import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderSummary } from '../../../../api/orders.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
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
    <DataTable
      label={t('orders.title')}
      minWidth={900}
      highlightOnHover
      rows={orders}
      rowKey={(o) => o.id}
      rowTestId={(o) => `order-row-${o.number}`}
      rowProps={(o) => ({
        style: { cursor: 'pointer' },
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('a')) navigate(`${ORDERS_BASE}/${o.id}`);
        },
      })}
      columns={[
        {
          header: t('orders.fields.number'),
          cell: (o) => (
            <Anchor component={Link} to={`${ORDERS_BASE}/${o.id}`} fw={600} size="sm">
              #{o.number}
            </Anchor>
          ),
        },
        { header: t('orders.fields.customer'), cell: (o) => o.customer?.displayName ?? '—' },
        {
          header: t('orders.fields.period'),
          cell: (o) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {date(o.startDate)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                → {date(o.endDate)}
              </Text>
            </>
          ),
        },
        {
          header: t('orders.fields.items'),
          cell: (o) => (
            <Text size="sm" lineClamp={2}>
              {o.productNames.join(', ')}
            </Text>
          ),
        },
        { header: t('common.status'), cell: (o) => <OrderBadges order={o} /> },
        {
          header: t('orders.fields.total'),
          ta: 'right',
          cell: (o) => (
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {money.format(o.totalTTC)}
            </Text>
          ),
        },
        { header: t('orders.fields.payment'), cell: (o) => paymentLabel(t, o.paymentStatus) },
      ]}
    />
  );
}
