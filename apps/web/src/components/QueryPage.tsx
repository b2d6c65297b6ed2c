import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PageLoader } from './PageLoader.tsx';

interface QueryPageProps<T> {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** A page's title and introduction over what its query answers: a loader, the error with a retry, the empty text, or the content. */
export function QueryPage<T>({ title, intro, query, isEmpty, emptyText, children }: QueryPageProps<T>) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intro}</Text>
      </Stack>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : isEmpty(query.data) ? (
        <Text ta="center" py="xl">
          {emptyText}
        </Text>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
