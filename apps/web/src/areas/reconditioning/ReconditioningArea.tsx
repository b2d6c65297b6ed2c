import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useLogout, useMe } from '../../api/session.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { errorMessage, isUnauthenticated } from '../../components/errors.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SimpleLayout } from '../../components/SimpleLayout.tsx';
import { fullName } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { loginUrl } from '../auth/destination.ts';

/** `/reconditioning/*`: the reconditioners' space; for now a home with the user and a logout button. */
export default function ReconditioningArea() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const logout = useLogout('disconnectReconditioner');
  const leave = useLeaveSession();

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    if (isUnauthenticated(me.error)) {
      return <Navigate to={loginUrl('/reconditioning/login', location.pathname)} replace />;
    }
    return (
      <Center p="md" mih="60vh">
        <ErrorAlert error={me.error} onRetry={() => me.refetch()} />
      </Center>
    );
  }
  const { user } = me.data;
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => leave('/reconditioning/login'),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <SimpleLayout
      suffix={t('reconditioning.title')}
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
              <Stack gap="xs">
                <Title order={1} size="h2">
                  {t('reconditioning.welcome', { firstName: user.firstName || user.email })}
                </Title>
                <Text data-testid="reconditioning-identity">
                  {t('reconditioning.loggedInAs', { name: fullName(user), email: user.email })}
                </Text>
                {user.role !== 'reconditioner' && (
                  <Alert color="yellow" variant="light">
                    {t('reconditioning.notReconditioner')}
                  </Alert>
                )}
                <Text c="dimmed" size="sm">
                  {t('reconditioning.comingSoon')}
                </Text>
              </Stack>
            </Paper>
          }
        />
        <Route path="*" element={<NotFoundPage homeHref="/reconditioning" />} />
      </Routes>
    </SimpleLayout>
  );
}
