import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LedgerRow, useOrderPayments, usePaymentProviders } from '../../../../../api/payments.ts';
import { ErrorAlert } from '../../../../../components/ErrorAlert.tsx';
import { useFormat } from '../../../../../format/index.ts';
import type { PaymentsMessages } from '../../../../../i18n/areas/payments/fr.ts';
import { useCan } from '../../../access/index.ts';
import { useMoney } from '../../../catalogue/shared/money.ts';
import { Section } from '../../shared/Section.tsx';
import { AncvPaymentModal } from './AncvPaymentModal.tsx';
import { CancelPaymentModal } from './CancelPaymentModal.tsx';
import { CardPaymentButton } from './CardPaymentButton.tsx';
import { DepositsSection } from './DepositsSection.tsx';
import { OpenLinks } from './OpenLinks.tsx';
import { RecordPaymentModal } from './RecordPaymentModal.tsx';
import { RefundModal } from './RefundModal.tsx';
import { SendLinkModal } from './SendLinkModal.tsx';
import { SendReceiptButton } from './SendReceiptButton.tsx';
import { TerminalPaymentModal } from './TerminalPaymentModal.tsx';

/**
 * The order's money: what is paid, due and held as deposit, every row of its ledger, recording a payment received
 * by hand and taking one back. Only who may write payments sees the buttons.
 */
export function PaymentsCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const canWrite = useCan('payments', 'write');
  const state = useOrderPayments(orderId);
  // only what would go through is offered: no card, terminal or voucher button that would answer "not configured"
  const providers = usePaymentProviders(canWrite).data;
  const [recording, setRecording] = useState(false);
  const [cancelling, setCancelling] = useState<LedgerRow | null>(null);
  const [refunding, setRefunding] = useState<LedgerRow | null>(null);
  const [device, setDevice] = useState<'terminal' | 'ancv' | null>(null);
  const [linking, setLinking] = useState(false);
  if (state.isError) return <ErrorAlert error={state.error} onRetry={() => state.refetch()} />;
  const data = state.data;
  const rows = data?.payments ?? [];
  const takenBack = new Set(rows.map((p) => p.cancelsId).filter(Boolean));
  // card payments under way (a link not yet paid, a checkout open) keep their amount aside, as the API counts them
  const underWay = rows
    .filter((r) => r.type === 'PAYMENT' && r.provider !== 'OFFLINE' && PENDING.includes(r.status))
    .reduce((total, r) => total + r.amount, 0);
  const toAsk = data ? Math.max(Math.round((data.balance.due - underWay) * 100) / 100, 0) : 0;
  const refundableOf = (row: LedgerRow) =>
    row.amount -
    rows
      .filter((r) => r.refundOfId === row.id && r.status !== 'FAILED' && r.status !== 'CANCELED')
      .reduce((total, r) => total + r.amount, 0);
  const canRefund = (row: LedgerRow) =>
    canWrite &&
    row.type === 'PAYMENT' &&
    row.provider === 'OFFLINE' &&
    row.status === 'SUCCEEDED' &&
    !row.cancelsId &&
    !takenBack.has(row.id) &&
    refundableOf(row) > 0;
  return (
    <Section
      title={t('payments.card.title')}
      right={
        canWrite && (
          <Group gap="xs">
            {data && data.balance.due > 0 && providers?.card && <CardPaymentButton orderId={orderId} />}
            {data && data.balance.due > 0 && providers?.terminal && (
              <Button size="compact-sm" variant="light" onClick={() => setDevice('terminal')}>
                {t('payments.devices.terminal.open')}
              </Button>
            )}
            {data && data.balance.due > 0 && providers?.ancv && (
              <Button size="compact-sm" variant="light" onClick={() => setDevice('ancv')}>
                {t('payments.devices.ancv.open')}
              </Button>
            )}
            {data && toAsk > 0 && providers?.card && (
              <Button size="compact-sm" variant="subtle" onClick={() => setLinking(true)}>
                {t('payments.links.payment.open')}
              </Button>
            )}
            <Button size="compact-sm" variant="light" onClick={() => setRecording(true)}>
              {t('payments.card.record')}
            </Button>
          </Group>
        )
      }
    >
      {data && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {data.balance.due >= 0
              ? t('payments.card.due', { amount: money.format(data.balance.due) })
              : t('payments.card.overpaid', { amount: money.format(-data.balance.due) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('payments.card.paid', { amount: money.format(data.balance.paid) })}
            {data.balance.refunded > 0 &&
              ` · ${t('payments.card.refunded', { amount: money.format(data.balance.refunded) })}`}
            {data.balance.deposit > 0 &&
              ` · ${t('payments.card.deposit', { amount: money.format(data.balance.deposit) })}`}
          </Text>
        </Stack>
      )}
      {data?.payments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('payments.card.none')}
        </Text>
      )}
      {data?.payments.map((row) => (
        <PaymentRow
          key={row.id}
          row={row}
          takenBack={takenBack.has(row.id)}
          onCancel={canWrite && isCancellable(row, rows, takenBack) ? () => setCancelling(row) : undefined}
          onRefund={canRefund(row) ? () => setRefunding(row) : undefined}
          receipt={canWrite && hasReceipt(row) && !takenBack.has(row.id)}
        />
      ))}
      <OpenLinks orderId={orderId} canWrite={canWrite} />
      <Divider />
      <DepositsSection orderId={orderId} canWrite={canWrite} />
      {recording && data && (
        <RecordPaymentModal orderId={orderId} due={Math.max(data.balance.due, 0)} onClose={() => setRecording(false)} />
      )}
      {device === 'terminal' && data && (
        <TerminalPaymentModal orderId={orderId} due={data.balance.due} onClose={() => setDevice(null)} />
      )}
      {device === 'ancv' && data && (
        <AncvPaymentModal orderId={orderId} due={data.balance.due} onClose={() => setDevice(null)} />
      )}
      {linking && <SendLinkModal orderId={orderId} kind="PAYMENT" amount={toAsk} onClose={() => setLinking(false)} />}
      {cancelling && <CancelPaymentModal orderId={orderId} row={cancelling} onClose={() => setCancelling(null)} />}
      {refunding && (
        <RefundModal
          orderId={orderId}
          row={refunding}
          refundable={Math.round(refundableOf(refunding) * 100) / 100}
          onClose={() => setRefunding(null)}
        />
      )}
    </Section>
  );
}

