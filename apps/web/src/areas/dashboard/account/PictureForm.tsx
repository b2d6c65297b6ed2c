import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadPicture } from '../../../api/account.ts';
import type { User } from '../../../api/types.ts';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { fullName, initialsOf } from '../../../components/UserMenu.tsx';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = 'image/png,image/jpeg,image/webp';

export function PictureForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_PICTURE_BYTES) {
      notifyError(t('account.picture.tooLarge', { max: 5 }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('account.picture.saved')),
      onError: (error) => notifyError(errorMessage(t, error)),
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={user.pictureUrl}
          alt={t('account.picture.alt', { name: fullName(user) })}
          size={80}
          radius={80}
          color="brand"
          data-testid="account-avatar"
        >
          {initialsOf(user)}
        </Avatar>
        <Stack gap={6}>
          <Title order={2} size="h4">
            {t('account.picture.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.picture.hint', { max: 5 })}
          </Text>
          <FileButton onChange={onFile} accept={ACCEPTED}>
            {(props) => (
              <Button {...props} variant="light" size="xs" w="fit-content" loading={upload.isPending}>
                {t('account.picture.upload')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
    </Paper>
  );
}
