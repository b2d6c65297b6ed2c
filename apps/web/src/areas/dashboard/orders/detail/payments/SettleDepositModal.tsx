import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Deposit, useCancelDeposit, useReleaseDeposit } from '../../../../../api/deposits.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../../components/notify.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { TakeBackDialog } from './TakeBackDialog.tsx';

/** Gives back what a deposit still holds to the customer. */
export function ReleaseDepositModal({
  orderId,
  bail,
  onClose,
}: {
  orderId: string;
  bail: Deposit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const release = useReleaseDeposit(orderId, key);
  const amount = money.format(bail.held);
  return (
    <FormModal opened onClose={onClose} title={t('payments.deposits.releaseTitle', { amount })} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('payments.deposits.releaseText')}</Text>
        {release.isError && <ErrorAlert error={release.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.record.cancel')}
          </Button>
          <Button
            loading={release.isPending}
            onClick={() =>
              release.mutate(bail.id, {
                onSuccess: () => {
                  notifySuccess(t('payments.deposits.releaseDone', { amount }));
                  onClose();
                },
              })
            }
          >
            {t('payments.deposits.releaseSubmit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

/** Takes back a deposit recorded by mistake: the ledger keeps it and adds the row that cancels it. */
export function CancelDepositModal({
  orderId,
  bail,
  onClose,
}: {
  orderId: string;
  bail: Deposit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const cancel = useCancelDeposit(orderId, key);
  const amount = money.format(bail.amount);
  return (
    <TakeBackDialog
      title={t('payments.deposits.cancelTitle', { amount })}
      text={t('payments.deposits.cancelText')}
      submitLabel={t('payments.deposits.cancelSubmit')}
      pending={cancel.isPending}
      error={cancel.error}
      onClose={onClose}
      onConfirm={(reason) =>
        cancel.mutate(
          { bailId: bail.id, reason },
          {
            onSuccess: () => {
              notifySuccess(t('payments.deposits.cancelDone', { amount }));
              onClose();
            },
          },
        )
      }
    />
  );
}
