import { Button, Grid, Group, Paper, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, useMailbox } from '../../api/dev.ts';
import { useMe } from '../../api/session.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { formatDateTime } from '../../components/format.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SessionFallback } from '../../components/SessionFallback.tsx';
import { SimpleLayout } from '../../components/SimpleLayout.tsx';
import { MailView } from './MailView.tsx';

/**
 * `/dev/mailbox`: the mails the development transport wrote instead of sending them. Only for a platform
 * administrator (it shows password reset links) and only when the server has DEV_MAILBOX on; otherwise it does not
 * exist.
 */
export default function MailboxPage() {
  const me = useMe();
  const isAdmin = me.data?.user.role === 'admin' && !me.data.impersonatedBy;
  const mailbox = useMailbox(isAdmin);

  if (!me.isSuccess) return <SessionFallback session={me} />;
  if (!isAdmin || isNotFound(mailbox.error)) return <NotFoundPage homeHref="/admin" />;
  return <Mailbox mailbox={mailbox} />;
}

function Mailbox({ mailbox }: { mailbox: ReturnType<typeof useMailbox> }) {
  const { t, i18n } = useTranslation();
  const [recipient, setRecipient] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const mails = useMemo(() => {
    const needle = recipient.trim().toLowerCase();
    return (mailbox.data ?? []).filter((mail) => !needle || mail.to.toLowerCase().includes(needle));
  }, [mailbox.data, recipient]);
  const selected = mails.find((mail) => mail.id === selectedId) ?? null;

  return (
    <SimpleLayout suffix={t('dev.mailbox.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('dev.mailbox.title')}
          </Title>
          <Group gap="sm" align="flex-end">
            <TextInput
              type="search"
              label={t('dev.mailbox.filter')}
              placeholder={t('dev.mailbox.filterPlaceholder')}
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              w={{ base: '100%', xs: 260 }}
            />
            <Button variant="default" onClick={() => mailbox.refetch()} loading={mailbox.isFetching}>
              {t('common.refresh')}
            </Button>
          </Group>
        </Group>
        {mailbox.isPending ? (
          <PageLoader />
        ) : mailbox.isError ? (
          <ErrorAlert error={mailbox.error} onRetry={() => mailbox.refetch()} />
        ) : mails.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('dev.mailbox.empty')}
          </Text>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder>
                <ScrollArea.Autosize mah={{ base: 360, md: '70vh' }} scrollbars="y">
                  <Stack gap={0} aria-label={t('dev.mailbox.list')}>
                    {mails.map((mail) => (
                      <UnstyledButton
                        key={mail.id}
                        onClick={() => setSelectedId(mail.id)}
                        aria-current={mail.id === selectedId ? 'true' : undefined}
                        p="sm"
                        w="100%"
                        bg={mail.id === selectedId ? 'brand.0' : undefined}
                        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                      >
                        <Text size="sm" fw={600} truncate>
                          {mail.subject}
                        </Text>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="xs" c="dimmed" truncate>
                            {mail.to}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {formatDateTime(mail.createdAt, i18n.language)}
                          </Text>
                        </Group>
                      </UnstyledButton>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              {selected ? (
                <MailView mail={selected} />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  {t('dev.mailbox.select')}
                </Text>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </SimpleLayout>
  );
}
