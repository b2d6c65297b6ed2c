import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import BalancePage from './BalancePage.tsx';
import CashbookPage from './CashbookPage.tsx';
import PaymentsListPage from './PaymentsListPage.tsx';

export const PAYMENTS_BASE = '/dashboard/payments';

/** `/dashboard/payments/*`: the company's ledger rows, its cashbook, its balance on the platform. */
export default function PaymentsArea() {
  return (
    <Routes>
      <Route index element={<PaymentsListPage />} />
      <Route path="cashbook" element={<CashbookPage />} />
      <Route path="balance" element={<BalancePage />} />
      <Route path="*" element={<NotFoundPage homeHref="/dashboard" />} />
    </Routes>
  );
}
