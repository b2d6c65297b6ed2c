import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of an account's page; a dash when there is none. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}
