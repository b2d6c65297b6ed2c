import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of an order page (named for assistive technology by its title). */
export function Section({ title, right, children }: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {right}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
