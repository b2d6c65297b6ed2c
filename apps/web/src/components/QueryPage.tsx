import { Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PageLoader } from './PageLoader.tsx';

interface QueryPageProps<T> {
  title: string;
  intro?: string;
  /** Beside the title: what the page lets one create. */
  action?: ReactNode;
  /** Above the content: search and filters. */
  toolbar?: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A page's title and introduction over what its query answers: a loader, the error with a retry, or the content —
 * dimmed while the answer shown is the previous one (another page or search on its way).
 */
export function QueryPage<T>({ title, intro, action, toolbar, query, children }: QueryPageProps<T>) {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text>{intro}</Text>}
        </Stack>
        {action}
      </Group>
      {toolbar}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children(query.data)}
        </Stack>
      )}
    </Stack>
  );
}
