import { ActionIcon, Badge, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterOrder } from '../../../../api/counter.ts';
import { type BookingDraft, lineFloor, tallyOf, unitsByLine, withoutLine, withQuantity } from './bookingUpdate.ts';
import type { ScannedUnit } from './scanSession.ts';

/**
 * The lines of a booking being changed: how many of each, the units it has (blue when out), the units about to be
 * added; fewer or none, never below what the units kept need.
 */
export function BookingLines({
  order,
  draft,
  added,
  onChange,
}: {
  order: CounterOrder;
  draft: BookingDraft;
  added: ScannedUnit[];
  onChange: (draft: BookingDraft) => void;
}) {
  const { t } = useTranslation();
  if (draft.lines.length === 0) return <Text c="dimmed">{t('counter.update.noLine')}</Text>;
  const units = unitsByLine(order, draft);
  const tally = tallyOf(order, draft, added);
  return (
    <Stack gap={6}>
      {draft.lines.map((line) => {
        const floor = lineFloor(order, draft, added, line.key);
        const given = units.get(line.key);
        const product = given && tally.get(line.id);
        const released = product ? product.given - product.booked - product.added : 0;
        return (
          <Paper key={line.key} withBorder p="sm" data-testid={`booking-line-${line.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {line.name}
                </Text>
                {line.kind !== 'product' && (
                  <Text size="xs" c="dimmed">
                    {t(`counter.update.kinds.${line.kind}`)}
                  </Text>
                )}
                {given && given.length > 0 && (
                  <Group gap={4}>
                    {given.map((unit) => (
                      <Badge
                        key={unit.subProductId}
                        variant="light"
                        color={unit.status === 'USED' ? 'blue' : 'gray'}
                        tt="none"
                      >
                        {unit.qrCodeValue}
                      </Badge>
                    ))}
                  </Group>
                )}
                {product && product.added > 0 && (
                  <Text size="sm" c="teal">
                    {t('counter.update.adding', { count: product.added })}
                  </Text>
                )}
                {released > 0 && (
                  <Text size="sm" c="orange">
                    {t('counter.update.released', { count: released })}
                  </Text>
                )}
                {line.quantity < floor && (
                  <Text size="sm" c="red">
                    {t('counter.update.floor', { count: floor })}
                  </Text>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <NumberInput
                  aria-label={t('counter.update.quantityOf', { product: line.name })}
                  value={line.quantity}
                  onChange={(value) => {
                    if (typeof value === 'number' && value >= 1) onChange(withQuantity(draft, line.key, value));
                  }}
                  min={Math.max(1, floor)}
                  max={500}
                  allowDecimal={false}
                  allowNegative={false}
                  size="md"
                  w={90}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="xl"
                  disabled={floor > 0}
                  onClick={() => onChange(withoutLine(draft, line.key))}
                  aria-label={t('counter.update.removeLine', { product: line.name })}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
