import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OrderView, useConvertPreBooking, usePreBookingCheck } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { ConflictNotice } from '../editor/ConflictNotice.tsx';
import { conflictsOf } from '../editor/conflicts.ts';

/** Turns a pre-booking into an order once the stock is checked: what does not fit is shown instead. */
export function ConvertModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const check = usePreBookingCheck(order.id, opened);
  const convert = useConvertPreBooking(order.id);
  const lateConflicts = conflictsOf(convert.error);

  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.convert.title', { number: order.number })}>
      <Stack gap="sm">
        {check.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('orders.convert.checking')}</Text>
          </Group>
        ) : check.isError ? (
          <ErrorAlert error={check.error} onRetry={() => check.refetch()} />
        ) : check.data.available ? (
          <Alert color="teal" variant="light">
            {t('orders.convert.fits')}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('orders.convert.doesNotFit')}</Text>
            {check.data.conflicts.map((c) => (
              <ConflictNotice key={c.productId} conflict={c} />
            ))}
          </Stack>
        )}
        {lateConflicts?.map((c) => (
          <ConflictNotice key={c.productId} conflict={c} />
        ))}
        {convert.isError && !lateConflicts && <ErrorAlert error={convert.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={convert.isPending}
            disabled={!check.data?.available}
            onClick={() =>
              convert.mutate(undefined, {
                onSuccess: () => {
                  notifySuccess(t('orders.convert.done', { number: order.number }));
                  onClose();
                },
              })
            }
          >
            {t('orders.convert.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
