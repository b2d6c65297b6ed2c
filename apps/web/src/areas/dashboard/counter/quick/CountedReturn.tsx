import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CountedProduct } from './orderUnits.ts';

/** Products counted by quantity (no QR codes): how many of each come back now. */
export function CountedReturn({
  products,
  values,
  onChange,
}: {
  products: CountedProduct[];
  values: Record<string, number>;
  onChange: (productId: string, quantity: number) => void;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('counter.return.counted')}</Text>
      {products.map((p) => (
        <Group key={p.productId} justify="space-between" wrap="nowrap">
          <Text truncate>{p.name}</Text>
          <Group gap="xs" wrap="nowrap">
            <NumberInput
              aria-label={t('counter.return.countedOne', { product: p.name })}
              value={values[p.productId] ?? 0}
              onChange={(value) => onChange(p.productId, typeof value === 'number' ? value : 0)}
              min={0}
              max={p.out}
              allowDecimal={false}
              allowNegative={false}
              size="md"
              w={90}
            />
            <Text c="dimmed">/ {p.out}</Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
