import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCounterOrder } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { RequestDetail } from './RequestDetail.tsx';

/** One request or conversation of the inbox, beside the list (full screen on phones). */
export function RequestDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const order = useCounterOrder(orderId);
  return (
    <Drawer
      opened={!!orderId}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={order.data ? t('counter.order.title', { number: order.data.number }) : t('counter.requests.title')}
    >
      {orderId &&
        (order.isPending ? (
          <PageLoader />
        ) : order.isError ? (
          <ErrorAlert error={order.error} onRetry={() => order.refetch()} />
        ) : (
          <RequestDetail key={order.data.id} order={order.data} onDone={onClose} />
        ))}
    </Drawer>
  );
}
