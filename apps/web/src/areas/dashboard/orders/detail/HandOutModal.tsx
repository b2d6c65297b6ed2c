import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderSettings } from '../../../../api/counter.ts';
import type { OrderView } from '../../../../api/orders.ts';
import { FormModal } from '../../../../components/FormModal.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { HandOutPanel } from '../../counter/handout/HandOutPanel.tsx';
import { type QuickMode, startingMode } from '../../counter/quick/modes.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';

/** Hands the order out with the counter's hand-out: codes scanned (camera or scanner) or units ticked, counts ticked. */
export function HandOutModal({ order, opened, onClose }: { order: OrderView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('orders.handOut.title', { number: order.number })}>
      <HandOutForm order={order} onClose={onClose} />
    </FormModal>
  );
}

function HandOutForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const settings = useOrderSettings(canAccess(me.membership, 'settings'));
  const [chosen, setChosen] = useState<QuickMode | null>(null);
  const mode = chosen ?? startingMode(settings.data?.quickOrderModes, 'handOut');
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setChosen(value as QuickMode)}
        aria-label={t('counter.quick.mode')}
        data={[
          { value: 'QR_SCANNING', label: t('counter.modes.QR_SCANNING') },
          { value: 'MANUAL', label: t('counter.modes.MANUAL') },
        ]}
      />
      <HandOutPanel
        orderId={order.id}
        mode={mode}
        onDone={() => {
          notifySuccess(t('orders.handOut.done', { number: order.number }));
          onClose();
        }}
      />
    </Stack>
  );
}
