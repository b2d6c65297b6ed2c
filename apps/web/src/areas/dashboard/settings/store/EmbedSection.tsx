import { Button, Code, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';

/** The tag a shop pastes in its own site to show its store there (the widget, served at /widget.js). */
export const embedSnippet = (origin: string, slug: string) =>
  `<script src="${origin}/widget.js" data-store="${slug}" async></script>`;

/** "Put the store on your website": the snippet to paste, with a button that copies it. */
export function EmbedSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const titleId = useId();
  const snippet = embedSnippet(window.location.origin, settings.slug);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {t('settings.embed.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.embed.hint')}
          </Text>
        </Stack>
        <Code block aria-label={t('settings.embed.snippet')}>
          {snippet}
        </Code>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} style={{ alignSelf: 'flex-start' }}>
              {copied ? t('settings.embed.copied') : t('settings.embed.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm">
          {t('settings.embed.placeholder')} <Code>{`<div data-hirebase-store="${settings.slug}"></div>`}</Code>
        </Text>
      </Stack>
    </Paper>
  );
}
