import { Alert, Anchor, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AncvTransaction,
  ancvQrCodeSrc,
  startAncvCheckout,
  useAncvPayment,
} from '../../../../../api/paymentDevices.ts';
import { newIdempotencyKey } from '../../../../../api/payments.ts';
import { FormModal } from '../../../../../components/FormModal.tsx';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { AmountStep } from './AmountStep.tsx';

/**
 * A payment by holiday vouchers: the amount, then the QR code the customer scans to authenticate with ANCV; the
 * payment's status is asked again every few seconds until the scheme accepts or refuses it.
 */
export function AncvPaymentModal({ orderId, due, onClose }: { orderId: string; due: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [key] = useState(newIdempotencyKey);
  const [paymentId] = useState(() => crypto.randomUUID());
  const [started, setStarted] = useState<AncvTransaction | null>(null);
  const payment = useAncvPayment(orderId, started);
  const current = payment.data;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('payments.devices.ancv.title')}
      size="md"
      closeLabel={t('payments.devices.close')}
    >
      {!current ? (
        <AmountStep
          due={due}
          submitLabel={t('payments.devices.ancv.start')}
          onCancel={onClose}
          onSubmit={(amount) => startAncvCheckout(paymentId, orderId, amount, key).then(setStarted)}
        />
      ) : (
        <Stack gap="sm" align="center">
          <Text size="sm" fw={600}>
            {money.format(current.amount)}
          </Text>
          {current.status === 'PENDING' ? (
            <>
              <Image
                src={ancvQrCodeSrc(current.preTransactionId)}
                alt={t('payments.devices.ancv.qrCode')}
                w={220}
                h={220}
              />
              <Text size="sm" ta="center">
                {t('payments.devices.ancv.scan')}
              </Text>
              <Anchor href={current.authenticationUrl} target="_blank" rel="noreferrer" size="xs">
                {t('payments.devices.ancv.openPage')}
              </Anchor>
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{t('payments.devices.ancv.waiting')}</Text>
              </Group>
            </>
          ) : (
            <Alert role="status" color={current.status === 'ACCEPTED' ? 'teal' : 'orange'} w="100%">
              {t(`payments.devices.ancv.status.${current.status}`)}
              {current.refusal && ` — ${t(`payments.devices.ancv.refusal.${current.refusal as AncvRefusal}`)}`}
            </Alert>
          )}
          <Group justify="flex-end" w="100%">
            <Button variant={current.status === 'PENDING' ? 'default' : 'filled'} onClick={onClose}>
              {t('payments.devices.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </FormModal>
  );
}

type AncvRefusal = 'unknownBeneficiary' | 'insufficientBalance';
