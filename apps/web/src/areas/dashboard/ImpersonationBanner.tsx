import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGoBackOnAdmin } from '../../api/session.ts';
import type { Me } from '../../api/types.ts';
import { errorMessage } from '../../components/errors.ts';
import { notifyError } from '../../components/notify.ts';
import { fullName } from '../../components/UserMenu.tsx';
import { useLeaveSession } from '../../components/useLeaveSession.ts';

/** Shown while an admin works as someone else; takes them back to their own session. */
export function ImpersonationBanner({ me }: { me: Me }) {
  const { t } = useTranslation();
  const goBack = useGoBackOnAdmin();
  const leave = useLeaveSession();
  if (!me.impersonatedBy) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" role="status" data-testid="impersonation-banner" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('dashboard.impersonation.text', { name: fullName(me.user), admin: me.impersonatedBy.email })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          loading={goBack.isPending}
          onClick={() =>
            goBack.mutate(undefined, {
              onSuccess: () => leave('/admin/companies'),
              onError: (error) => notifyError(errorMessage(t, error)),
            })
          }
        >
          {t('dashboard.impersonation.goBack')}
        </Button>
      </Group>
    </Alert>
  );
}
