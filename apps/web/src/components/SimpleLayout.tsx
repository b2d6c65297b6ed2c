import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** A header with brand and language switcher over one column: for small areas without navigation. */
export function SimpleLayout({ suffix, right, children }: { suffix?: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" px="md" h={60} wrap="nowrap">
          <BrandMark suffix={suffix} />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            {right}
          </Group>
        </Group>
      </Box>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} component="main">
        {children}
      </Container>
    </Box>
  );
}
