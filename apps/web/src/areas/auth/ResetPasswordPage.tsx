import { useTranslation } from 'react-i18next';
import { type RecoverySpace, recoveryPaths, useResetPassword } from '../../api/auth.ts';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';

export default function ResetPasswordPage({ space = 'staff' }: { space?: RecoverySpace }) {
  const { t } = useTranslation();
  const reset = useResetPassword(space);
  return (
    <TokenPasswordPage
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      submitLabel={t('auth.reset.submit')}
      doneText={t('auth.reset.done')}
      submit={reset.mutateAsync}
      paths={recoveryPaths(space)}
    />
  );
}
