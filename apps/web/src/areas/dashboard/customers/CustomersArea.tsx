import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';

/** `/dashboard/customers/*` */
export default function CustomersArea() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<Title order={1}>{t('customers.title')}</Title>} />
      <Route path="*" element={<NotFoundPage homeHref="/dashboard/customers" />} />
    </Routes>
  );
}
