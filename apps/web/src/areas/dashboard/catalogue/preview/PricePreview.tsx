import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricePreview } from '../../../../api/catalogue.ts';
import { DateTimeField } from '../../../../components/dates/fields.tsx';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PreviewResult } from './PreviewResult.tsx';
import { defaultDates, type PreviewDates, previewRange, weekDates, weekendDates } from './previewDates.ts';

/**
 * What one saved product or pack costs for chosen dates, with the shop's price rules and discounts, as the API
 * prices an order (refreshed when the product is saved and when the dates change). Nothing to price before saving.
 */
export function PricePreview({ item }: { item?: { kind: 'product' | 'pack'; id: string } }) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<PreviewDates>(defaultDates);
  const [debounced] = useDebouncedValue(dates, 400);
  const range = previewRange(debounced);
  const preview = usePricePreview(
    item && range ? { items: [{ kind: item.kind, id: item.id, quantity: 1 }], ...range } : null,
  );
  const presets = [
    { label: t('catalogue.preview.presetDefault'), dates: defaultDates },
    { label: t('catalogue.preview.presetWeekend'), dates: weekendDates },
    { label: t('catalogue.preview.presetWeek'), dates: weekDates },
  ];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('catalogue.preview.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('catalogue.preview.title')}
          </Title>
          {item && (
            <ActionIcon
              variant="subtle"
              aria-label={t('catalogue.preview.refresh')}
              onClick={() => preview.refetch()}
              loading={preview.isFetching}
            >
              ↻
            </ActionIcon>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('catalogue.preview.hint')}
        </Text>
        <DateTimeField
          label={t('catalogue.preview.start')}
          value={dates.start}
          onChange={(start) => start && setDates((d) => ({ ...d, start }))}
        />
        <DateTimeField
          label={t('catalogue.preview.end')}
          value={dates.end}
          onChange={(end) => end && setDates((d) => ({ ...d, end }))}
          minDate={dates.start}
        />
        <Group gap={6}>
          {presets.map((preset) => (
            <Button key={preset.label} size="compact-xs" variant="light" onClick={() => setDates(preset.dates())}>
              {preset.label}
            </Button>
          ))}
        </Group>
        {!item ? (
          <Alert variant="light" color="gray">
            {t('catalogue.preview.saveFirst')}
          </Alert>
        ) : !previewRange(dates) ? (
          <Alert variant="light" color="orange">
            {t('catalogue.preview.badRange')}
          </Alert>
        ) : preview.isPending ? (
          <Loader size="sm" />
        ) : preview.isError ? (
          <ErrorAlert error={preview.error} onRetry={() => preview.refetch()} />
        ) : (
          <PreviewResult preview={preview.data} stale={preview.isPlaceholderData} />
        )}
      </Stack>
    </Paper>
  );
}
