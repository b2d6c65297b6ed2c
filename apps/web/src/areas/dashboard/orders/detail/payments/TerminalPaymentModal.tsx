import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelTerminalCheckout,
  playSandboxTerminal,
  startTerminalCheckout,
  type TerminalCheckout,
  useTerminalCheckout,
} from '../../../../../api/paymentDevices.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountStep } from './AmountStep.tsx';

/**
 * Sends an amount to the counter's card terminal, then waits for the customer's card (the status is asked again
 * every few seconds) with a way to cancel. The sandbox terminal is played from here: a card that goes through or not.
 */
export function TerminalPaymentModal({ orderId, due, onClose }: { orderId: string; due: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const [started, setStarted] = useState<TerminalCheckout | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const checkout = useTerminalCheckout(orderId, started);
  const current = checkout.data;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await checkout.refetch();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('payments.devices.terminal.title')}
      size="md"
      closeLabel={t('payments.devices.close')}
    >
      {!current ? (
        <AmountStep
          due={due}
          submitLabel={t('payments.devices.terminal.send')}
          onCancel={onClose}
          onSubmit={(amount) => startTerminalCheckout(orderId, amount, key).then(setStarted)}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {money.format(current.amount)}
          </Text>
          {current.status === 'PENDING' ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('payments.devices.terminal.waiting')}</Text>
            </Group>
          ) : (
            <Alert role="status" color={current.status === 'COMPLETED' ? 'teal' : 'orange'}>
              {t(`payments.devices.terminal.status.${current.status}`)}
              {current.declineReason && ` (${t('payments.devices.terminal.declined')})`}
            </Alert>
          )}
          {error ? <ErrorAlert error={error} /> : null}
          {current.status === 'PENDING' && (
            <>
              {current.terminal === 'SANDBOX' && (
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('payments.devices.terminal.sandbox')}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="teal"
                      loading={busy}
                      onClick={() => run(() => playSandboxTerminal(current.checkoutId, 'approve', `${key}-approve`))}
                    >
                      {t('payments.devices.terminal.approve')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="orange"
                      loading={busy}
                      onClick={() => run(() => playSandboxTerminal(current.checkoutId, 'decline', `${key}-decline`))}
                    >
                      {t('payments.devices.terminal.decline')}
                    </Button>
                  </Group>
                </Stack>
              )}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  color="red"
                  loading={busy}
                  onClick={() => run(() => cancelTerminalCheckout(current.checkoutId))}
                >
                  {t('payments.devices.terminal.cancel')}
                </Button>
              </Group>
            </>
          )}
          {current.status !== 'PENDING' && (
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('payments.devices.close')}</Button>
            </Group>
          )}
        </Stack>
      )}
    </FormModal>
  );
}
