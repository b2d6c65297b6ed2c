import { Anchor, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { DetailField } from './DetailField.tsx';

interface AccountPageProps<T> {
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  /** The account's name and badge, its labelled facts, and the section under them. */
  children: (data: T) => {
    title: string;
    badge?: ReactNode;
    facts: ReactNode;
    section: { title: string; content: ReactNode };
  };
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
            <Stack gap="sm" component="section" aria-labelledby="account-section">
              <Title order={2} size="h4" id="account-section">
                {content.section.title}
              </Title>
              {content.section.content}
            </Stack>
          </>
        )
      )}
    </Stack>
  );
}

/** How to reach the account's holder, and in which language. */
export function ContactFacts({ account }: { account: { email: string; phone: string | null; language: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailField label={t('common.email')}>{account.email}</DetailField>
      <DetailField label={t('common.phone')}>{account.phone && <PhoneLink phone={account.phone} />}</DetailField>
      <DetailField label={t('adminUser.language')}>{account.language}</DetailField>
    </>
  );
}
