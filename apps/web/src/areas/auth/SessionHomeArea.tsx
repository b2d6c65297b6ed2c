import { Button, Center, Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { errorMessage, isUnauthenticated } from '../../components/errors.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SimpleLayout } from '../../components/SimpleLayout.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { loginUrl } from './destination.ts';

/**
 * A small logged-in area: waits for its session (to `loginPath` when there is none), then a simple layout with a
 * logout button and a home card showing `home(session)`; any other path is not found.
 */
export function SessionHomeArea<Session>({
  session,
  logout,
  homePath,
  loginPath,
  title,
  home,
}: {
  session: UseQueryResult<Session, unknown>;
  logout: {
    mutate: (variables: undefined, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  homePath: string;
  loginPath: string;
  title: string;
  home: (session: Session) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const leave = useLeaveSession();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    if (isUnauthenticated(session.error)) {
      return <Navigate to={loginUrl(loginPath, location.pathname)} replace />;
    }
    return (
      <Center p="md" mih="60vh">
        <ErrorAlert error={session.error} onRetry={() => session.refetch()} />
      </Center>
    );
  }
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => leave(loginPath),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <SimpleLayout
      suffix={title}
      right={
        <Button variant="default" size="xs" onClick={onLogout} loading={logout.isPending}>
          {t('nav.logout')}
        </Button>
      }
    >
      <Routes>
        <Route
          index
          element={
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640}>
              <Stack gap="xs">{home(session.data)}</Stack>
            </Paper>
          }
        />
        <Route path="*" element={<NotFoundPage homeHref={homePath} />} />
      </Routes>
    </SimpleLayout>
  );
}
