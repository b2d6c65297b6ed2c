import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useLogout, useMe } from '../../api/session.ts';
import { errorMessage } from '../../components/errors.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SessionFallback } from '../../components/SessionFallback.tsx';
import { type NavItem, ShellLayout } from '../../components/ShellLayout.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';
import { AREA_MODULE } from './access/areas.ts';
import AccountPage from './account/AccountPage.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import EmployeesPage from './employees/EmployeesPage.tsx';
import HomePage from './HomePage.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { MeContext } from './MeContext.tsx';
import { NoCompanyPage } from './NoCompanyPage.tsx';
import { canAccess, canSeeEmployees } from './permissions.ts';

const CatalogueArea = lazy(() => import('./catalogue/CatalogueArea.tsx'));
const CounterArea = lazy(() => import('./counter/CounterArea.tsx'));
const CustomersArea = lazy(() => import('./customers/CustomersArea.tsx'));
const OrdersArea = lazy(() => import('./orders/OrdersArea.tsx'));
const PricingArea = lazy(() => import('./pricing/PricingArea.tsx'));
const SettingsArea = lazy(() => import('./settings/SettingsArea.tsx'));

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
      ? [{ to: '/dashboard/counter', label: t('counter.title') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.orders)
      ? [{ to: '/dashboard/orders', label: t('orders.title') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.catalogue)
      ? [{ to: '/dashboard/catalogue', label: t('catalogue.title') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.pricing)
      ? [{ to: '/dashboard/pricing', label: t('pricing.title') }]
      : []),
    ...(canAccess(session.membership, AREA_MODULE.customers)
      ? [{ to: '/dashboard/customers', label: t('customers.title') }]
      : []),
    ...(canSeeEmployees(session.membership) ? [{ to: '/dashboard/employees', label: t('nav.employees') }] : []),
    ...(canAccess(session.membership, AREA_MODULE.settings)
      ? [{ to: '/dashboard/settings', label: t('settings.title') }]
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
            {desktop && <CompanySwitcher me={session} />}
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
              <CompanySwitcher me={session} fullWidth />
              <LanguageSwitcher size="sm" />
            </Stack>
          )
        }
        banner={<ImpersonationBanner me={session} />}
      >
        {session.company ? (
          <Routes>
            <Route index element={<HomePage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="employees" element={<EmployeesPage />} />
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
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<NoCompanyPage />} />
          </Routes>
        )}
      </ShellLayout>
    </MeContext.Provider>
  );
}
