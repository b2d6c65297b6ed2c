import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useLogout, useMe } from '../../api/session.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { errorMessage, isUnauthenticated } from '../../components/errors.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ShellLayout } from '../../components/ShellLayout.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { loginUrl } from '../auth/destination.ts';
import CompaniesPage from './companies/CompaniesPage.tsx';
import CompanyDetailPage from './companies/CompanyDetailPage.tsx';
import FailedMailPage from './mail/FailedMailPage.tsx';
import UsersPage from './users/UsersPage.tsx';

/** `/admin/*`: the platform back office, for users with the admin role. */
export default function AdminArea() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const logout = useLogout();
  const leave = useLeaveSession();

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    if (isUnauthenticated(me.error)) return <Navigate to={loginUrl('/login', location.pathname)} replace />;
    return (
      <Center p="md" mih="60vh">
        <ErrorAlert error={me.error} onRetry={() => me.refetch()} />
      </Center>
    );
  }
  // not an admin, or an admin currently working as someone else: the dashboard is where they are
  if (me.data.user.role !== 'admin' || me.data.impersonatedBy) return <Navigate to="/dashboard" replace />;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => leave('/login'),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <ShellLayout
      brandSuffix={t('admin.title')}
      nav={[
        { to: '/admin/companies', label: t('nav.companies') },
        { to: '/admin/users', label: t('nav.users') },
        { to: '/admin/mail', label: t('nav.failedMail') },
        { to: '/dev/mailbox', label: t('nav.mailbox') },
      ]}
      headerRight={
        <>
          <LanguageSwitcher />
          <UserMenu user={me.data.user} onLogout={onLogout} loggingOut={logout.isPending} />
        </>
      }
    >
      <Routes>
        <Route index element={<Navigate to="companies" replace />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="companies/:id" element={<CompanyDetailPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="mail" element={<FailedMailPage />} />
        <Route path="*" element={<NotFoundPage homeHref="/admin" />} />
      </Routes>
    </ShellLayout>
  );
}
