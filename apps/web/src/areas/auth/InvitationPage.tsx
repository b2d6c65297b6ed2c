import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAcceptCompanyInvitation, useCompanyInvitation, useDeclineCompanyInvitation } from '../../api/auth.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/**
 * Reached from the mailed link `/invitation?token=…`: the invited person joins the company only by accepting, or
 * declines (the link then stops working).
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useCompanyInvitation(token);
  const accept = useAcceptCompanyInvitation();
  const decline = useDeclineCompanyInvitation();
  const title = t('auth.invitation.title');

  if (!token) {
    return (
      <AuthLayout title={title}>
        <Alert color="orange" variant="light" role="alert">
          {t('auth.password.missingToken')}
        </Alert>
      </AuthLayout>
    );
  }
  if (accept.isSuccess) {
    return (
      <AuthLayout title={title}>
        <Stack>
          <Alert color="teal" variant="light" role="status">
            {t('auth.invitation.done', { company: accept.data.companyName })}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t('auth.password.goToLogin')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  if (decline.isSuccess) {
    return (
      <AuthLayout title={title}>
        <Alert color="gray" variant="light" role="status">
          {t('invitations.decline.done', { company: decline.data.companyName })}
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title}>
      {invitation.isPending ? (
        <Loader role="status" aria-label={t('auth.invitation.loading')} />
      ) : invitation.isError ? (
        <ErrorAlert error={invitation.error} />
      ) : (
        <Stack>
          <Text>
            {t(invitation.data.isManager ? 'auth.invitation.offerManager' : 'auth.invitation.offerEmployee', {
              company: invitation.data.companyName,
              email: invitation.data.email,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('auth.invitation.ignore')}
          </Text>
          {accept.isError && <ErrorAlert error={accept.error} />}
          {decline.isError && <ErrorAlert error={decline.error} />}
          <Group grow>
            <Button
              variant="default"
              loading={decline.isPending}
              disabled={accept.isPending}
              onClick={() => decline.mutate(token)}
            >
              {t('invitations.decline.action')}
            </Button>
            <Button loading={accept.isPending} disabled={decline.isPending} onClick={() => accept.mutate(token)}>
              {t('auth.invitation.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </AuthLayout>
  );
}
