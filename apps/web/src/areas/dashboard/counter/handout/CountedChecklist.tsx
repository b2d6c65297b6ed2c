import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CountLine, clampTick, type Ticks } from './handOutList.ts';

/** Products counted by quantity: how many of each are handed over, ticked with large buttons. */
export function CountedChecklist({
  counted,
  ticks,
  onTick,
}: {
  counted: CountLine[];
  ticks: Ticks;
  onTick: (productId: string, count: number) => void;
}) {
  const { t } = useTranslation();
  if (counted.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('counter.handOut.counted')}</Text>
      {counted.map((line) => {
        const count = ticks[line.productId] ?? 0;
        const complete = count >= line.booked;
        const set = (next: number) => onTick(line.productId, clampTick(line, next));
        return (
          <Paper key={line.productId} withBorder p="xs" data-testid={`counted-${line.name}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  size="xl"
                  variant="default"
                  onClick={() => set(count - 1)}
                  disabled={count === 0}
                  aria-label={t('counter.handOut.less', { product: line.name })}
                >
                  −
                </ActionIcon>
                <Badge
                  size="lg"
                  variant="light"
                  color={complete ? 'teal' : 'orange'}
                  aria-label={t('counter.handOut.countOne', { product: line.name, count, booked: line.booked })}
                >
                  {t('counter.handOut.progress', { count, booked: line.booked })}
                </Badge>
                <ActionIcon
                  size="xl"
                  variant="default"
                  onClick={() => set(count + 1)}
                  disabled={complete}
                  aria-label={t('counter.handOut.more', { product: line.name })}
                >
                  +
                </ActionIcon>
                <Button size="sm" variant="light" onClick={() => set(line.booked)} disabled={complete}>
                  {t('counter.handOut.all')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
