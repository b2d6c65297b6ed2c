import { Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailedMail, useRetryMail } from '../../../api/admin-mail.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../components/format.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Pager } from '../../../components/Pager.tsx';
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
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('admin.mail.title')}
        </Title>
        <Text>{t('admin.mail.intro')}</Text>
      </Stack>
      {mails.isPending ? (
        <PageLoader />
      ) : mails.isError ? (
        <ErrorAlert error={mails.error} onRetry={() => mails.refetch()} />
      ) : mails.data.items.length === 0 ? (
        <Text ta="center" py="xl">
          {t('admin.mail.none')}
        </Text>
      ) : (
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
                  {mails.data.items.map((mail) => (
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
          <Pager
            page={mails.data.page ?? list.page}
            total={mails.data.total}
            limit={mails.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
