import { ACCESS_MODULES, accessRank } from '@hirebase/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCancelInvitation, usePendingInvitations, useResendInvitation } from '../../../api/employees.ts';
import type { Membership, PendingInvitation } from '../../../api/types.ts';
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

  const onError = (error: unknown) => notifyError(errorMessage(t, error));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('invitations.pending.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('invitations.pending.intro')}
      </Text>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" aria-label={t('invitations.pending.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.pending.email')}</Table.Th>
                <Table.Th>{t('invitations.pending.role')}</Table.Th>
                <Table.Th>{t('invitations.pending.invitedAt')}</Table.Th>
                <Table.Th>{t('invitations.pending.invitedBy')}</Table.Th>
                <Table.Th>{t('invitations.pending.expiresAt')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => {
                const { email } = invitation;
                const inviter = invitation.invitedBy;
                return (
                  <Table.Tr key={invitation.id} data-testid={`invitation-row-${email}`}>
                    <Table.Td>
                      <Text size="sm">{email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={invitation.isManager ? undefined : 'gray'}>
                        {t(invitation.isManager ? 'employees.manager' : 'employees.employee')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(invitation.invitedAt, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {inviter
                          ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email
                          : t('invitations.pending.unknownInviter')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{formatDateTime(invitation.expiresAt, i18n.language)}</Text>
                        {invitation.expired && (
                          <Badge size="xs" color="red" variant="light">
                            {t('invitations.pending.expired')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {mayActOn(membership, invitation) && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t('invitations.pending.resendOne', { email })}
                            loading={resend.isPending && resend.variables === invitation.id}
                            onClick={() =>
                              resend.mutate(invitation.id, {
                                onSuccess: () => notifySuccess(t('invitations.pending.resent', { email })),
                                onError,
                              })
                            }
                          >
                            {t('invitations.pending.resend')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={t('invitations.pending.cancelOne', { email })}
                            loading={cancel.isPending && cancel.variables === invitation.id}
                            onClick={() =>
                              cancel.mutate(invitation.id, {
                                onSuccess: () => notifySuccess(t('invitations.pending.cancelled', { email })),
                                onError,
                              })
                            }
                          >
                            {t('invitations.pending.cancel')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
