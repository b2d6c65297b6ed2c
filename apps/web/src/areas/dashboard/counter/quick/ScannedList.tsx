import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScannedUnit } from './scanSession.ts';

/** The units taken so far, each with a button to take it off again. */
export function ScannedList({ units, onRemove }: { units: ScannedUnit[]; onRemove: (unit: ScannedUnit) => void }) {
  const { t } = useTranslation();
  if (units.length === 0) return <Text c="dimmed">{t('counter.scan.none')}</Text>;
  return (
    <Stack gap={6} aria-label={t('counter.scan.taken')} role="list">
      {units.map((unit) => (
        <Paper key={unit.subProductId} withBorder p="xs" role="listitem" data-testid={`scanned-${unit.qrCodeValue}`}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {unit.productName}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color="gray" tt="none">
                  {unit.qrCodeValue}
                </Badge>
                {unit.serialNumber && (
                  <Text size="xs" c="dimmed">
                    {unit.serialNumber}
                  </Text>
                )}
              </Group>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              size="xl"
              onClick={() => onRemove(unit)}
              aria-label={t('counter.scan.removeOne', { code: unit.qrCodeValue })}
            >
              ✕
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
