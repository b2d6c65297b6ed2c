import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../../components/notify.ts';
import { HandOutPanel } from '../handout/HandOutPanel.tsx';
import type { QuickMode } from './modes.ts';
import { OrderPicker } from './OrderPicker.tsx';

export interface FlowProps {
  mode: QuickMode;
  orderId: string | null;
  onOrder: (orderId: string | null) => void;
}

/** Hand out: choose the order leaving, give it what it books (units scanned or ticked, counts ticked), it is out. */
export function HandOutFlow({ mode, orderId, onOrder }: FlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!orderId) return <OrderPicker from="departures" onPick={onOrder} />;
  return (
    <HandOutPanel
      orderId={orderId}
      mode={mode}
      onChangeOrder={() => onOrder(null)}
      onDone={(done) => {
        notifySuccess(t('counter.handOut.done', { number: done.number }));
        navigate('/dashboard/counter');
      }}
    />
  );
}
