import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDeposits } from '../../../../api/deposits.ts';
import { usePaymentProviders } from '../../../../api/payments.ts';
import { useCan } from '../../access/index.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { CardDepositButton } from '../../orders/detail/payments/CardDepositButton.tsx';
import { RecordDepositModal } from '../../orders/detail/payments/RecordDepositModal.tsx';

/**
 * At the hand-out, when the company asks for deposits at the counter and the order has one to take but none held:
 * says so, and offers to take it — as a hold on the customer's card, or by hand — to who may record payments. It
 * does not stop the hand-out.
 */
export function HandOutDeposit({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const canRead = useCan('payments', 'read');
  const canWrite = useCan('payments', 'write');
  const deposits = useOrderDeposits(orderId, canRead);
  const card = usePaymentProviders(canWrite).data?.card === true;
  const [taking, setTaking] = useState(false);
  const data = deposits.data;
  if (!data?.askAtHandOut || data.toTake <= 0 || data.held > 0) return null;
  return (
    <Alert color="violet">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('payments.deposits.askAtHandOut', { amount: money.format(data.toTake) })}</Text>
        {canWrite && (
          <Group gap="xs">
            {card && <CardDepositButton orderId={orderId} />}
            <Button size="compact-sm" color="violet" onClick={() => setTaking(true)}>
              {t('payments.deposits.record')}
            </Button>
          </Group>
        )}
      </Group>
      {taking && <RecordDepositModal orderId={orderId} toTake={data.toTake} onClose={() => setTaking(false)} />}
    </Alert>
  );
}
