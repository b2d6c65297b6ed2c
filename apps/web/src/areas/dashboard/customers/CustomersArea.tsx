import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import { CustomerPage } from './detail/CustomerPage.tsx';
import { ImportPage } from './import/ImportPage.tsx';
import { CustomersPage } from './list/CustomersPage.tsx';
import { CustomerModelsPage } from './models/CustomerModelsPage.tsx';

/** `/dashboard/customers/*`: list, customer page (new or existing), import, customer models. */
export default function CustomersArea() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  if (!canAccess(me.membership, 'customers')) {
    return (
      <Alert color="gray" variant="light" title={t('errors.codes.forbidden')} maw={640}>
        {t('customers.noAccess')}
      </Alert>
    );
  }
  return (
    <Routes>
      <Route index element={<CustomersPage />} />
      <Route path="new" element={<CustomerPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="models" element={<CustomerModelsPage />} />
      <Route path=":id" element={<CustomerPage />} />
      <Route path="*" element={<NotFoundPage homeHref="/dashboard/customers" />} />
    </Routes>
  );
}
