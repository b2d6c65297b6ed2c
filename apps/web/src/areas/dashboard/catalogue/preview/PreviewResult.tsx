import { Divider, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricePreview } from '../../../../api/catalogue.ts';
import { lineStepTexts } from '../../../../components/lineSteps.ts';
import { summaryLines } from '../../../../components/priceSummary.ts';
import { useMoney } from '../shared/money.ts';

/** The previewed total, the rental length, rule adjustments and discounts, and the API's explanation lines. */
export function PreviewResult({ preview, stale }: { preview: PricePreview; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [line] = preview.lines;
  const changes = line ? [...line.adjustments, ...line.discounts.map((d) => ({ ...d, amount: -d.amount }))] : [];
  return (
    <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }} aria-live="polite" aria-busy={stale}>
      <Group justify="space-between" align="baseline">
        <Text size="sm" c="dimmed">
          {line?.duration.unit === 'days'
            ? t('catalogue.preview.days', { count: line.duration.days })
            : t('catalogue.preview.hours', { count: line?.duration.startedHours ?? 0 })}
        </Text>
        <Text fw={700} fz="xl" data-testid="price-preview-total">
          {money.format(preview.totalTTC)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {t('catalogue.preview.taxes', { ht: money.format(preview.totalHT), vat: money.format(preview.vat) })}
      </Text>
      {line && (
        <>
          <Group justify="space-between">
            <Text size="sm">{t('catalogue.preview.base')}</Text>
            <Text size="sm">{money.format(line.basePrice)}</Text>
          </Group>
          {changes.map((change) => (
            <Group key={`${change.source}-${change.id}`} justify="space-between" wrap="nowrap">
              <Text size="sm">{change.label}</Text>
              <Text size="sm" c={change.amount < 0 ? 'teal' : 'orange'} style={{ whiteSpace: 'nowrap' }}>
                {change.amount > 0 ? '+' : ''}
                {money.format(change.amount)}
              </Text>
            </Group>
          ))}
        </>
      )}
      <Divider />
      <Text size="xs" fw={500}>
        {t('catalogue.preview.explanation')}
      </Text>
      <List size="xs" spacing={2} aria-label={t('catalogue.preview.explanation')}>
        {[
          ...(line
            ? line.steps.length
              ? lineStepTexts(t, i18n.language, money.format, line.steps)
              : line.explanation
            : []),
          ...(preview.summary.length
            ? summaryLines(t, i18n.language, money.format, preview.summary)
            : preview.explanation),
        ].map((text, i) => (
          // The same sentence may come twice (line and order): the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: explanation lines are plain text in order
          <List.Item key={i}>{text}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
