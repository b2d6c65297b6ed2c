import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInZone, useShopZone } from '../shared/zone.ts';
import type { Conflict } from './conflicts.ts';

/** "2 free of 3 asked", each number with its word in the right form. */
export const notEnoughText = (
  t: TFunction,
  { name, available, requested }: Pick<Conflict, 'name' | 'available' | 'requested'>,
) =>
  t('orders.conflict.notEnough', {
    name,
    available: t('orders.conflict.availableCount', { count: available }),
    requested: t('orders.conflict.requestedCount', { count: requested }),
  });

/**
 * Why a line could not be booked: how many are free of how many asked, from when it is free again (one click moves
 * the dates there) and similar products that are free (one click replaces the product).
 */
export function ConflictNotice({
  conflict,
  onMoveTo,
  onReplace,
}: {
  conflict: Conflict;
  onMoveTo?: (nextFreeAt: string) => void;
  onReplace?: (alternative: Conflict['alternatives'][number]) => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useShopZone();
  return (
    <Alert color="red" variant="light" p="xs" role="alert" data-testid={`conflict-${conflict.productId}`}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {notEnoughText(t, conflict)}
        </Text>
        {conflict.nextFreeAt ? (
          <Group gap="xs">
            <Text size="sm">
              {t('orders.conflict.nextFree', { date: formatInZone(conflict.nextFreeAt, timeZone, i18n.language) })}
            </Text>
            {onMoveTo && (
              <Button size="compact-xs" variant="white" color="red" onClick={() => onMoveTo(conflict.nextFreeAt!)}>
                {t('orders.conflict.moveDates')}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('orders.conflict.noNextFree')}</Text>
        )}
        {conflict.alternatives.length > 0 && onReplace && (
          <Group gap={6}>
            <Text size="sm">{t('orders.conflict.alternatives')}</Text>
            {conflict.alternatives.map((alternative) => (
              <Button
                key={alternative.productId}
                size="compact-xs"
                variant="white"
                onClick={() => onReplace(alternative)}
                aria-label={t('orders.conflict.replaceWith', { name: alternative.name })}
              >
                {t('orders.conflict.alternative', { name: alternative.name, count: alternative.available })}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
