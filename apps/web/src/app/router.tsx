import { Component, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useNavigationType, useRoutes } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { withAreaWords } from '../i18n/index.ts';
import { RouterPublicNavigation } from './RouterPublicNavigation.tsx';

// Each area is its own chunk, loaded on first visit.
const LoginPage = lazy(withAreaWords('login', () => import('../areas/auth/LoginPage.tsx')));
const ForgotPasswordPage = lazy(() => import('../areas/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../areas/auth/ResetPasswordPage.tsx'));
const ValidateAccountPage = lazy(() => import('../areas/auth/ValidateAccountPage.tsx'));
const InvitationPage = lazy(withAreaWords('invitations', () => import('../areas/auth/InvitationPage.tsx')));
const DashboardArea = lazy(withAreaWords('rights', () => import('../areas/dashboard/DashboardArea.tsx')));
const AdminArea = lazy(withAreaWords('adminUser', () => import('../areas/admin/AdminArea.tsx')));
const MarketplaceArea = lazy(
  withAreaWords(
    ['marketplaceBookings', 'marketplaceWishlists'],
    () => import('../areas/marketplace/MarketplaceArea.tsx'),
  ),
);
const ReconditioningArea = lazy(() => import('../areas/reconditioning/ReconditioningArea.tsx'));
const MailboxPage = lazy(() => import('../areas/dev/MailboxPage.tsx'));
const YourOrderPage = lazy(
  withAreaWords(['yourOrder', 'signature'], () => import('../areas/your-order/YourOrderPage.tsx')),
);
const SandboxCardPage = lazy(withAreaWords('cardSandbox', () => import('../areas/card-sandbox/SandboxCardPage.tsx')));
const AncvSandboxPage = lazy(withAreaWords('payments', () => import('../areas/ancv-sandbox/AncvSandboxPage.tsx')));
const NewsletterLinkPage = lazy(
  withAreaWords('newsletter', () => import('../areas/newsletter/NewsletterLinkPage.tsx')),
);

/** A new page opens at its top; back and forward leave the scrolling to the browser. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, not per render
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Anything a page throws while rendering lands here, until the person goes to another page. */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  override componentDidUpdate(previous: { pathname: string }) {
    if (previous.pathname !== this.props.pathname && this.state.error !== undefined)
      this.setState({ error: undefined });
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoader />}>
          <RouterPublicNavigation>
            <Outlet />
          </RouterPublicNavigation>
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
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
      { path: 'newsletter/confirm', element: <NewsletterLinkPage action="confirm" /> },
      { path: 'newsletter/unsubscribe', element: <NewsletterLinkPage action="unsubscribe" /> },
      { path: 'your-order/:slug/:orderId', element: <YourOrderPage /> },
      { path: 'pay/sandbox/:intentId', element: <SandboxCardPage /> },
      { path: 'pay/ancv/:transactionId', element: <AncvSandboxPage /> },
      { path: 'dashboard/*', element: <DashboardArea /> },
      { path: 'admin/*', element: <AdminArea /> },
      { path: 'marketplace/*', element: <MarketplaceArea /> },
      { path: 'reconditioning/*', element: <ReconditioningArea /> },
      { path: 'dev/mailbox', element: <MailboxPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's pages, under the component router (`BrowserRouter` in `App.tsx`): the data router's loaders, actions and
 * scroll restoration went unused and weighed about 17 KB gzip on every first page (decision 100).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
