import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccessTarget, moduleOf } from './areas.ts';
import { useCan } from './useCan.ts';

/** An area's screens for those who may read it; the others (who reach it by its address) are told why not. */
export function AreaGate({ area, children }: { area: AccessTarget; children: ReactNode }) {
  const { t } = useTranslation();
  if (useCan(area, 'read')) return children;
  return (
    <Alert color="gray" variant="light" title={t('errors.codes.forbidden')} maw={640}>
      {t('rights.noAccess', { area: t(`access.modules.${moduleOf(area)}`) })}
    </Alert>
  );
}
