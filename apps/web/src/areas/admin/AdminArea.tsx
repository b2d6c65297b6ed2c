import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useMailboxAvailable } from '../../api/dev.ts';
import { useLogout, useMe } from '../../api/session.ts';
import { errorMessage } from '../../components/errors.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SessionFallback } from '../../components/SessionFallback.tsx';
import { ShellLayout } from '../../components/ShellLayout.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { withAreaWords } from '../../i18n/index.ts';
import CompaniesPage from './companies/CompaniesPage.tsx';
import CompanyDetailPage from './companies/CompanyDetailPage.tsx';
import FailedMailPage from './mail/FailedMailPage.tsx';
import OnBehalfSessionsPage from './sessions/OnBehalfSessionsPage.tsx';
import MarketplaceCustomersPage from './users/MarketplaceCustomersPage.tsx';
import UserDetailPage from './users/UserDetailPage.tsx';
import UsersPage from './users/UsersPage.tsx';

// a customer's bookings are named in the words the marketplace shows them
const MarketplaceCustomerPage = lazy(
  withAreaWords('marketplaceBookings', () => import('./users/MarketplaceCustomerPage.tsx')),
);

/** `/admin/*`: the platform back office, for users with the admin role. */
export default function AdminArea() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const leave = useLeaveSession();
  const isAdmin = me.data?.user.role === 'admin' && !me.data.impersonatedBy;
  const mailbox = useMailboxAvailable(isAdmin);

  if (!me.isSuccess) return <SessionFallback session={me} />;
  // not an admin, or an admin currently working as someone else: the dashboard is where they are
  if (!isAdmin) return <Navigate to="/dashboard" replace />;

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
        { to: '/admin/marketplace-customers', label: t('adminUser.customersNav') },
        { to: '/admin/mail', label: t('nav.failedMail') },
        { to: '/admin/sessions', label: t('nav.onBehalfSessions') },
        ...(mailbox ? [{ to: '/dev/mailbox', label: t('nav.mailbox') }] : []),
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
        <Route path="users/:id" element={<UserDetailPage />} />
        <Route path="marketplace-customers" element={<MarketplaceCustomersPage />} />
        <Route
          path="marketplace-customers/:id"
          element={
            <Suspense fallback={<PageLoader />}>
              <MarketplaceCustomerPage />
            </Suspense>
          }
        />
        <Route path="mail" element={<FailedMailPage />} />
        <Route path="sessions" element={<OnBehalfSessionsPage />} />
        <Route path="*" element={<NotFoundPage homeHref="/admin" />} />
      </Routes>
    </ShellLayout>
  );
}
