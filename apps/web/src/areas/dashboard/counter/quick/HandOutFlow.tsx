import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../../components/notify.ts';
import { useCan } from '../../access/index.ts';
import { CounterReportStep } from '../../condition-reports/CounterReportStep.tsx';
import { HandOutPanel } from '../handout/HandOutPanel.tsx';
import type { QuickMode } from './modes.ts';
import { OrderPicker } from './OrderPicker.tsx';

export interface FlowProps {
  mode: QuickMode;
  orderId: string | null;
  onOrder: (orderId: string | null) => void;
}

/**
 * Hand out: choose the order leaving, give it what it books (units scanned or ticked, counts ticked), it is out;
 * then the departure condition report of its units when their products have a state model (it may be left for later).
 */
export function HandOutFlow({ mode, orderId, onOrder }: FlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('orders', 'write');
  const [reportOf, setReportOf] = useState<string | null>(null);
  const toCounter = useCallback(() => navigate('/dashboard/counter'), [navigate]);
  if (reportOf) {
    return <CounterReportStep orderId={reportOf} scope="DEPART" onFinish={toCounter} />;
  }
  if (!orderId) return <OrderPicker from="departures" onPick={onOrder} />;
  return (
    <HandOutPanel
      orderId={orderId}
      mode={mode}
      onChangeOrder={() => onOrder(null)}
      onDone={(done) => {
        notifySuccess(t('counter.handOut.done', { number: done.number }));
        if (canWrite && done.units.length > 0) setReportOf(done.id);
        else navigate('/dashboard/counter');
      }}
    />
  );
}
