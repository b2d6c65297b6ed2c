import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PeriodQuery, useLcdAvailability } from '../../../../api/availability.ts';
import type { CounterOrder } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { addableProducts } from './addableProducts.ts';
import type { BookingDraft } from './bookingUpdate.ts';
import type { ScannedUnit } from './scanSession.ts';

/**
 * Adds one of a short-term product to the booking, with how many are free over its period (the order left out, less
 * what the draft books); one with none free cannot be chosen.
 */
export function AddProductPicker({
  order,
  draft,
  added,
  onAdd,
}: {
  order: CounterOrder;
  draft: BookingDraft;
  added: ScannedUnit[];
  onAdd: (product: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const period = useBookingPeriod(order.id, draft);
  const availability = useLcdAvailability(period);
  const fresh = availability.data && !availability.isPlaceholderData ? availability.data : undefined;
  const products = useMemo(
    () => (fresh ? addableProducts(fresh.items, order, draft, added) : []),
    [fresh, order, draft, added],
  );

  if (availability.isError) return <ErrorAlert error={availability.error} onRetry={() => availability.refetch()} />;
  const option = (p: (typeof products)[number]) => ({
    value: p.id,
    label: `${p.name} · ${t('counter.update.addProduct.free', { count: p.free })}`,
    disabled: p.free < 1,
  });
  const groups = [
    { group: t('counter.update.addProduct.counted'), items: products.filter((p) => p.counted).map(option) },
    { group: t('counter.update.addProduct.serialised'), items: products.filter((p) => !p.counted).map(option) },
  ].filter((g) => g.items.length > 0);
  const noneFree = !!fresh && products.every((p) => p.free < 1);

  return (
    <Select
      label={t('counter.update.addProduct.label')}
      placeholder={
        !period
          ? t('counter.update.addProduct.endFirst')
          : !fresh
            ? t('counter.update.addProduct.checking')
            : noneFree
              ? t('counter.update.addProduct.noneFree')
              : t('counter.update.addProduct.placeholder')
      }
      data={groups}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={false}
      size="md"
      disabled={!period || !fresh || noneFree}
      nothingFoundMessage={t('common.noResults')}
      onChange={(id) => {
        const product = products.find((p) => p.id === id);
        setSearch('');
        if (product && product.free > 0) onAdd({ id: product.id, name: product.name });
      }}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The booking's period as the availability reads it, asked again shortly after its end changes; null if empty. */
function useBookingPeriod(orderId: string, draft: BookingDraft): PeriodQuery | null {
  const wanted =
    draft.end > draft.start ? { startDate: draft.start, endDate: draft.end, excludeOrderId: orderId } : null;
  const [key] = useDebouncedValue(JSON.stringify(wanted), 300);
  return useMemo(() => JSON.parse(key) as PeriodQuery | null, [key]);
}
