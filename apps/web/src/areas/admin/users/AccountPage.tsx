import { Anchor, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';

interface AccountPageProps<T> {
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  /** The account's name and badges, its labelled facts, and the sections under them. */
  children: (data: T) => { title: string; badge?: ReactNode; facts: ReactNode; sections: ReactNode };
}

/** An account's page in the back office: the way back to its list, then what its query answers. */
export function AccountPage<T>({ back, query, children }: AccountPageProps<T>) {
  const content = query.isSuccess ? children(query.data) : undefined;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : (
        content && (
          <>
            <Group gap="sm">
              <Title order={1} size="h2">
                {content.title}
              </Title>
              {content.badge}
            </Group>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                {content.facts}
              </SimpleGrid>
            </Paper>
            {content.sections}
          </>
        )
      )}
    </Stack>
  );
}
