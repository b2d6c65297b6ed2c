import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import OrderDetailPage from './detail/OrderDetailPage.tsx';
import OrderEditorPage from './editor/OrderEditorPage.tsx';
import InvoicesJournalPage from './invoices/InvoicesJournalPage.tsx';
import OrdersPage from './list/OrdersPage.tsx';
import { OrdersLayout } from './OrdersLayout.tsx';
import PlanningPage from './planning/PlanningPage.tsx';

/** `/dashboard/orders/*`: orders list, planning, invoices, order editor and detail. */
export default function OrdersArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  if (!canAccess(me.membership, 'orders')) return <Alert color="yellow">{t('orders.noAccess')}</Alert>;
  return (
    <Routes>
      <Route element={<OrdersLayout />}>
        <Route index element={<OrdersPage />} />
        <Route path="planning" element={<PlanningPage />} />
        <Route path="invoices" element={<InvoicesJournalPage />} />
      </Route>
      <Route path="new" element={<OrderEditorPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
      <Route path=":id/edit" element={<OrderEditorPage />} />
      <Route path="*" element={<NotFoundPage homeHref="/dashboard/orders" />} />
    </Routes>
  );
}
