import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignableUnits, useCounterOrder, useExchangeUnit } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import type { FlowProps } from './HandOutFlow.tsx';
import { OrderBanner } from './OrderBanner.tsx';
import { OrderPicker } from './OrderPicker.tsx';
import { outUnitsOf } from './orderUnits.ts';
import { refusalOf } from './refusal.ts';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { UnitChecklist } from './UnitChecklist.tsx';
import { useScanSession } from './useScanSession.ts';

/** Exchange: the unit coming back (its order found by scanning it) for another unit of the same product. */
export function ExchangeFlow({ mode, orderId, onOrder }: FlowProps) {
  const { t } = useTranslation();
  const back = useScanSession({ mustBeOut: true, orderId: orderId ?? undefined });
  const backUnit = back.state.units[0];
  const going = useScanSession({ quota: new Map(backUnit ? [[backUnit.productId, 1]] : []), orderId: orderId ?? '' });
  const goingUnit = going.state.units[0];
  const order = useCounterOrder(orderId);
  const free = useAssignableUnits(mode === 'MANUAL' && backUnit ? orderId : null);
  const exchange = useExchangeUnit();

  useEffect(() => {
    if (!orderId && backUnit && back.state.outWith[backUnit.subProductId]) {
      onOrder(back.state.outWith[backUnit.subProductId].orderId);
    }
  }, [orderId, backUnit, back.state.outWith, onOrder]);

  const restart = () => {
    back.dispatch({ type: 'cleared' });
    going.dispatch({ type: 'cleared' });
  };

  if (!orderId && mode === 'MANUAL') return <OrderPicker from="out" onPick={onOrder} />;
  if (orderId && order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;

  const submit = () => {
    if (!orderId || !backUnit || !goingUnit) return;
    const codes = [backUnit.qrCodeValue, goingUnit.qrCodeValue];
    exchange.mutate(
      { orderId, from: backUnit.qrCodeValue, to: goingUnit.qrCodeValue },
      {
        onSuccess: (done) => {
          notifySuccess(t('counter.exchange.done', { back: codes[0], out: codes[1], number: done.number }));
          restart();
        },
        onError: (error) => {
          const verdict = refusalOf(error, codes);
          if (verdict) going.dispatch({ type: 'refused', verdict });
          else notifyError(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {order.data && (
        <OrderBanner
          order={order.data}
          onChange={() => {
            restart();
            onOrder(null);
          }}
        />
      )}
      {order.data && order.data.status !== 'IN_PROGRESS' && (
        <Alert color="yellow">{t('counter.exchange.notOut')}</Alert>
      )}
      <Title order={3} size="h5">
        {t('counter.exchange.backStep')}
      </Title>
      {backUnit ? (
        <ScannedList units={[backUnit]} onRemove={restart} />
      ) : mode === 'QR_SCANNING' || !order.data ? (
        <ScanPanel state={back.state} onCode={back.submit} label={t('counter.exchange.backLabel')} />
      ) : (
        <UnitChecklist
          units={outUnitsOf(order.data)}
          chosen={[]}
          onToggle={(unit) => back.dispatch({ type: 'toggled', unit })}
          emptyText={t('counter.return.nothingOut')}
        />
      )}
      {backUnit && (
        <>
          <Title order={3} size="h5">
            {t('counter.exchange.outStep', { product: backUnit.productName })}
          </Title>
          {goingUnit ? (
            <ScannedList units={[goingUnit]} onRemove={() => going.dispatch({ type: 'cleared' })} />
          ) : mode === 'QR_SCANNING' ? (
            <ScanPanel state={going.state} onCode={going.submit} label={t('counter.exchange.outLabel')} />
          ) : free.isPending ? (
            <PageLoader />
          ) : free.isError ? (
            <ErrorAlert error={free.error} onRetry={() => free.refetch()} />
          ) : (
            <UnitChecklist
              units={free.data.free.filter((u) => u.productId === backUnit.productId)}
              chosen={[]}
              onToggle={(unit) => going.dispatch({ type: 'toggled', unit })}
              emptyText={t('counter.handOut.noFreeUnit')}
            />
          )}
          {mode === 'MANUAL' && <ScanFeedback verdict={going.state.last} />}
        </>
      )}
      {!backUnit && mode === 'QR_SCANNING' && !orderId && <Text c="dimmed">{t('counter.exchange.scanFirst')}</Text>}
      <Button
        size="xl"
        onClick={submit}
        loading={exchange.isPending || back.looking || going.looking}
        disabled={!backUnit || !goingUnit || !orderId}
      >
        {t('counter.exchange.submit')}
      </Button>
    </Stack>
  );
}
