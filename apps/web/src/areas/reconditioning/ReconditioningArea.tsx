import { Alert, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout, useMe } from '../../api/session.ts';
import { fullName } from '../../components/UserMenu.tsx';
import { SessionHomeArea } from '../auth/SessionHomeArea.tsx';

/** `/reconditioning/*`: the reconditioners' space; for now a home with the user and a logout button. */
export default function ReconditioningArea() {
  const { t } = useTranslation();
  return (
    <SessionHomeArea
      session={useMe()}
      logout={useLogout('disconnectReconditioner')}
      homePath="/reconditioning"
      loginPath="/reconditioning/login"
      title={t('reconditioning.title')}
      home={({ user }) => (
        <>
          <Title order={1} size="h2">
            {t('reconditioning.welcome', { firstName: user.firstName || user.email })}
          </Title>
          <Text data-testid="reconditioning-identity">
            {t('reconditioning.loggedInAs', { name: fullName(user), email: user.email })}
          </Text>
          {user.role !== 'reconditioner' && (
            <Alert color="yellow" variant="light">
              {t('reconditioning.notReconditioner')}
            </Alert>
          )}
          <Text c="dimmed" size="sm">
            {t('reconditioning.comingSoon')}
          </Text>
        </>
      )}
    />
  );
}
