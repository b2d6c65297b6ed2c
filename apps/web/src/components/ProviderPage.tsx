import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** The frame of a payment provider's own page in the sandbox (card page, voucher scheme): its name, a title, a narrow column. */
export function ProviderPage({ provider, title, children }: { provider: string; title: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="dark.7" c="white">
        <Group justify="space-between" px="sm" h={56} maw={480} mx="auto" wrap="nowrap">
          <Text fw={700}>{provider}</Text>
          <LanguageSwitcher />
        </Group>
      </Box>
      <Box component="main" maw={480} mx="auto" px="sm" py="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
