import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';

/** The frame of the pages used without a session: brand, language switcher, one card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group justify="space-between" px="md" py="sm">
        <BrandMark />
        <LanguageSwitcher />
      </Group>
      <Center component="main" px="md" pb="xl" pt={{ base: 'md', sm: 60 }}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            {t('app.footer', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
