import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCounterOrder } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { BookingUpdateForm } from './BookingUpdateForm.tsx';
import { notEditable } from './bookingUpdate.ts';
import type { FlowProps } from './HandOutFlow.tsx';
import { OrderBanner } from './OrderBanner.tsx';
import { OrderPicker } from './OrderPicker.tsx';

/**
 * Change a booking still to come or out: find it (scan one of its units, today's orders, or its customer), then
 * change its lines, add units and move its end.
 */
export function BookingUpdateFlow({ mode, orderId, onOrder }: FlowProps) {
  if (!orderId) return <OrderPicker from="booked" onPick={onOrder} withScan={mode === 'QR_SCANNING'} />;
  return <BookingUpdateOrder key={orderId} mode={mode} orderId={orderId} onOrder={onOrder} />;
}

function BookingUpdateOrder({ mode, orderId, onOrder }: FlowProps & { orderId: string }) {
  const { t } = useTranslation();
  const order = useCounterOrder(orderId);
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;
  const blocked = notEditable(order.data);
  return (
    <Stack gap="md">
      <OrderBanner order={order.data} onChange={() => onOrder(null)} />
      {blocked ? (
        <Alert color="yellow">{t(`counter.update.notEditable.${blocked}`)}</Alert>
      ) : (
        // a saved change comes back as a new version of the order: the form starts again from it
        <BookingUpdateForm key={order.data.updatedAt} mode={mode} order={order.data} />
      )}
    </Stack>
  );
}
