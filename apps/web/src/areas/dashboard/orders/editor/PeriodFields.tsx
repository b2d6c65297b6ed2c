import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../../../components/dates/fields.tsx';
import { useShopZone } from '../shared/zone.ts';
import type { OrderFormValues } from './orderForm.ts';
import { todayPeriod, type WallPeriod, weekendPeriod } from './periodPresets.ts';

/** Start and end of the rental, on the shop's clocks, with one-click presets. */
export function PeriodFields({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const { t } = useTranslation();
  const timeZone = useShopZone();
  const apply = (period: WallPeriod) => form.setValues(period);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <DateField label={t('orders.editor.startDay')} required {...form.getInputProps('startDay')} />
        <TimeField label={t('orders.editor.startTime')} required {...form.getInputProps('startTime')} />
        <DateField label={t('orders.editor.endDay')} required {...form.getInputProps('endDay')} />
        <TimeField label={t('orders.editor.endTime')} required {...form.getInputProps('endTime')} />
      </SimpleGrid>
      <Group gap="xs" justify="space-between">
        <Group gap={6}>
          <Button size="compact-sm" variant="light" onClick={() => apply(todayPeriod(timeZone))}>
            {t('orders.editor.presetToday')}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => apply(weekendPeriod(timeZone))}>
            {t('orders.editor.presetWeekend')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('orders.editor.zoneHint', { zone: timeZone })}
        </Text>
      </Group>
    </Stack>
  );
}
