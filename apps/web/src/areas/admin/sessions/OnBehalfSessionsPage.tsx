import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnBehalfSessions, useRevokeOnBehalfSession } from '../../../api/admin-sessions.ts';
import { DataTable } from '../../../components/DataTable.tsx';
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
    <QueryPage title={t('admin.onBehalf.title')} intro={t('admin.onBehalf.intro')} query={sessions}>
      {(rows) => (
        <DataTable
          label={t('admin.onBehalf.title')}
          rows={rows}
          rowKey={(s) => s.id}
          emptyText={t('admin.onBehalf.none')}
          minWidth={820}
          columns={[
            { header: t('admin.onBehalf.user'), cell: (s) => s.userEmail },
            { header: t('admin.onBehalf.company'), cell: (s) => s.companyName ?? '—' },
            {
              header: t('admin.onBehalf.openedBy'),
              cell: (s) =>
                t(s.openedBy.kind === 'admin' ? 'admin.onBehalf.byAdmin' : 'admin.onBehalf.byB2b', {
                  email: s.openedBy.email,
                }),
            },
            { header: t('admin.onBehalf.expiresAt'), cell: (s) => formatDateTime(s.expiresAt, i18n.language) },
          ]}
          actions={(s) => (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={revoke.isPending && revoke.variables === s.id}
              onClick={() => onRevoke(s.id, s.userEmail)}
            >
              {t('admin.onBehalf.revoke')}
            </Button>
          )}
        />
      )}
    </QueryPage>
  );
}
