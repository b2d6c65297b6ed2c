import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import { CounterLayout } from './CounterLayout.tsx';
import { QuickOrderPage } from './quick/QuickOrderPage.tsx';
import { RequestsPage } from './requests/RequestsPage.tsx';
import { TodayPage } from './today/TodayPage.tsx';
import { WaitingListPage } from './waiting/WaitingListPage.tsx';

/** `/dashboard/counter/*`: today's departures and returns, quick order, requests inbox, waiting list. */
export default function CounterArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  if (!canAccess(me.membership, 'orders')) return <Alert color="yellow">{t('counter.noAccess')}</Alert>;
  return (
    <Routes>
      <Route element={<CounterLayout />}>
        <Route index element={<TodayPage />} />
        <Route path="quick" element={<QuickOrderPage />} />
        <Route path="requests" element={<RequestsPage />} />
        <Route path="waiting-list" element={<WaitingListPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage homeHref="/dashboard/counter" />} />
    </Routes>
  );
}
