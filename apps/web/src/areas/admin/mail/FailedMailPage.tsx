import { Button, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailedMail, useRetryMail } from '../../../api/admin-mail.ts';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../components/format.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { Pager } from '../../../components/Pager.tsx';
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
    <QueryPage
      title={t('admin.mail.title')}
      intro={t('admin.mail.intro')}
      query={mails}
      isEmpty={(data) => data.items.length === 0}
      emptyText={t('admin.mail.none')}
    >
      {(page) => (
        <Stack gap="sm" style={{ opacity: mails.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" aria-label={t('admin.mail.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.mail.to')}</Table.Th>
                    <Table.Th>{t('admin.mail.subject')}</Table.Th>
                    <Table.Th>{t('admin.mail.attempts')}</Table.Th>
                    <Table.Th>{t('admin.mail.lastError')}</Table.Th>
                    <Table.Th>{t('admin.mail.failedAt')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('admin.mail.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((mail) => (
                    <Table.Tr key={mail.id} data-testid={`failed-mail-${mail.to}`}>
                      <Table.Td>
                        <Text size="sm">{mail.to}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{mail.subject}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{mail.attempts}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2} title={mail.error ?? undefined}>
                          {mail.error ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(mail.failedAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('admin.mail.retryFor', { to: mail.to })}
                          loading={retry.isPending && retry.variables === mail.id}
                          onClick={() => onRetry(mail.id, mail.to)}
                        >
                          {t('admin.mail.retry')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Pager page={page.page ?? list.page} total={page.total} limit={page.limit} onChange={list.setPage} />
        </Stack>
      )}
    </QueryPage>
  );
}
