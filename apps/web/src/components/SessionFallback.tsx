import { Center } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { loginUrl } from '../areas/auth/destination.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { isUnauthenticated } from './errors.ts';
import { PageLoader } from './PageLoader.tsx';

interface SessionQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a page that needs a session shows while the session is not there: a loader while it is read, the login page
 * (coming back here after) without one, or the error with a retry.
 */
export function SessionFallback({ session, loginPath = '/login' }: { session: SessionQuery; loginPath?: string }) {
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (session.isError && isUnauthenticated(session.error)) {
    return <Navigate to={loginUrl(loginPath, location.pathname)} replace />;
  }
  return (
    <Center p="md" mih="60vh">
      <ErrorAlert error={session.error} onRetry={() => session.refetch()} />
    </Center>
  );
}
