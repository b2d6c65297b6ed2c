import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderOfUnit, ordersOfUnit, unitByCode, useTodayOrders } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useShopTime, useShopZone } from '../shared/shopTime.ts';
import { groupToday } from '../today/today.ts';
import { ScanInput } from './ScanInput.tsx';

/** Which orders an action starts from: the day's departures, or what is out (due today or late). */
export type PickFrom = 'departures' | 'out';

const matches = (from: PickFrom, order: OrderOfUnit) =>
  from === 'departures'
    ? order.status === 'TO_COME' && order.unit.status === 'WAITING'
    : order.unit.status === 'USED' && !order.unit.returnedAt;

/**
 * Choosing the order of a hand out, return or exchange: tap one of today's, or scan one of its units (a unit given
 * in advance for a departure, a unit out for a return).
 */
export function OrderPicker({
  from,
  onPick,
  withScan = true,
}: {
  from: PickFrom;
  onPick: (orderId: string) => void;
  /** False when the screen scans units itself. */
  withScan?: boolean;
}) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const { format } = useShopTime();
  const today = useTodayOrders();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = useMemo(() => {
    const groups = groupToday(today.data ?? [], today.dataUpdatedAt || Date.now(), zone);
    return from === 'departures' ? groups.departures : [...groups.late, ...groups.returns];
  }, [today.data, today.dataUpdatedAt, zone, from]);

  const findByUnit = async (code: string) => {
    setProblem(null);
    setBusy(true);
    try {
      const unit = await unitByCode(code.trim());
      if (!unit) return setProblem(t('counter.scan.verdicts.unknown', { code: code.trim() }));
      const order = (await ordersOfUnit(unit.id)).find((o) => matches(from, o));
      if (order) onPick(order.id);
      else setProblem(t(`counter.picker.noOrder.${from}`, { code: unit.qrCodeValue }));
    } catch (error) {
      setProblem(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      {withScan && <ScanInput onCode={findByUnit} label={t(`counter.picker.scanLabel.${from}`)} busy={busy} />}
      {problem && (
        <Alert color="red" variant="filled" role="status">
          {problem}
        </Alert>
      )}
      <Text fw={600}>{t(`counter.picker.title.${from}`)}</Text>
      {today.isPending && <PageLoader />}
      {today.isError && <ErrorAlert error={today.error} onRetry={() => today.refetch()} />}
      {today.isSuccess && candidates.length === 0 && <Text c="dimmed">{t(`counter.picker.empty.${from}`)}</Text>}
      {candidates.map((order) => (
        <Button
          key={order.id}
          variant="default"
          size="lg"
          justify="space-between"
          fullWidth
          onClick={() => onPick(order.id)}
          rightSection={
            <Text size="sm" c={order.isLate ? 'red' : 'dimmed'}>
              {format(from === 'departures' ? order.startDate : order.endDate)}
            </Text>
          }
          aria-label={t('counter.picker.pickOne', { number: order.number })}
        >
          #{order.number} · {order.customer?.displayName ?? '—'}
        </Button>
      ))}
    </Stack>
  );
}
