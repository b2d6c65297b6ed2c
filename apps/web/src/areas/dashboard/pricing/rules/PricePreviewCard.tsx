import { Alert, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PricePreview, usePricePreview, useProductChoices } from '../../../../api/pricing.ts';
import { DateTimeField } from '../../../../components/dates/fields.tsx';
import { inDayWindow } from '../../../../components/dayBounds.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { addDays, dayOf, formatMoney } from '../shared/format.ts';

/** The coming Saturday 09:00 → Sunday 18:00, a period where weekend rules show. */
function nextWeekend(): { start: string; end: string } {
  const today = new Date();
  const saturday = addDays(dayOf(today), (6 - today.getDay() + 7) % 7 || 7);
  return { start: `${saturday}T09:00`, end: `${addDays(saturday, 1)}T18:00` };
}

/** Try the shop's prices on one product or pack for a period: grid price, rules and discounts applied. */
export function PricePreviewCard() {
  const { t } = useTranslation();
  const choices = useProductChoices();
  const [chosen, setChosen] = useState<string | null>(null);
  const [period, setPeriod] = useState(nextWeekend);
  // The first product until one is chosen, so the preview shows something at once.
  const item = chosen ?? choices.data?.products[0]?.value ?? null;
  const isPack = !!choices.data?.packs.some((p) => p.value === item);
  const ready = !!item && inDayWindow(period.start) && inDayWindow(period.end) && period.start < period.end;
  const preview = usePricePreview(
    ready ? { items: [{ kind: isPack ? 'pack' : 'product', id: item, quantity: 1 }], ...period } : null,
  );
  const data = choices.data
    ? [
        { group: t('pricing.common.products'), items: choices.data.products },
        { group: t('pricing.common.packs'), items: choices.data.packs },
      ]
    : [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="price-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="price-preview-title">
          {t('pricing.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pricing.preview.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('pricing.preview.item')}
            placeholder={t('pricing.preview.itemPlaceholder')}
            data={data}
            value={item}
            onChange={setChosen}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <DateTimeField
            label={t('pricing.preview.start')}
            value={period.start}
            onChange={(value) => setPeriod({ ...period, start: value })}
          />
          <DateTimeField
            label={t('pricing.preview.end')}
            value={period.end}
            onChange={(value) => setPeriod({ ...period, end: value })}
            error={
              period.start && period.end && period.end <= period.start ? t('pricing.preview.endBeforeStart') : null
            }
          />
        </SimpleGrid>
        {ready && preview.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
        {preview.isError && <ErrorAlert error={preview.error} />}
        {preview.data && <PreviewResult preview={preview.data} />}
      </Stack>
    </Paper>
  );
}

function PreviewResult({ preview }: { preview: PricePreview }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, preview.currency, i18n.language);
  const line = preview.lines[0];
  if (!line) return null;
  const rows = [
    { label: t('pricing.preview.basePrice', { count: line.duration.days }), amount: line.basePrice },
    ...line.adjustments.map((a) => ({ label: a.label, amount: a.amount })),
    ...line.discounts.map((d) => ({ label: d.label, amount: -d.amount })),
  ];
  return (
    <Stack gap="xs" data-testid="price-preview">
      <Table verticalSpacing={4} aria-label={t('pricing.preview.title')}>
        <Table.Tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one answer, never reordered
            <Table.Tr key={i}>
              <Table.Td>
                <Text size="sm">{row.label}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c={i === 0 ? undefined : row.amount < 0 ? 'teal' : 'orange'}>
                  {i === 0 ? money(row.amount) : `${row.amount < 0 ? '−' : '+'}${money(Math.abs(row.amount))}`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text fw={600}>{t('pricing.preview.total')}</Text>
        <Text fw={700} data-testid="price-preview-total">
          {money(preview.totalTTC)}
        </Text>
      </Group>
      {line.adjustments.length === 0 && line.discounts.length === 0 && (
        <Alert color="gray" variant="light" py="xs">
          {t('pricing.preview.nothingApplies')}
        </Alert>
      )}
    </Stack>
  );
}
