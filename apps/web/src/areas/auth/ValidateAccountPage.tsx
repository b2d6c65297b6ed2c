import { useTranslation } from 'react-i18next';
import { useValidateAccount } from '../../api/auth.ts';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';

export default function ValidateAccountPage() {
  const { t } = useTranslation();
  const validate = useValidateAccount();
  return (
    <TokenPasswordPage
      title={t('auth.validate.title')}
      subtitle={t('auth.validate.subtitle')}
      submitLabel={t('auth.validate.submit')}
      doneText={t('auth.validate.done')}
      submit={validate.mutateAsync}
    />
  );
}
