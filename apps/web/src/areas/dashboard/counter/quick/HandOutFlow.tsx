import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAssignableUnits, useCounterOrder, useHandOut } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import type { QuickMode } from './modes.ts';
import { NeedsList } from './NeedsList.tsx';
import { OrderBanner } from './OrderBanner.tsx';
import { OrderPicker } from './OrderPicker.tsx';
import { productNeeds, remainingQuota } from './orderUnits.ts';
import { refusalOf } from './refusal.ts';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { UnitChecklist } from './UnitChecklist.tsx';
import { useScanSession } from './useScanSession.ts';

export interface FlowProps {
  mode: QuickMode;
  orderId: string | null;
  onOrder: (orderId: string | null) => void;
}

/** Hand out: choose the order leaving, give it its units (scanned or ticked), and it is out. */
export function HandOutFlow({ mode, orderId, onOrder }: FlowProps) {
  if (!orderId) return <OrderPicker from="departures" onPick={onOrder} />;
  return <HandOutOrder key={orderId} mode={mode} orderId={orderId} onOrder={onOrder} />;
}

function HandOutOrder({ mode, orderId, onOrder }: FlowProps & { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useCounterOrder(orderId);
  const handOut = useHandOut();
  const assignable = useAssignableUnits(order.data?.status === 'TO_COME' ? orderId : null);
  const counted = assignable.data?.counted;
  const needs = useMemo(
    () =>
      order.data ? productNeeds(order.data.lines, order.data.units).filter((n) => !counted?.has(n.productId)) : [],
    [order.data, counted],
  );
  const scan = useScanSession({ quota: remainingQuota(needs), orderId });

  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;
  const banner = <OrderBanner order={order.data} onChange={() => onOrder(null)} />;
  if (order.data.status !== 'TO_COME') {
    return (
      <Stack>
        {banner}
        <Alert color="yellow">{t('counter.handOut.notToCome')}</Alert>
      </Stack>
    );
  }

  const taken = scan.state.units;
  const given = order.data.units;
  const submit = () => {
    const qrCodeValues = taken.map((u) => u.qrCodeValue);
    handOut.mutate(
      { orderId, qrCodeValues },
      {
        onSuccess: (done) => {
          notifySuccess(t('counter.handOut.done', { number: done.number }));
          navigate('/dashboard/counter');
        },
        onError: (error) => {
          const verdict = refusalOf(error, qrCodeValues);
          if (verdict) scan.dispatch({ type: 'refused', verdict });
          else notifyError(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {banner}
      <NeedsList needs={needs} taken={taken} />
      {given.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('counter.handOut.alreadyGiven', { codes: given.map((u) => u.qrCodeValue).join(', ') })}
        </Text>
      )}
      {mode === 'QR_SCANNING' ? (
        <>
          <ScanPanel state={scan.state} onCode={scan.submit} />
          <ScannedList units={taken} onRemove={(unit) => scan.dispatch({ type: 'toggled', unit })} />
        </>
      ) : assignable.isPending ? (
        <PageLoader />
      ) : assignable.isError ? (
        <ErrorAlert error={assignable.error} onRetry={() => assignable.refetch()} />
      ) : (
        <>
          <UnitChecklist
            units={assignable.data.free}
            chosen={taken}
            onToggle={(unit) => scan.dispatch({ type: 'toggled', unit })}
            emptyText={t('counter.handOut.noFreeUnit')}
          />
          <ScanFeedback verdict={scan.state.last} />
        </>
      )}
      <Button size="xl" onClick={submit} loading={handOut.isPending}>
        {t('counter.handOut.submit', { count: taken.length + given.length })}
      </Button>
    </Stack>
  );
}
