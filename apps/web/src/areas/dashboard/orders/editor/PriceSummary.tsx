import { Alert, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodQuery } from '../../../../api/availability.ts';
import { type PricePreview, usePricePreview } from '../../../../api/catalogue.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { useMoney } from '../../catalogue/shared/money.ts';
import type { OrderFormValues } from './orderForm.ts';

const amount = (value: number | string) => {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The price the API would give the order's lines for the period (as the order will be priced, promo code
 * included), read again shortly after a change; line prices by line key.
 */
export function useOrderPreview(values: OrderFormValues, period: PeriodQuery | null) {
  const lines = values.lines.filter((l) => l.quantity > 0);
  const input =
    period && lines.length > 0
      ? {
          items: lines.map((l) => ({ kind: l.kind, id: l.id, quantity: l.quantity })),
          start: period.startDate,
          end: period.endDate,
          channel: 'DASHBOARD' as const,
          ...(values.promoCode.trim() ? { promoCode: values.promoCode.trim().toUpperCase() } : {}),
        }
      : null;
  const [key] = useDebouncedValue(JSON.stringify(input), 300);
  const debounced = useMemo(() => JSON.parse(key) as typeof input, [key]);
  const preview = usePricePreview(debounced);
  const keys = debounced ? lines.map((l) => l.key) : [];
  const linePrices = new Map(
    preview.data && !preview.isPlaceholderData ? keys.map((k, i) => [k, preview.data.lines[i]?.net]) : [],
  );
  return { preview, linePrices, empty: !input };
}

/** Totals of the order being written: lines, promo code, discount, delivery. */
export function PriceSummary({
  values,
  preview,
}: {
  values: OrderFormValues;
  preview: ReturnType<typeof useOrderPreview>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = preview.preview;
  if (preview.empty)
    return (
      <Text c="dimmed" size="sm">
        {t('orders.price.empty')}
      </Text>
    );
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const data: PricePreview = query.data;
  const delivery = (['departure', 'arrival'] as const)
    .filter((s) => values.delivery[s].enabled)
    .reduce((sum, s) => sum + amount(values.delivery[s].price), 0);
  const discount = Math.min(amount(values.discount), data.totalTTC);
  const total = Math.max(0, data.totalTTC - discount) + delivery;
  const row = (label: string, value: number, sign = '') => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {sign}
        {money.format(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-live="polite">
      {row(t('orders.price.lines'), data.totalGrossTTC)}
      {data.discount > 0 && row(t('orders.price.rulesDiscount'), data.discount, '−')}
      {data.promo && !data.promo.valid && (
        <Alert color="orange" variant="light" p="xs">
          {data.promo.message ?? t('orders.price.promoInvalid')}
        </Alert>
      )}
      {discount > 0 && row(t('orders.price.manualDiscount'), discount, '−')}
      {amount(values.discount) > data.totalTTC && (
        <Alert color="red" variant="light" p="xs" data-testid="discount-too-large">
          {t('orders.price.discountTooLarge', { max: money.format(data.totalTTC) })}
        </Alert>
      )}
      {delivery > 0 && row(t('orders.price.delivery'), delivery)}
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>{t('orders.price.total')}</Text>
        <Text fw={700} fz="xl" data-testid="order-total">
          {money.format(total)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('orders.price.hint')}
      </Text>
    </Stack>
  );
}
