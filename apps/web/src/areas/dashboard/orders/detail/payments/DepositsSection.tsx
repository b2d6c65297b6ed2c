import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Deposit, useOrderDeposits } from '../../../../../api/deposits.ts';
import { usePaymentProviders } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { useFormat } from '../../../../../format/index.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { CaptureDepositModal } from './CaptureDepositModal.tsx';
import { CardDepositButton } from './CardDepositButton.tsx';
import { RecordDepositModal } from './RecordDepositModal.tsx';
import { SendLinkModal } from './SendLinkModal.tsx';
import { CancelDepositModal, ReleaseDepositModal } from './SettleDepositModal.tsx';

const STATE_COLOURS: Record<Deposit['state'], string> = {
  PENDING: 'gray',
  HELD: 'violet',
  PARTLY_CAPTURED: 'orange',
  CAPTURED: 'orange',
  RELEASED: 'teal',
  CANCELLED: 'gray',
};

type Dialog = { kind: 'record' | 'link' } | { kind: 'capture' | 'release' | 'cancel'; bail: Deposit } | null;

/**
 * The order's deposit: what its products ask for, what is held, each deposit with its state, and — for who may write
 * payments — taking one as a card hold or by hand, keeping part of it, giving back the rest, taking back one recorded
 * by mistake. A card hold that could not be renewed says that the customer must authorise a card again.
 */
export function DepositsSection({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = useOrderDeposits(orderId);
  const card = usePaymentProviders(canWrite).data?.card === true;
  const [dialog, setDialog] = useState<Dialog>(null);
  if (state.isError) return <ErrorAlert error={state.error} onRetry={() => state.refetch()} />;
  const data = state.data;
  if (!data) return null;
  const missing = Math.max(Math.round((data.toTake - data.held) * 100) / 100, 0);
  // a hold under way (a deposit link not yet paid) is not asked for twice
  const underWay = data.bails.filter((b) => b.state === 'PENDING').reduce((total, b) => total + b.amount, 0);
  const toAsk = Math.max(Math.round((missing - underWay) * 100) / 100, 0);
  return (
    <Stack gap="xs" component="section" aria-label={t('payments.deposits.title')}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('payments.deposits.toTake', { amount: money.format(data.toTake) })}
        </Text>
        {canWrite && (
          <Group gap="xs" wrap="nowrap">
            {missing > 0 && card && <CardDepositButton orderId={orderId} />}
            {toAsk > 0 && card && (
              <Button size="compact-sm" variant="subtle" color="violet" onClick={() => setDialog({ kind: 'link' })}>
                {t('payments.links.deposit.open')}
              </Button>
            )}
            <Button size="compact-sm" variant="light" color="violet" onClick={() => setDialog({ kind: 'record' })}>
              {t('payments.deposits.record')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('payments.deposits.held', { amount: money.format(data.held) })}
        {data.captured > 0 && ` · ${t('payments.deposits.captured', { amount: money.format(data.captured) })}`}
        {data.max !== null &&
          data.productsDeposit > data.max &&
          ` · ${t('payments.deposits.capped', { products: money.format(data.productsDeposit), max: money.format(data.max) })}`}
      </Text>
      {data.bails.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('payments.deposits.none')}
        </Text>
      )}
      {data.bails.map((bail) => (
        <DepositRow key={bail.id} bail={bail} actions={canWrite ? (kind) => setDialog({ kind, bail }) : undefined} />
      ))}
      {dialog?.kind === 'record' && (
        <RecordDepositModal orderId={orderId} toTake={missing} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'link' && (
        <SendLinkModal orderId={orderId} kind="DEPOSIT" amount={toAsk} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'capture' && (
        <CaptureDepositModal orderId={orderId} bail={dialog.bail} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'release' && (
        <ReleaseDepositModal orderId={orderId} bail={dialog.bail} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDepositModal orderId={orderId} bail={dialog.bail} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

function DepositRow({ bail, actions }: { bail: Deposit; actions?: (kind: 'capture' | 'release' | 'cancel') => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const method = bail.method
    ? t(`payments.deposits.methods.${bail.method as 'CHECK'}`)
    : t('payments.deposits.cardHoldRow');
  const stateLabel = t(`payments.deposits.states.${bail.state}`);
  const held = bail.held > 0;
  const untouched = bail.provider === 'OFFLINE' && bail.state === 'HELD' && bail.movements.length === 0;
  return (
    <Stack gap={0} component="article" aria-label={`${t('payments.row.deposit')} ${money.format(bail.amount)}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" td={bail.state === 'CANCELLED' ? 'line-through' : undefined}>
          {t('payments.deposits.figures', {
            amount: money.format(bail.amount),
            held: money.format(bail.held),
            captured: money.format(bail.captured),
            released: money.format(bail.released),
          })}
        </Text>
        <Badge color={STATE_COLOURS[bail.state]} variant="light">
          {stateLabel}
        </Badge>
      </Group>
      {bail.renewal === 'FAILED' && (
        <Text size="xs" c="red">
          {t('payments.deposits.renewalFailed')}
        </Text>
      )}
      {bail.renewal === 'RENEWED' && (
        <Text size="xs" c="dimmed">
          {t('payments.deposits.renewed')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {method} · {format.dateTime(bail.paymentDate)}
        {bail.note && ` · ${bail.note}`}
      </Text>
      {bail.movements.map((m) => (
        <Text key={m.id} size="xs" c="dimmed">
          {m.type === 'DEPOSIT_CAPTURE' ? t('payments.row.depositCapture') : t('payments.row.depositRelease')}{' '}
          {money.format(m.amount)}
          {m.reason && ` · ${t(`payments.deposits.reasons.${m.reason as 'OTHER'}`)}`}
          {m.note && ` · ${m.note}`}
        </Text>
      ))}
      {actions && (held || untouched) && (
        <Group gap="xs">
          {held && (
            <Button size="compact-xs" variant="subtle" color="orange" onClick={() => actions('capture')}>
              {t('payments.deposits.capture')}
            </Button>
          )}
          {held && (
            <Button size="compact-xs" variant="subtle" onClick={() => actions('release')}>
              {t('payments.deposits.release')}
            </Button>
          )}
          {untouched && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => actions('cancel')}>
              {t('payments.deposits.takeBack')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
