import { Alert, Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCounterOrder, useReturnUnits } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCan } from '../../access/index.ts';
import { CounterReportStep } from '../../condition-reports/CounterReportStep.tsx';
import { CountedReturn } from './CountedReturn.tsx';
import type { FlowProps } from './HandOutFlow.tsx';
import { OrderBanner } from './OrderBanner.tsx';
import { OrderPicker } from './OrderPicker.tsx';
import { countedProducts, outUnitsOf, unitsOut } from './orderUnits.ts';
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
  const [counts, setCounts] = useState<Record<string, number>>({});
  const canWrite = useCan('orders', 'write');
  /** After units came back: the return condition report, then on (home when the order ended). */
  const [report, setReport] = useState<{ orderId: string; ended: boolean } | null>(null);
  const finishReport = useCallback(
    () => (report?.ended ? navigate('/dashboard/counter') : setReport(null)),
    [report, navigate],
  );

  useEffect(() => {
    const first = units[0];
    if (!orderId && first && outWith[first.subProductId]) onOrder(outWith[first.subProductId].orderId);
  }, [orderId, units, outWith, onOrder]);

  const changeOrder = () => {
    scan.dispatch({ type: 'cleared' });
    setCounts({});
    onOrder(null);
  };

  if (report) return <CounterReportStep orderId={report.orderId} scope="RETOUR" onFinish={finishReport} />;
  if (!orderId) {
    if (mode === 'MANUAL') return <OrderPicker from="out" onPick={onOrder} />;
    return (
      <Stack gap="sm">
        <Text c="dimmed">{t('counter.return.scanFirst')}</Text>
        <ScanPanel state={scan.state} onCode={scan.submit} />
        <OrderPicker from="out" onPick={onOrder} withScan={false} />
      </Stack>
    );
  }
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;

  const banner = <OrderBanner order={order.data} onChange={changeOrder} />;
  const out = outUnitsOf(order.data);
  const counted = countedProducts(order.data);
  const quantities = counted
    .map((c) => ({ productId: c.productId, quantity: counts[c.productId] ?? 0 }))
    .filter((q) => q.quantity > 0);
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
    const body = { ...(qrCodeValues.length ? { qrCodeValues } : {}), ...(quantities.length ? { quantities } : {}) };
    returnUnits.mutate(
      { orderId, body },
      {
        onSuccess: (done) => {
          scan.dispatch({ type: 'cleared' });
          setCounts({});
          const withReport = canWrite && qrCodeValues.length > 0;
          if (withReport) setReport({ orderId, ended: done.status === 'ENDED' });
          if (done.status === 'ENDED') {
            notifySuccess(t('counter.return.ended', { number: done.number }));
            if (!withReport) navigate('/dashboard/counter');
          } else {
            const left = unitsOut(done.units).length + countedProducts(done).reduce((sum, c) => sum + c.out, 0);
            const back = qrCodeValues.length + quantities.reduce((sum, q) => sum + q.quantity, 0);
            notifySuccess(t('counter.return.partial', { count: back, left }));
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
      <Text>{t('counter.return.outCount', { count: out.length + counted.reduce((sum, c) => sum + c.out, 0) })}</Text>
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
              setCounts(Object.fromEntries(counted.map((c) => [c.productId, c.out])));
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
      <CountedReturn
        products={counted}
        values={counts}
        onChange={(productId, quantity) => setCounts((c) => ({ ...c, [productId]: quantity }))}
      />
      <Button
        size="xl"
        onClick={submit}
        loading={returnUnits.isPending || scan.looking}
        disabled={units.length === 0 && quantities.length === 0}
      >
        {t('counter.return.submit', { count: units.length + quantities.reduce((sum, q) => sum + q.quantity, 0) })}
      </Button>
    </Stack>
  );
}
