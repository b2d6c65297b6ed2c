import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useLogout, useMe } from '../../api/session.ts';
import type { Me } from '../../api/types.ts';
import { errorMessage } from '../../components/errors.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SessionFallback } from '../../components/SessionFallback.tsx';
import { type NavItem, ShellLayout } from '../../components/ShellLayout.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { withAreaWords } from '../../i18n/index.ts';
import { AREA_MODULE } from './access/areas.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MeContext } from './MeContext.tsx';
import { NoCompanyPage } from './NoCompanyPage.tsx';
import { canAccess, canSeeEmployees } from './permissions.ts';

// Every page is its own chunk: the shell downloads none of them, and each page only its own code.
const HomePage = lazy(withAreaWords('home', () => import('./HomePage.tsx')));
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
const EmployeesPage = lazy(withAreaWords('invitations', () => import('./employees/EmployeesPage.tsx')));
// its dropdown code only for users of several companies
const CompanySwitcher = lazy(() => import('./CompanySwitcher.tsx').then((m) => ({ default: m.CompanySwitcher })));
const CatalogueArea = lazy(
  // the catalogue's import screens show the customers' import progress
  withAreaWords(['catalogue', 'customers', 'priceSteps'], () => import('./catalogue/CatalogueArea.tsx')),
);
const CounterArea = lazy(
  withAreaWords(
    ['counter', 'conditionReports', 'counterSigning', 'signature'],
    () => import('./counter/CounterArea.tsx'),
  ),
);
const CustomersArea = lazy(withAreaWords('customers', () => import('./customers/CustomersArea.tsx')));
const OrdersArea = lazy(
  withAreaWords(
    [
      'orders',
      'orderMails',
      'priceSteps',
      'conditionReports',
      'invoices',
      'orderDocuments',
      'counterSigning',
      'signature',
      'payments',
      'emailTemplates',
      'cashbook',
    ],
    () => import('./orders/OrdersArea.tsx'),
  ),
);
const PricingArea = lazy(withAreaWords('pricing', () => import('./pricing/PricingArea.tsx')));
const PaymentsArea = lazy(
  withAreaWords(['cashbook', 'payments', 'balance'], () => import('./payments/PaymentsArea.tsx')),
);
const SettingsArea = lazy(
  withAreaWords(
    ['settings', 'emailTemplates', 'counterSigning', 'documentModels'],
    () => import('./settings/SettingsArea.tsx'),
  ),
);

/** A lazily loaded page, with the page loader while its code arrives. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

function SeveralCompanies({ me, fullWidth }: { me: Me; fullWidth?: boolean }) {
  if (me.companies.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <CompanySwitcher me={me} fullWidth={fullWidth} />
    </Suspense>
  );
}

/** `/dashboard/*`: the staff back office of the session's current company. */
export default function DashboardArea() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const leave = useLeaveSession();
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (!me.isSuccess) return <SessionFallback session={me} />;
  const session = me.data;
  if (!session.company && session.user.role === 'admin' && !session.impersonatedBy) {
    return <Navigate to="/admin" replace />;
  }

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => leave('/login'),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  const nav: NavItem[] = [
    { to: '/dashboard', label: t('nav.home'), end: true },
    ...(canAccess(session.membership, AREA_MODULE.counter)
      ? [{ to: '/dashboard/counter', label: t('nav.counter') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.orders) ? [{ to: '/dashboard/orders', label: t('nav.orders') }] : []),
    ...(canAccess(session.membership, AREA_MODULE.catalogue)
      ? [{ to: '/dashboard/catalogue', label: t('nav.catalogue') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.pricing)
      ? [{ to: '/dashboard/pricing', label: t('nav.pricing') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.customers)
      ? [{ to: '/dashboard/customers', label: t('nav.customers') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.payments)
      ? [
          { to: '/dashboard/payments', label: t('nav.payments'), end: true },
          { to: '/dashboard/payments/cashbook', label: t('nav.cashbook') },
          { to: '/dashboard/payments/balance', label: t('nav.balance') },
        ]
      : []),
    ...(canSeeEmployees(session.membership) ? [{ to: '/dashboard/employees', label: t('nav.employees') }] : []),
    ...(canAccess(session.membership, AREA_MODULE.settings)
      ? [{ to: '/dashboard/settings', label: t('nav.settings') }]
      : []),
    { to: '/dashboard/account', label: t('nav.account') },
  ];

  return (
    <MeContext.Provider value={session}>
      <ShellLayout
        nav={nav}
        brandSuffix={session.company?.name}
        headerRight={
          <>
            {desktop && <SeveralCompanies me={session} />}
            {desktop && <LanguageSwitcher />}
            <UserMenu
              user={session.user}
              accountHref="/dashboard/account"
              onLogout={onLogout}
              loggingOut={logout.isPending}
            />
          </>
        }
        navFooter={
          desktop ? undefined : (
            <Stack gap="xs">
              <SeveralCompanies me={session} fullWidth />
              <LanguageSwitcher size="sm" />
            </Stack>
          )
        }
        banner={<ImpersonationBanner me={session} />}
      >
        {session.company ? (
          <Routes>
            <Route
              index
              element={
                <Page>
                  <HomePage />
                </Page>
              }
            />
            <Route
              path="account"
              element={
                <Page>
                  <AccountPage />
                </Page>
              }
            />
            <Route
              path="employees"
              element={
                <Page>
                  <EmployeesPage />
                </Page>
              }
            />
            <Route
              path="catalogue/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <CatalogueArea />
                </Suspense>
              }
            />
            <Route
              path="counter/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <CounterArea />
                </Suspense>
              }
            />
            <Route
              path="orders/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <OrdersArea />
                </Suspense>
              }
            />
            <Route
              path="pricing/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <PricingArea />
                </Suspense>
              }
            />
            <Route
              path="customers/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <CustomersArea />
                </Suspense>
              }
            />
            <Route
              path="payments/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <PaymentsArea />
                </Suspense>
              }
            />
            <Route
              path="settings/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <SettingsArea />
                </Suspense>
              }
            />
            <Route path="*" element={<NotFoundPage homeHref="/dashboard" />} />
          </Routes>
        ) : (
          <Routes>
            <Route
              path="account"
              element={
                <Page>
                  <AccountPage />
                </Page>
              }
            />
            <Route path="*" element={<NoCompanyPage />} />
          </Routes>
        )}
      </ShellLayout>
    </MeContext.Provider>
  );
}
