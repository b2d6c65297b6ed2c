import { ACCESS_MODULES, accessRank } from '@hirebase/shared';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCancelInvitation, usePendingInvitations, useResendInvitation } from '../../../api/employees.ts';
import type { Membership, PendingInvitation } from '../../../api/types.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../components/format.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';

/** Whether the member may re-send or withdraw it: what they could offer themselves (as the API checks). */
export function mayActOn(membership: Membership, invitation: PendingInvitation) {
  if (membership.isManager) return true;
  if (invitation.isManager) return false;
  return ACCESS_MODULES.every(
    (module) => accessRank(invitation.access[module] ?? 'none') <= accessRank(membership.access[module] ?? 'none'),
  );
}

/** The company's pending invitations, for those who manage staff; nothing shown when there are none. */
export function PendingInvitations({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation();
  const invitations = usePendingInvitations(true);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  if (invitations.isPending) return null;
  if (invitations.isError) return <ErrorAlert error={invitations.error} onRetry={() => invitations.refetch()} />;
  if (invitations.data.length === 0) return null;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('invitations.pending.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('invitations.pending.intro')}
      </Text>
      <DataTable
        label={t('invitations.pending.title')}
        rows={invitations.data}
        rowKey={(invitation) => invitation.id}
        rowTestId={(invitation) => `invitation-row-${invitation.email}`}
        minWidth={760}
        columns={[
          { header: t('invitations.pending.email'), cell: (invitation) => invitation.email },
          {
            header: t('invitations.pending.role'),
            cell: (invitation) => (
              <Badge variant="light" color={invitation.isManager ? undefined : 'gray'}>
                {t(invitation.isManager ? 'employees.manager' : 'employees.employee')}
              </Badge>
            ),
          },
          {
            header: t('invitations.pending.invitedAt'),
            cell: (invitation) => formatDateTime(invitation.invitedAt, i18n.language),
          },
          {
            header: t('invitations.pending.invitedBy'),
            cell: ({ invitedBy: inviter }) =>
              inviter
                ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email
                : t('invitations.pending.unknownInviter'),
          },
          {
            header: t('invitations.pending.expiresAt'),
            cell: (invitation) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{formatDateTime(invitation.expiresAt, i18n.language)}</Text>
                {invitation.expired && (
                  <Badge size="xs" color="red" variant="light">
                    {t('invitations.pending.expired')}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
        actions={(invitation) =>
          mayActOn(membership, invitation) && (
            <>
              <InvitationAction action={resend} kind="resend" invitation={invitation} />
              <InvitationAction action={cancel} kind="cancel" invitation={invitation} />
            </>
          )
        }
      />
    </Stack>
  );
}

const ACTION_WORDS = {
  resend: {
    label: 'invitations.pending.resend',
    name: 'invitations.pending.resendOne',
    done: 'invitations.pending.resent',
  },
  cancel: {
    label: 'invitations.pending.cancel',
    name: 'invitations.pending.cancelOne',
    done: 'invitations.pending.cancelled',
  },
} as const;

/** A button that re-sends or cancels one invitation, and says how it went. */
function InvitationAction({
  action,
  kind,
  invitation,
}: {
  action: ReturnType<typeof useResendInvitation>;
  kind: keyof typeof ACTION_WORDS;
  invitation: PendingInvitation;
}) {
  const { t } = useTranslation();
  const words = ACTION_WORDS[kind];
  const { email } = invitation;
  return (
    <Button
      size="xs"
      variant={kind === 'resend' ? 'light' : 'subtle'}
      color={kind === 'resend' ? undefined : 'red'}
      aria-label={t(words.name, { email })}
      loading={action.isPending && action.variables === invitation.id}
      onClick={() =>
        action.mutate(invitation.id, {
          onSuccess: () => notifySuccess(t(words.done, { email })),
          onError: (error) => notifyError(errorMessage(t, error)),
        })
      }
    >
      {t(words.label)}
    </Button>
  );
}
