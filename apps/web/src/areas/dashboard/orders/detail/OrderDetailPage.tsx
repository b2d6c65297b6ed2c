import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { OrderDetail } from '../components/OrderDetail.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';

/** `/dashboard/orders/:id`. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={ORDERS_BASE} size="sm">
        {t('orders.backToList')}
      </Anchor>
      <OrderDetail key={id} orderId={id} onDeleted={() => navigate(ORDERS_BASE)} />
    </Stack>
  );
}
