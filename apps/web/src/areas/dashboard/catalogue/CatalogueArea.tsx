import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';

/** `/dashboard/catalogue/*` */
export default function CatalogueArea() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<Title order={1}>{t('catalogue.title')}</Title>} />
      <Route path="*" element={<NotFoundPage homeHref="/dashboard/catalogue" />} />
    </Routes>
  );
}
