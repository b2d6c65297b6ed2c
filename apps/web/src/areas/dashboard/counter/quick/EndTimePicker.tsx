import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../../components/dates/fields.tsx';
import { PICKER_BOUNDS } from '../../../../components/dayBounds.ts';
import { useShopZone } from '../shared/shopTime.ts';
import { END_PRESETS, endIn, wallClockToPicker } from './endTime.ts';

/** Until when: one tap for the usual durations, or any date and time (the shop's wall clock). */
export function EndTimePicker({
  value,
  onChange,
  start,
  note,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The earliest end offered. */
  start: string;
  /** Under the picker; by default, that the times are the shop's and the rental starts now. */
  note?: string;
}) {
  const { t } = useTranslation();
  const zone = useShopZone();
  const now = Date.now();
  return (
    <Stack gap="xs">
      <Group gap={6}>
        {END_PRESETS.map((hours) => {
          const end = endIn(hours, now, zone);
          return (
            <Chip key={hours} size="md" checked={value === end} onChange={() => onChange(end)}>
              {hours < 24 ? t('counter.book.hours', { count: hours }) : t('counter.book.days', { count: hours / 24 })}
            </Chip>
          );
        })}
      </Group>
      <DateTimeField
        label={t('counter.book.end')}
        value={value}
        onChange={(end) => {
          if (end) onChange(end);
        }}
        minDate={wallClockToPicker(start)}
        maxDate={PICKER_BOUNDS.maxDate}
        size="md"
      />
      <Text size="xs" c="dimmed">
        {note ?? t('counter.book.zone', { zone })}
      </Text>
    </Stack>
  );
}