const PENDING: readonly LedgerRow['status'][] = ['WAITING', 'PROCESSING', 'REQUIRES_CAPTURE'];

/** A row that moved money (not a hold, a failure or a cancelling row): the API sends its receipt. */
const hasReceipt = (row: LedgerRow) =>
  row.status === 'SUCCEEDED' && !row.cancelsId && ['PAYMENT', 'SHORT_TERM_DEPOSIT', 'REFUND'].includes(row.type);

/** A payment recorded by hand, not taken back and not refunded in part: what the API lets one take back. */
const isCancellable = (row: LedgerRow, rows: LedgerRow[], takenBack: Set<string | null>) =>
  row.provider === 'OFFLINE' &&
  (row.type === 'PAYMENT' || row.type === 'SHORT_TERM_DEPOSIT') &&
  !rows.some((r) => r.depositId === row.id) &&
  row.status === 'SUCCEEDED' &&
  !row.cancelsId &&
  !takenBack.has(row.id) &&
  !rows.some((r) => r.refundOfId === row.id);

const ROW_LABELS: Partial<Record<LedgerRow['type'], `payments.row.${keyof PaymentsMessages['row']}`>> = {
  SHORT_TERM_DEPOSIT: 'payments.row.deposit',
  REFUND: 'payments.row.refund',
  DEPOSIT_CAPTURE: 'payments.row.depositCapture',
  DEPOSIT_RELEASE: 'payments.row.depositRelease',
};

function PaymentRow({
  row,
  takenBack,
  onCancel,
  onRefund,
  receipt,
}: {
  row: LedgerRow;
  takenBack: boolean;
  onCancel?: () => void;
  onRefund?: () => void;
  receipt?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const what = row.cancelsId ? t('payments.row.cancelling') : t(ROW_LABELS[row.type] ?? 'payments.row.payment');
  return (
    <Stack gap={0} component="article" aria-label={`${what} ${money.format(row.amount)}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" td={takenBack ? 'line-through' : undefined}>
          {row.cancelsId || row.type === 'REFUND' || row.type === 'DEPOSIT_RELEASE' ? '−' : ''}
          {money.format(row.amount)}
          {` · ${rowMeans(t, row)}`}
          {row.status !== 'SUCCEEDED' && !row.cancelsId && ` · ${t(rowStatusKey(row))}`}
        </Text>
        {takenBack ? (
          <Badge color="gray">{t('payments.row.takenBack')}</Badge>
        ) : (
          <Badge color={row.cancelsId ? 'gray' : row.type.includes('DEPOSIT') ? 'violet' : 'teal'} variant="light">
            {what}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {format.dateTime(row.paymentDate)}
        {row.note && ` · ${row.note}`}
        {row.reason && ` · ${row.reason}`}
      </Text>
      {(onCancel || onRefund || receipt) && (
        <Group gap="xs">
          {receipt && <SendReceiptButton paymentId={row.id} />}
          {onRefund && (
            <Button size="compact-xs" variant="subtle" color="orange" onClick={onRefund}>
              {t('payments.row.giveBack')}
            </Button>
          )}
          {onCancel && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel}>
              {t('payments.row.takeBack')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** How a row was paid: the method recorded by hand, holiday vouchers through their scheme, else a card. */
function rowMeans(t: TFunction, row: LedgerRow): string {
  if (row.method) return t(`payments.method.${row.method}`);
  return row.provider === 'ANCV' ? t('payments.method.CHECK_VACANCES') : t('payments.row.byCard');
}

const rowStatusKey = (row: LedgerRow) =>
  row.provider === 'ANCV' && row.status === 'WAITING'
    ? ('payments.status.WAITING_VOUCHERS' as const)
    : (`payments.status.${row.status as Exclude<LedgerRow['status'], 'SUCCEEDED'>}` as const);
