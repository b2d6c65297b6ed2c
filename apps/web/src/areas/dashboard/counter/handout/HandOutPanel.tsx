import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CounterOrder,
  useAssignableUnits,
  useCounterOrder,
  useEarlyHandOut,
  useHandOut,
} from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ReadOnlyNotice, useCan } from '../../access/index.ts';
import type { QuickMode } from '../quick/modes.ts';
import { NeedsList } from '../quick/NeedsList.tsx';
import { OrderBanner } from '../quick/OrderBanner.tsx';
import { remainingQuota } from '../quick/orderUnits.ts';
import { type MissingUnits, missingUnitsOf, refusalOf } from '../quick/refusal.ts';
import { ScanFeedback } from '../quick/ScanFeedback.tsx';
import { ScannedList } from '../quick/ScannedList.tsx';
import { ScanPanel } from '../quick/ScanPanel.tsx';
import { UnitChecklist } from '../quick/UnitChecklist.tsx';
import { useScanSession } from '../quick/useScanSession.ts';
import { CountedChecklist } from './CountedChecklist.tsx';
import { EarlyStartOffer, EarlyStartWarning } from './EarlyStartOffer.tsx';
import { type EarlyRefusal, earlyRefusalOf, startsLater } from './earlyStart.ts';
import { HandOutDeposit } from './HandOutDeposit.tsx';
import { HandOutPayment } from './HandOutPayment.tsx';
import { countsLeft, handOutList, type Ticks } from './handOutList.ts';
import { ServiceList } from './ServiceList.tsx';
import '../shared/counter.css';

export interface HandOutPanelProps {
  orderId: string;
  mode: QuickMode;
  onDone: (order: CounterOrder) => void;
  /** Offered at the counter: choose another order. */
  onChangeOrder?: () => void;
}

/**
 * Handing an order out, at the counter and on the order's page: every line of the order (units to scan or tick,
 * products counted by quantity to tick, services), each code judged as it comes, and the departure.
 */
export function HandOutPanel(props: HandOutPanelProps) {
  return (
    <div className="counter-screen">
      <HandOutOrder key={props.orderId} {...props} />
    </div>
  );
}

function HandOutOrder({ orderId, mode, onDone, onChangeOrder }: HandOutPanelProps) {
  const { t } = useTranslation();
  const order = useCounterOrder(orderId);
  const handOut = useHandOut();
  const assignable = useAssignableUnits(order.data?.status === 'TO_COME' ? orderId : null);
  const [ticks, setTicks] = useState<Ticks>({});
  const [missing, setMissing] = useState<MissingUnits[] | null>(null);
  const list = useMemo(
    () =>
      order.data && assignable.data ? handOutList(order.data.lines, order.data.units, assignable.data.counted) : null,
    [order.data, assignable.data],
  );
  const scan = useScanSession({ quota: remainingQuota(list?.units ?? []), orderId });
  const canWrite = useCan('counter', 'write');
  const early = !!order.data && startsLater(order.data, Date.now());
  const preview = useEarlyHandOut(early ? orderId : null);
  const [offer, setOffer] = useState(false);
  const [earlyRefusal, setEarlyRefusal] = useState<EarlyRefusal | null>(null);

  if (order.isPending) return <PageLoader />;
  if (order.isError) return <ErrorAlert error={order.error} onRetry={() => order.refetch()} />;
  const banner = <OrderBanner order={order.data} onChange={onChangeOrder} />;
  if (order.data.status !== 'TO_COME') {
    return (
      <Stack>
        {banner}
        <Alert color="yellow">{t('counter.handOut.notToCome')}</Alert>
      </Stack>
    );
  }
  if (assignable.isPending) return <PageLoader />;
  if (assignable.isError) return <ErrorAlert error={assignable.error} onRetry={() => assignable.refetch()} />;
  if (!list) return <PageLoader />;

  const taken = scan.state.units;
  const given = order.data.units;
  const left = countsLeft(list.counted, ticks);
  /** Hands out; `startNow`: the start moves to now at the price the person saw. */
  const send = (startNow?: { expectedTotal: number }) => {
    const qrCodeValues = taken.map((u) => u.qrCodeValue);
    setMissing(null);
    setEarlyRefusal(null);
    handOut.mutate(
      { orderId, qrCodeValues, ...(startNow ? { startNow: true, expectedTotal: startNow.expectedTotal } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refused = startNow ? earlyRefusalOf(error) : null;
          if (refused) {
            setEarlyRefusal(refused);
            if (refused.kind === 'priceChanged') preview.refetch();
            return;
          }
          const verdict = refusalOf(error, qrCodeValues);
          const lacking = missingUnitsOf(error);
          if (verdict) scan.dispatch({ type: 'refused', verdict });
          else if (lacking) setMissing(lacking);
          else notifyError(errorMessage(t, error));
        },
      },
    );
  };
  // before the booked start the person first sees what moving it to now costs
  const submit = () => (early ? setOffer(true) : send());

  return (
    <Stack gap="md">
      {banner}
      {early && <EarlyStartWarning bookedStart={order.data.startDate} />}
      <ReadOnlyNotice area="counter" />
      <NeedsList needs={list.units} taken={taken} />
      {given.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('counter.handOut.alreadyGiven', { codes: given.map((u) => u.qrCodeValue).join(', ') })}
        </Text>
      )}
      {list.units.length > 0 &&
        (mode === 'QR_SCANNING' ? (
          <>
            <ScanPanel state={scan.state} onCode={scan.submit} />
            <ScannedList units={taken} onRemove={(unit) => scan.dispatch({ type: 'toggled', unit })} />
          </>
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
        ))}
      <CountedChecklist
        counted={list.counted}
        ticks={ticks}
        onTick={(productId, count) => setTicks((now) => ({ ...now, [productId]: count }))}
      />
      <ServiceList services={list.services} />
      <HandOutDeposit orderId={orderId} />
      <HandOutPayment orderId={orderId} />
      {missing && (
        <Alert color="red" variant="filled" role="alert">
          {t('counter.handOut.unitsMissing', {
            products: missing
              .map((m) => t('counter.handOut.missingOne', { name: m.name, missing: m.missing, booked: m.booked }))
              .join(', '),
          })}
        </Alert>
      )}
      {left.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('counter.handOut.countsLeft', { products: left.map((l) => l.name).join(', ') })}
        </Text>
      )}
      {canWrite &&
        (early && offer ? (
          <EarlyStartOffer
            preview={preview}
            refusal={earlyRefusal}
            busy={handOut.isPending || scan.looking}
            onConfirm={(expectedTotal) => send({ expectedTotal })}
            onRefuse={() => {
              setOffer(false);
              setEarlyRefusal(null);
            }}
          />
        ) : (
          <Button size="xl" onClick={submit} loading={handOut.isPending || scan.looking} disabled={left.length > 0}>
            {early
              ? t('counter.handOut.early.submit')
              : t('counter.handOut.submit', {
                  count: taken.length + given.length + Object.values(ticks).reduce((sum, n) => sum + n, 0),
                })}
          </Button>
        ))}
    </Stack>
  );
}
