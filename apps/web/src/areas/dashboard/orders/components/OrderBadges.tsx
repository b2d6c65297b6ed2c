import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, OrderType } from '../../../../api/orders.ts';

const STATUS_COLORS: Record<OrderStatus, string> = { TO_COME: 'blue', IN_PROGRESS: 'orange', ENDED: 'gray' };

/**
 * What state an order is in: status, or the type when it is not a plain order (a no-show closed as such has its own
 * mark, not "cancelled"), late and request marks.
 */
export function OrderBadges({
  order,
}: {
  order: { status: OrderStatus; type: OrderType; isLate: boolean; isRequest: boolean; closedAsNoShow?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {order.type === 'CANCELED' && order.closedAsNoShow ? (
        <Badge color="orange" variant="light" miw="max-content" data-testid="no-show-badge">
          {t('orders.closedAsNoShow')}
        </Badge>
      ) : order.type === 'CANCELED' ? (
        <Badge color="red" variant="light" miw="max-content">
          {t('orders.types.CANCELED')}
        </Badge>
      ) : (
        <Badge color={STATUS_COLORS[order.status]} variant="light" miw="max-content">
          {t(`orders.statuses.${order.status}`)}
        </Badge>
      )}
      {order.type === 'PRE_BOOKING' && (
        <Badge color="grape" variant="light" miw="max-content">
          {t('orders.types.PRE_BOOKING')}
        </Badge>
      )}
      {order.isRequest && (
        <Badge color="cyan" variant="light" miw="max-content">
          {t('orders.request')}
        </Badge>
      )}
      {order.isLate && (
        <Badge color="red" variant="filled" miw="max-content">
          {t('orders.late')}
        </Badge>
      )}
    </Group>
  );
}
