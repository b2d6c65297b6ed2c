import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThemeValues } from './ThemeSection.tsx';

/** A small store card drawn with the chosen theme, to see it before saving. */
export function ThemePreview({ theme, shopName, logoUrl }: { theme: ThemeValues; shopName: string; logoUrl?: string }) {
  const { t } = useTranslation();
  const radius = Number(theme.buttonsRadius) || 0;
  const logo = logoUrl ? (
    <img src={logoUrl} alt="" style={{ height: 28, maxWidth: 90, objectFit: 'contain' }} />
  ) : (
    <Box w={28} h={28} style={{ borderRadius: 6, background: theme.primaryColor }} />
  );
  return (
    <Box
      role="img"
      aria-label={t('settings.theme.preview')}
      data-testid="theme-preview"
      p="md"
      style={{
        background: theme.backgroundColor,
        color: theme.textColor,
        fontFamily: `"${theme.font}", system-ui, sans-serif`,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 12,
      }}
    >
      <Group justify={theme.logoPosition === 'CENTER' ? 'center' : 'flex-start'} gap="xs" mb="sm">
        {logo}
        <Text fw={700} inherit>
          {shopName}
        </Text>
      </Group>
      <Text size="sm" inherit mb="sm">
        {t('settings.theme.sampleText')}
      </Text>
      <Group gap="xs">
        <span
          style={{
            background: theme.primaryColor,
            color: '#fff',
            borderRadius: radius,
            padding: '6px 14px',
            fontSize: 14,
          }}
        >
          {t('settings.theme.sampleButton')}
        </span>
        <span
          style={{
            border: `1px solid ${theme.secondaryColor}`,
            color: theme.secondaryColor,
            borderRadius: radius,
            padding: '5px 13px',
            fontSize: 14,
          }}
        >
          {t('settings.theme.sampleSecondary')}
        </span>
      </Group>
    </Box>
  );
}
