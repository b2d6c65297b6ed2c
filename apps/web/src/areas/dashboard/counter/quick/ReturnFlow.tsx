import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCounterOrder, useReturnUnits } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import type { FlowProps } from './HandOutFlow.tsx';
import { OrderBanner } from './OrderBanner.tsx';
import { OrderPicker } from './OrderPicker.tsx';
import { outUnitsOf, unitsOut } from './orderUnits.ts';
import { refusalOf } from './refusal.ts';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { UnitChecklist } from './UnitChecklist.tsx';
import { useScanSession } from './useScanSession.ts';

/**
 * Return: scan the units coming back (the first one finds its order) or tick them on the order; some may come
 * back now and the rest later. The order ends when everything is back.
 */
export function ReturnFlow({ mode, orderId, onOrder }: FlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scan = useScanSession({ mustBeOut: true, orderId: orderId ?? undefined });
  const order = useCounterOrder(orderId);
  const returnUnits = useReturnUnits();
  const { units, outWith } = scan.state;

  useEffect(() => {
    const first = units[0];
    if (!orderId && first && outWith[first.subProductId]) onOrder(outWith[first.subProductId].orderId);
  }, [orderId, units, outWith, onOrder]);

  const changeOrder = () => {
    scan.dispatch({ type: 'cleared' });
    onOrder(null);
  };

  if (!orderId) {
    if (mode === 'MANUAL') return <OrderPicker from="out" onPick={onOrder} />;
    return (
      <Stack gap="sm">
        <Text c="dimmed">{t('counter.return.scanFirst')}</Text>
        <ScanPanel state={scan.state} onCode={scan.submit} />
      </Stack>
    );
  }
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;

  const banner = <OrderBanner order={order.data} onChange={changeOrder} />;
  const out = outUnitsOf(order.data);
  if (order.data.status !== 'IN_PROGRESS') {
    return (
      <Stack>
        {banner}
        <Alert color="yellow">{t(`counter.return.notOut.${order.data.status}`)}</Alert>
      </Stack>
    );
  }

  const submit = () => {
    const qrCodeValues = units.map((u) => u.qrCodeValue);
    returnUnits.mutate(
      { orderId, qrCodeValues },
      {
        onSuccess: (done) => {
          scan.dispatch({ type: 'cleared' });
          if (done.status === 'ENDED') {
            notifySuccess(t('counter.return.ended', { number: done.number }));
            navigate('/dashboard/counter');
          } else {
            notifySuccess(t('counter.return.partial', { count: qrCodeValues.length, left: unitsOut(done.units).length }));
          }
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
      <Text>{t('counter.return.outCount', { count: out.length })}</Text>
      {mode === 'QR_SCANNING' ? (
        <>
          <ScanPanel state={scan.state} onCode={scan.submit} />
          <ScannedList units={units} onRemove={(unit) => scan.dispatch({ type: 'toggled', unit })} />
        </>
      ) : (
        <>
          <Button
            variant="light"
            onClick={() => {
              for (const unit of out) {
                if (!units.some((u) => u.subProductId === unit.subProductId)) scan.dispatch({ type: 'toggled', unit });
              }
            }}
          >
            {t('counter.return.tickAll')}
          </Button>
          <UnitChecklist
            units={out}
            chosen={units}
            onToggle={(unit) => scan.dispatch({ type: 'toggled', unit })}
            emptyText={t('counter.return.nothingOut')}
          />
          <ScanFeedback verdict={scan.state.last} />
        </>
      )}
      <Button size="xl" onClick={submit} loading={returnUnits.isPending} disabled={units.length === 0}>
        {t('counter.return.submit', { count: units.length })}
      </Button>
    </Stack>
  );
}
