import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BAR_STYLES } from './PlanningRow.tsx';
import { BAR_KINDS } from './rows.ts';

/** What each kind of bar means: a swatch in the bar's own look, then its name. */
export function PlanningLegend() {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      wrap="wrap"
      component="ul"
      aria-label={t('orders.planning.legend')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {BAR_KINDS.map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap" component="li">
          <span
            aria-hidden
            style={{
              ...BAR_STYLES[kind],
              display: 'inline-block',
              width: 22,
              height: 12,
              borderRadius: 3,
              outlineWidth: 1,
            }}
          />
          <Text size="xs">{t(`orders.planning.kinds.${kind}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
