import { Button, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrderSettings } from '../../../../api/counter.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';
import { BookFlow } from './BookFlow.tsx';
import { BookingUpdateFlow } from './BookingUpdateFlow.tsx';
import { ExchangeFlow } from './ExchangeFlow.tsx';
import { HandOutFlow } from './HandOutFlow.tsx';
import { QUICK_ACTIONS, type QuickAction, type QuickMode, quickParams, startingMode } from './modes.ts';
import { ReturnFlow } from './ReturnFlow.tsx';

/**
 * `/dashboard/counter/quick?action=…&order=…`: the counter mode for a phone or tablet. Each action starts scanning
 * or with lists to tick, as the company set it; the person at the counter may switch.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { action, orderId } = quickParams(params);
  const me = useCurrentMe();
  const settings = useOrderSettings(canAccess(me.membership, 'settings'));
  const modes = settings.data?.quickOrderModes;
  const [mode, setMode] = useState<QuickMode>(startingMode(modes, action));

  useEffect(() => setMode(startingMode(modes, action)), [modes, action]);

  const choose = (next: QuickAction) => setParams({ action: next }, { replace: true });
  const setOrder = (id: string | null) => setParams(id ? { action, order: id } : { action }, { replace: true });
  const flowProps = { mode, orderId, onOrder: setOrder };

  return (
    <Stack gap="md" maw={720}>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" role="group" aria-label={t('counter.quick.action')}>
        {QUICK_ACTIONS.map((value) => (
          <Button
            key={value}
            size="md"
            variant={value === action ? 'filled' : 'default'}
            aria-pressed={value === action}
            onClick={() => choose(value)}
          >
            {t(`counter.actions.${value}`)}
          </Button>
        ))}
      </SimpleGrid>
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as QuickMode)}
        aria-label={t('counter.quick.mode')}
        data={[
          { value: 'QR_SCANNING', label: t('counter.modes.QR_SCANNING') },
          { value: 'MANUAL', label: t('counter.modes.MANUAL') },
        ]}
      />
      {action === 'book' && <BookFlow key="book" mode={mode} />}
      {action === 'handOut' && <HandOutFlow key="handOut" {...flowProps} />}
      {action === 'update' && <BookingUpdateFlow key="update" {...flowProps} />}
      {action === 'exchange' && <ExchangeFlow key="exchange" {...flowProps} />}
      {action === 'return' && <ReturnFlow key="return" {...flowProps} />}
    </Stack>
  );
}
