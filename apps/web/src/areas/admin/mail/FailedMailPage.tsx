import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailedMail, useRetryMail } from '../../../api/admin-mail.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../components/format.ts';
import { ListPager } from '../../../components/ListControls.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryPage } from '../../../components/QueryPage.tsx';
import { useListParams } from '../../../components/useListParams.ts';

/** `/admin/mail`: mails given up after their last delivery attempt, each of which can be sent again. */
export default function FailedMailPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams([]);
  const mails = useFailedMail(list.page);
  const retry = useRetryMail();

  const onRetry = (id: string, to: string) =>
    retry.mutate(id, {
      onSuccess: () => notifySuccess(t('admin.mail.retried', { to })),
      onError: (error) => notifyError(errorMessage(t, error)),
    });

  return (
    <QueryPage title={t('admin.mail.title')} intro={t('admin.mail.intro')} query={mails}>
      {(page) => (
        <>
          <DataTable
            label={t('admin.mail.title')}
            rows={page.items}
            rowKey={(mail) => mail.id}
            rowTestId={(mail) => `failed-mail-${mail.to}`}
            emptyText={t('admin.mail.none')}
            minWidth={820}
            columns={[
              { header: t('admin.mail.to'), cell: (mail) => mail.to },
              { header: t('admin.mail.subject'), cell: (mail) => mail.subject },
              { header: t('admin.mail.attempts'), cell: (mail) => mail.attempts },
              {
                header: t('admin.mail.lastError'),
                cell: (mail) => (
                  <Text size="sm" lineClamp={2} title={mail.error ?? undefined}>
                    {mail.error ?? '—'}
                  </Text>
                ),
              },
              { header: t('admin.mail.failedAt'), cell: (mail) => formatDateTime(mail.failedAt, i18n.language) },
            ]}
            actions={(mail) => (
              <Button
                size="xs"
                variant="light"
                aria-label={t('admin.mail.retryFor', { to: mail.to })}
                loading={retry.isPending && retry.variables === mail.id}
                onClick={() => onRetry(mail.id, mail.to)}
              >
                {t('admin.mail.retry')}
              </Button>
            )}
          />
          <ListPager data={page} list={list} />
        </>
      )}
    </QueryPage>
  );
}
