import { toCents } from '@hirebase/shared';
import { type CancellationPolicy, cancellationFee } from '@hirebase/shared/cancellation';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderView, useCancellationPolicy, useCancelOrder } from '../../../../api/orders.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';

/** The fee the shop's policy keeps if the order is cancelled at `now` (the API computes the same when it cancels). */
export function cancellationFeeNow(
  order: Pick<OrderView, 'totalTTC' | 'startDate'>,
  policy: { policy: CancellationPolicy; rules: { hoursBeforeStart: number; refundPercent: number }[] },
  now = Date.now(),
): number {
  const hours = (Date.parse(order.startDate) - now) / 3_600_000;
  return cancellationFee(policy.policy, policy.rules, toCents(order.totalTTC), hours) / 100;
}

/** Cancels an order before it starts, with an optional reason; shows the fee the policy keeps. */
export function CancelModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const canReadPolicy = canAccess(useCurrentMe().membership, 'settings');
  const policy = useCancellationPolicy(opened && canReadPolicy);
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const fee = policy.data ? cancellationFeeNow(order, policy.data) : null;

  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.cancel.title', { number: order.number })}>
      <Stack gap="sm">
        {fee === null ? (
          <Text size="sm">{t('orders.cancel.feeByPolicy')}</Text>
        ) : (
          <Alert color={fee > 0 ? 'orange' : 'teal'} variant="light" data-testid="cancel-fee">
            {t('orders.cancel.fee', {
              fee: money.format(fee),
              refund: money.format(order.totalTTC - fee),
              policy: t(`orders.cancel.policies.${policy.data!.policy}`),
            })}
          </Alert>
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
