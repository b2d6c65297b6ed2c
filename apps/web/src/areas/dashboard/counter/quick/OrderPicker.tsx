import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderNumberIn, ordersOfUnit, unitByCode, useBookedOrders, useTodayOrders } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useShopTime, useShopZone } from '../shared/shopTime.ts';
import { groupToday } from '../today/today.ts';
import { candidatesFor, orderOfUnitFor, type PickFrom, timeShownFor } from './pickFrom.ts';
import { ScanInput } from './ScanInput.tsx';

export type { PickFrom };

/** Customer searches shorter than this list today's orders instead (an order number searches at once). */
const MIN_SEARCH = 2;

/**
 * Choosing the order of a hand out, return, exchange or change: tap one of today's, or scan one of its units (a
 * unit given in advance for a departure, a unit out for a return); an order to hand out or a booking to change may
 * also be searched by number or customer, whatever its date.
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searchable = from !== 'out';
  const searching = searchable && (debounced.length >= MIN_SEARCH || orderNumberIn(debounced) !== null);
  const found = useBookedOrders(searching ? debounced : '', from === 'departures' ? 'toCome' : 'toComeOrOut');
  const candidates = useMemo(
    () => candidatesFor(from, groupToday(today.data ?? [], today.dataUpdatedAt || Date.now(), zone)),
    [today.data, today.dataUpdatedAt, zone, from],
  );
  const list = searching ? found : today;
  const shown = searching ? (found.data ?? []) : candidates;

  const findByUnit = async (code: string) => {
    setProblem(null);
    setBusy(true);
    try {
      const unit = await unitByCode(code.trim());
      if (!unit) return setProblem(t('counter.scan.verdicts.unknown', { code: code.trim() }));
      const order = orderOfUnitFor(from, await ordersOfUnit(unit.id));
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
      {searchable && (
        <TextInput
          label={t('counter.picker.search')}
          placeholder={t('counter.book.customerPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          size="md"
          type="search"
          autoComplete="off"
        />
      )}
      <Text fw={600}>{searching ? t(`counter.picker.found.${from}`) : t(`counter.picker.title.${from}`)}</Text>
      {list.isPending && <PageLoader />}
      {list.isError && <ErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && shown.length === 0 && (
        <Text c="dimmed">{searching ? t('common.noResults') : t(`counter.picker.empty.${from}`)}</Text>
      )}
      {shown.map((order) => (
        <Button
          key={order.id}
          variant="default"
          size="lg"
          justify="space-between"
          fullWidth
          onClick={() => onPick(order.id)}
          rightSection={
            <Text size="sm" c={order.isLate ? 'red' : 'dimmed'}>
              {format(timeShownFor(order))}
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
