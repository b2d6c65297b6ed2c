import { toEpoch } from '@hirebase/shared/zone';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../../../../api/catalogue.ts';
import { useFreeUnits } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useShopZone } from '../shared/shopTime.ts';
import type { ScannedUnit } from './scanSession.ts';
import { UnitChecklist } from './UnitChecklist.tsx';

const isoOf = (wallClock: string, zone: string) => {
  try {
    return new Date(toEpoch(wallClock, zone)).toISOString();
  } catch {
    return '';
  }
};

/** Booking by hand: choose a product, then tick its units free from now to the chosen end. */
export function ManualUnitsPicker({
  start,
  end,
  chosen,
  onToggle,
}: {
  start: string;
  end: string;
  chosen: ScannedUnit[];
  onToggle: (unit: ScannedUnit) => void;
}) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const products = useProductChoices();
  const [productId, setProductId] = useState<string | null>(null);
  const product = products.data?.items.find((p) => p.id === productId);
  const free = useFreeUnits(product?.name ?? null, isoOf(start, zone), isoOf(end, zone));
  const units: ScannedUnit[] = (free.data ?? [])
    .filter((u) => u.productId === productId)
    .map((u) => ({
      subProductId: u.id,
      productId: u.productId,
      productName: u.product.name,
      qrCodeValue: u.qrCodeValue,
      serialNumber: u.serialNumber,
    }));

  return (
    <Stack gap="xs">
      <Select
        label={t('counter.book.product')}
        searchable
        size="md"
        data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={productId}
        onChange={setProductId}
        nothingFoundMessage={t('common.noResults')}
      />
      {product &&
        (free.isPending ? (
          <PageLoader />
        ) : free.isError ? (
          <ErrorAlert error={free.error} onRetry={() => free.refetch()} />
        ) : (
          <UnitChecklist units={units} chosen={chosen} onToggle={onToggle} emptyText={t('counter.book.noFreeUnit')} />
        ))}
    </Stack>
  );
}
