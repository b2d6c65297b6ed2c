import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A user who belongs to no company (yet): nothing to show but their account. */
export function NoCompanyPage() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" title={t('dashboard.noCompany.title')} maw={640}>
      {t('dashboard.noCompany.text')}
    </Alert>
  );
}
