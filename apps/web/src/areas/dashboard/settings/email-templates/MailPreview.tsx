import { Alert, Code, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { type PreviewInput, useMailPreview } from './emailTemplatesApi.ts';

/**
 * The mail as it will leave, rendered by the server from the texts being typed (a short pause after the last key).
 * The HTML shows in a sandboxed frame: no script runs and nothing reaches the page.
 */
export function MailPreview({ input }: { input: PreviewInput }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(input, 400);
  const preview = useMailPreview(debounced);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('emailTemplates.preview')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('emailTemplates.previewHint')}
        </Text>
        {preview.isError && (
          <Alert color="red" variant="light" data-testid="preview-error">
            {preview.error instanceof ApiError ? preview.error.message : String(preview.error)}
          </Alert>
        )}
        {preview.data ? (
          <>
            <Text fw={600} data-testid="preview-subject">
              {preview.data.subject}
            </Text>
            <iframe
              title={t('emailTemplates.previewFrame')}
              sandbox=""
              srcDoc={preview.data.html}
              style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            />
            <Text size="sm" fw={500}>
              {t('emailTemplates.textPart')}
            </Text>
            <Code block data-testid="preview-text">
              {preview.data.text}
            </Code>
          </>
        ) : (
          !preview.isError && <Skeleton height={480} />
        )}
      </Stack>
    </Paper>
  );
}
