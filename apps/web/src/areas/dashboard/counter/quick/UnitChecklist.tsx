import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScannedUnit } from './scanSession.ts';

/** Manual mode: the units the action may take, to tick one by one (large rows for fingers). */
export function UnitChecklist({
  units,
  chosen,
  onToggle,
  emptyText,
}: {
  units: ScannedUnit[];
  chosen: ScannedUnit[];
  onToggle: (unit: ScannedUnit) => void;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (units.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const ticked = new Set(chosen.map((u) => u.subProductId));
  return (
    <Stack gap={6}>
      {units.map((unit) => (
        <Paper key={unit.subProductId} withBorder p="sm">
          <Checkbox
            size="md"
            checked={ticked.has(unit.subProductId)}
            onChange={() => onToggle(unit)}
            label={
              <Stack gap={0}>
                <Text fw={600}>{unit.qrCodeValue}</Text>
                <Text size="sm" c="dimmed">
                  {unit.productName}
                  {unit.serialNumber && ` · ${unit.serialNumber}`}
                </Text>
              </Stack>
            }
            aria-label={t('counter.scan.tickOne', { code: unit.qrCodeValue, product: unit.productName })}
          />
        </Paper>
      ))}
    </Stack>
  );
}
