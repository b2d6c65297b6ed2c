import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductNeed } from './orderUnits.ts';
import type { ScannedUnit } from './scanSession.ts';

/** Per product of the order: how many units it books, and how many it has with the ones just taken. */
export function NeedsList({ needs, taken }: { needs: ProductNeed[]; taken: ScannedUnit[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {needs.map((need) => {
        const count = need.given + taken.filter((u) => u.productId === need.productId).length;
        const complete = count >= need.booked;
        return (
          <Group key={need.productId} justify="space-between" wrap="nowrap">
            <Text truncate>{need.name}</Text>
            <Badge color={complete ? 'teal' : 'orange'} variant="light">
              {t('counter.handOut.progress', { count, booked: need.booked })}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}
