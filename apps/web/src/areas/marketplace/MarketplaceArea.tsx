import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useMarketplaceLogout, useMarketplaceSession } from '../../api/session.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { errorMessage, isUnauthenticated } from '../../components/errors.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SimpleLayout } from '../../components/SimpleLayout.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { loginUrl } from '../auth/destination.ts';

/** `/marketplace/*`: the rental-place customer space; for now a home saying who is logged in. */
export default function MarketplaceArea() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useMarketplaceSession();
  const logout = useMarketplaceLogout();
  const leave = useLeaveSession();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    if (isUnauthenticated(session.error)) {
      return <Navigate to={loginUrl('/marketplace/login', location.pathname)} replace />;
    }
    return (
      <Center p="md" mih="60vh">
        <ErrorAlert error={session.error} onRetry={() => session.refetch()} />
      </Center>
    );
  }
  const identity = session.data;
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => leave('/marketplace/login'),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <SimpleLayout
      suffix={t('marketplace.title')}
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
                  {t('marketplace.welcome')}
                </Title>
                <Text data-testid="marketplace-identity">
                  {t('marketplace.loggedInAs', {
                    name: identity.displayName ? `${identity.displayName} (${identity.email})` : identity.email,
                  })}
                </Text>
                <Text c="dimmed" size="sm">
                  {t('marketplace.comingSoon')}
                </Text>
              </Stack>
            </Paper>
          }
        />
        <Route path="*" element={<NotFoundPage homeHref="/marketplace" />} />
      </Routes>
    </SimpleLayout>
  );
}
