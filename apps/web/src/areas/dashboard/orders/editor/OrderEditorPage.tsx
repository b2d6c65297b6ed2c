import { Anchor, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOrder } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { OrderEditor } from '../components/OrderEditor.tsx';
import { ORDERS_BASE } from '../OrdersLayout.tsx';
import { prefillOf } from './prefill.ts';

/** `/dashboard/orders/new` (pre-filled from the planning's address) and `/dashboard/orders/:id/edit`. */
export default function OrderEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens
  const prefill = useMemo(() => prefillOf(params), []);
  const back = id ? `${ORDERS_BASE}/${id}` : ORDERS_BASE;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to={back} size="sm">
          {id ? t('orders.detail.back') : t('orders.backToList')}
        </Anchor>
        <Title order={1} size="h2">
          {order.data ? t('orders.editor.editTitle', { number: order.data.number }) : t('orders.editor.newTitle')}
        </Title>
      </Stack>
      {id && order.isPending ? (
        <PageLoader />
      ) : id && order.isError ? (
        <ErrorAlert error={order.error} onRetry={() => order.refetch()} />
      ) : (
        <OrderEditor
          order={order.data}
          prefill={prefill}
          onSaved={(saved) => navigate(`${ORDERS_BASE}/${saved.id}`)}
          onCancel={() => navigate(back)}
        />
      )}
    </Stack>
  );
}
