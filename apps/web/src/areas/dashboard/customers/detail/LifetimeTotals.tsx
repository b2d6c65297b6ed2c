import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerLifetimeTotals } from '../../../../api/customerOrders.ts';
import { useMoney } from '../../catalogue/shared/money.ts';
import { formatInZone, useShopZone } from '../../orders/shared/zone.ts';
import { TotalCard } from './TotalCard.tsx';

/** What the customer booked with the shop since their first order, as the API adds it up. */
export function LifetimeTotals({ totals }: { totals: CustomerLifetimeTotals }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const timeZone = useShopZone();
  const day = (instant: string | null) => (instant ? formatInZone(instant, timeZone, i18n.language, 'date') : '—');
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('customers.rentals.allTime')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="rentals-all-time">
        <TotalCard label={t('customers.rentals.orders')} value={String(totals.count)} />
        <TotalCard label={t('customers.rentals.amount')} value={money.format(totals.totalTTC)} />
        <TotalCard label={t('customers.rentals.firstRental')} value={day(totals.firstRentalAt)} />
        <TotalCard label={t('customers.rentals.lastRental')} value={day(totals.lastRentalAt)} />
      </SimpleGrid>
    </Stack>
  );
}
