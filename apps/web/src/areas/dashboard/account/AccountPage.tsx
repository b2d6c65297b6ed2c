import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentMe } from '../MeContext.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PictureForm } from './PictureForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useCurrentMe();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      <PictureForm user={user} />
      <ProfileForm user={user} />
      <PasswordForm />
    </Stack>
  );
}
