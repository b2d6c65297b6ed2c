import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderPayments, usePaymentProviders } from '../../../../api/payments.ts';
import { useCan } from '../../access/index.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { AncvPaymentModal } from '../../orders/detail/payments/AncvPaymentModal.tsx';
import { TerminalPaymentModal } from '../../orders/detail/payments/TerminalPaymentModal.tsx';

/**
 * At the hand-out, what is left to pay on the order, and to who may take payments: the card terminal and holiday
 * vouchers, without leaving the counter. It does not stop the hand-out.
 */
export function HandOutPayment({ orderId }: { orderId: string }) {
  const canRead = useCan('payments', 'read');
  return canRead ? <LeftToPay orderId={orderId} /> : null;
}

function LeftToPay({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const canWrite = useCan('payments', 'write');
  const payments = useOrderPayments(orderId);
  const providers = usePaymentProviders(canWrite).data;
  const [device, setDevice] = useState<'terminal' | 'ancv' | null>(null);
  const due = payments.data?.balance?.due ?? 0;
  if (due <= 0 && device === null) return null;
  return (
    <Alert color="blue">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('payments.card.due', { amount: money.format(Math.max(due, 0)) })}</Text>
        {canWrite && due > 0 && (providers?.terminal || providers?.ancv) && (
          <Group gap="xs">
            {providers?.terminal && (
              <Button size="compact-sm" onClick={() => setDevice('terminal')}>
                {t('payments.devices.terminal.open')}
              </Button>
            )}
            {providers?.ancv && (
              <Button size="compact-sm" variant="light" onClick={() => setDevice('ancv')}>
                {t('payments.devices.ancv.open')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {device === 'terminal' && <TerminalPaymentModal orderId={orderId} due={due} onClose={() => setDevice(null)} />}
      {device === 'ancv' && <AncvPaymentModal orderId={orderId} due={due} onClose={() => setDevice(null)} />}
    </Alert>
  );
}
