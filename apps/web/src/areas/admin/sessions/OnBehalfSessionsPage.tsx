import { Button, Paper, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnBehalfSessions, useRevokeOnBehalfSession } from '../../../api/admin-sessions.ts';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../components/format.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryPage } from '../../../components/QueryPage.tsx';

/** `/admin/sessions`: live sessions opened on behalf of users, each of which can be ended. */
export default function OnBehalfSessionsPage() {
  const { t, i18n } = useTranslation();
  const sessions = useOnBehalfSessions();
  const revoke = useRevokeOnBehalfSession();
  const onRevoke = (id: string, email: string) =>
    revoke.mutate(id, {
      onSuccess: () => notifySuccess(t('admin.onBehalf.revoked', { email })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <QueryPage
      title={t('admin.onBehalf.title')}
      intro={t('admin.onBehalf.intro')}
      query={sessions}
      isEmpty={(data) => data.length === 0}
      emptyText={t('admin.onBehalf.none')}
    >
      {(rows) => (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" aria-label={t('admin.onBehalf.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.onBehalf.user')}</Table.Th>
                  <Table.Th>{t('admin.onBehalf.company')}</Table.Th>
                  <Table.Th>{t('admin.onBehalf.openedBy')}</Table.Th>
                  <Table.Th>{t('admin.onBehalf.expiresAt')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('admin.onBehalf.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.userEmail}</Table.Td>
                    <Table.Td>{s.companyName ?? '—'}</Table.Td>
                    <Table.Td>
                      {t(s.openedBy.kind === 'admin' ? 'admin.onBehalf.byAdmin' : 'admin.onBehalf.byB2b', {
                        email: s.openedBy.email,
                      })}
                    </Table.Td>
                    <Table.Td>{formatDateTime(s.expiresAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={revoke.isPending && revoke.variables === s.id}
                        onClick={() => onRevoke(s.id, s.userEmail)}
                      >
                        {t('admin.onBehalf.revoke')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </QueryPage>
  );
}
