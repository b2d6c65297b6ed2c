import { ActionIcon, Button, Group, MultiSelect, SegmentedControl, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMonthYear } from '../../../../format/index.ts';
import { formatInZone } from '../shared/zone.ts';
import { shiftPeriod, type Timeline, ZOOMS, type Zoom } from './timeline.ts';

/** The period's title with previous / today / next, the zoom, and the category and product filters. */
export function PlanningToolbar({
  timeline,
  onDay,
  onZoom,
  today,
  categories,
  category,
  onCategory,
  products,
  productIds,
  onProducts,
}: {
  timeline: Timeline;
  onDay: (day: string) => void;
  onZoom: (zoom: Zoom) => void;
  today: string;
  categories: { value: string; label: string }[];
  category: string | null;
  onCategory: (value: string | null) => void;
  products: { value: string; label: string }[];
  productIds: string[];
  onProducts: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const last = timeline.columns[timeline.columns.length - 1];
  const text =
    timeline.zoom === 'month'
      ? formatMonthYear(timeline.start, i18n.language, timeline.timeZone)
      : timeline.zoom === 'day'
        ? formatLongDate(timeline.start, i18n.language, timeline.timeZone)
        : `${formatInZone(timeline.start, timeline.timeZone, i18n.language, 'weekdayDate')} – ${formatInZone(last.start, timeline.timeZone, i18n.language, 'weekdayDate')}`;
  const title = text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  return (
    <Group justify="space-between" gap="sm" align="flex-end" data-testid="planning-toolbar">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onDay(shiftPeriod(timeline.zoom, timeline.from, -1))}
          aria-label={t('orders.planning.previous')}
        >
          ‹
        </ActionIcon>
        <Button variant="default" onClick={() => onDay(today)}>
          {t('orders.planning.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onDay(shiftPeriod(timeline.zoom, timeline.from, 1))}
          aria-label={t('orders.planning.next')}
        >
          ›
        </ActionIcon>
        <Text fw={600} data-testid="planning-period">
          {title}
        </Text>
      </Group>
      {/* Fixed widths and one line of product chips: the bar keeps its size and place whatever is picked. */}
      <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', md: 'auto' }} data-testid="planning-filters">
        <SegmentedControl
          aria-label={t('orders.planning.zoom')}
          value={timeline.zoom}
          onChange={(value) => onZoom(value as Zoom)}
          data={ZOOMS.map((z) => ({ value: z, label: t(`orders.planning.zooms.${z}`) }))}
        />
        <Select
          label={t('orders.planning.category')}
          placeholder={t('orders.planning.allCategories')}
          data={categories}
          value={category}
          onChange={onCategory}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <MultiSelect
          label={t('orders.planning.products')}
          placeholder={productIds.length ? undefined : t('orders.planning.allProducts')}
          data={products}
          value={productIds}
          onChange={onProducts}
          searchable
          clearable
          w={{ base: '100%', xs: 280 }}
          styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' }, inputField: { minWidth: 40 } }}
        />
      </Group>
    </Group>
  );
}
