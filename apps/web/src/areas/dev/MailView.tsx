import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mail } from '../../api/types.ts';
import { formatDateTime } from '../../components/format.ts';
import { splitLinks } from './links.ts';

/** One mail: headers, then its text with links made clickable. */
export function MailView({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="mail-view">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {mail.subject}
        </Title>
        <Group gap="xs">
          <Text size="sm">{t('dev.mailbox.toLine', { to: mail.to })}</Text>
          <Badge size="sm" variant="light" color={mail.status === 'sent' ? 'teal' : 'gray'} tt="none">
            {mail.status}
          </Badge>
          {mail.template && (
            <Badge size="sm" variant="outline" color="gray" tt="none">
              {mail.template}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(mail.createdAt, i18n.language)}
        </Text>
        <Box
          component="pre"
          m={0}
          p="sm"
          bg="gray.0"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: 14 }}
        >
          {splitLinks(mail.text).map((part, index) =>
            part.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
              <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.href}
              </Anchor>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
              <span key={index}>{part.text}</span>
            ),
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
