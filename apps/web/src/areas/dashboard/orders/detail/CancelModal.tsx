import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderView, useCancelOrder, useCancelPreview } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { useMoney } from '../../catalogue/shared/money.ts';

/** Cancels an order before it starts, with an optional reason; shows the fee of the policy and the refund due. */
export function CancelModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const preview = useCancelPreview(order.id, opened);
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');

  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.cancel.title', { number: order.number })}>
      <Stack gap="sm">
        {preview.data ? (
          <Alert color={preview.data.fee > 0 ? 'orange' : 'teal'} variant="light" data-testid="cancel-fee">
            {t('orders.cancel.fee', {
              fee: money.format(preview.data.fee),
              paid: money.format(preview.data.paid),
              refund: money.format(preview.data.refund),
              policy: t(`orders.cancel.policies.${preview.data.policy}`),
            })}
          </Alert>
        ) : (
          <Text size="sm">{t('orders.cancel.feeByPolicy')}</Text>
        )}
        <Textarea
          label={t('orders.cancel.reason')}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {cancel.isError && <ErrorAlert error={cancel.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orders.cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(reason, {
                onSuccess: (saved) => {
                  notifySuccess(
                    t('orders.cancel.done', { number: order.number, fee: money.format(saved.cancelInfo?.fee ?? 0) }),
                  );
                  onClose();
                },
              })
            }
          >
            {t('orders.cancel.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
