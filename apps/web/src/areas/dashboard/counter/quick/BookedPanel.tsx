import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CounterOrder, useHandOut } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { OrderBanner } from './OrderBanner.tsx';

/** The order just booked: hand its units out at once (they are already given to it), or book again. */
export function BookedPanel({ order, onNext }: { order: CounterOrder; onNext: () => void }) {
  const { t } = useTranslation();
  const handOut = useHandOut();
  const out = order.status === 'IN_PROGRESS';
  return (
    <Stack gap="md">
      <Alert color="teal" variant="filled" role="status">
        {t('counter.book.done', { number: order.number })}
      </Alert>
      <OrderBanner order={order} />
      {!out && (
        <Button
          size="xl"
          loading={handOut.isPending}
          onClick={() =>
            handOut.mutate(
              { orderId: order.id, qrCodeValues: [] },
              {
                onSuccess: (done) => {
                  notifySuccess(t('counter.handOut.done', { number: done.number }));
                  onNext();
                },
                onError: (error) => notifyError(errorMessage(t, error)),
              },
            )
          }
        >
          {t('counter.book.handOutNow')}
        </Button>
      )}
      <Button size="lg" variant="light" onClick={onNext}>
        {t('counter.book.next')}
      </Button>
    </Stack>
  );
}
