import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AccessTarget, moduleOf } from './areas.ts';
import { useCan } from './useCan.ts';

/** Says why nothing can be changed on a screen when the session only reads its area (nothing otherwise). */
export function ReadOnlyNotice({ area }: { area: AccessTarget }) {
  const { t } = useTranslation();
  if (useCan(area, 'write')) return null;
  return (
    <Alert color="gray" variant="light" title={t('rights.readOnlyTitle')} data-testid="read-only-notice">
      {t('rights.readOnly', { area: t(`access.modules.${moduleOf(area)}`) })}
    </Alert>
  );
}
