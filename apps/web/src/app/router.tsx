import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { withAreaWords } from '../i18n/index.ts';

// Each area is its own chunk, loaded on first visit.
const LoginPage = lazy(withAreaWords('login', () => import('../areas/auth/LoginPage.tsx')));
const ForgotPasswordPage = lazy(() => import('../areas/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../areas/auth/ResetPasswordPage.tsx'));
const ValidateAccountPage = lazy(() => import('../areas/auth/ValidateAccountPage.tsx'));
const InvitationPage = lazy(withAreaWords('invitations', () => import('../areas/auth/InvitationPage.tsx')));
const DashboardArea = lazy(withAreaWords('rights', () => import('../areas/dashboard/DashboardArea.tsx')));
const AdminArea = lazy(withAreaWords('adminUser', () => import('../areas/admin/AdminArea.tsx')));
const MarketplaceArea = lazy(
  withAreaWords('marketplaceBookings', () => import('../areas/marketplace/MarketplaceArea.tsx')),
);
const ReconditioningArea = lazy(() => import('../areas/reconditioning/ReconditioningArea.tsx'));
const MailboxPage = lazy(() => import('../areas/dev/MailboxPage.tsx'));

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', element: <LoginPage variant="dashboard" /> },
      { path: 'reconditioning/login', element: <LoginPage variant="reconditioner" /> },
      { path: 'marketplace/login', element: <LoginPage variant="rentalPlace" /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'marketplace/forgot-password', element: <ForgotPasswordPage space="marketplace" /> },
      { path: 'marketplace/reset-password', element: <ResetPasswordPage space="marketplace" /> },
      { path: 'validate-account', element: <ValidateAccountPage /> },
      { path: 'invitation', element: <InvitationPage /> },
      { path: 'dashboard/*', element: <DashboardArea /> },
      { path: 'admin/*', element: <AdminArea /> },
      { path: 'marketplace/*', element: <MarketplaceArea /> },
      { path: 'reconditioning/*', element: <ReconditioningArea /> },
      { path: 'dev/mailbox', element: <MailboxPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
