import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Logo() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 8h4v6h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
    </svg>
  );
}

/** Logo and product name. */
export function BrandMark({ suffix }: { suffix?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <Logo />
      <Text fw={700} fz="lg" visibleFrom="xs">
        {t('app.name')}
      </Text>
      {suffix && (
        <Text fz="sm" c="dimmed" fw={500} truncate maw={{ base: 150, sm: 280 }} data-testid="brand-suffix">
          {suffix}
        </Text>
      )}
    </Group>
  );
}
