import { Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PriceItem, useWalkInPrice } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { useMoney } from '../../catalogue/shared/money.ts';

/** The price of the booking being made, before it is confirmed: total, VAT included, and the deposit to take. */
export function WalkInPrice({ items, start, end }: { items: PriceItem[]; start: string; end: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = useWalkInPrice(items, start, end);
  if (items.length === 0 || !(end > start)) return null;
  if (price.isError) return <ErrorAlert error={price.error} onRetry={() => price.refetch()} />;
  return (
    <Paper withBorder p="sm" data-testid="walk-in-price" aria-busy={price.isFetching}>
      {!price.data ? (
        <Loader size="sm" role="status" aria-label={t('counter.book.price.loading')} />
      ) : (
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('counter.book.price.total')} value={money.format(price.data.totalTTC)} strong />
          <Figure label={t('counter.book.price.vat')} value={money.format(price.data.vat)} />
          <Figure label={t('counter.book.price.deposit')} value={money.format(price.data.deposit)} />
        </SimpleGrid>
      )}
    </Paper>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500}>{value}</Text>
    </Stack>
  );
}
