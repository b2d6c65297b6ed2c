import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { type PreviewBody, useModelPreview } from './documentModelsApi.ts';

/** An address the frame can show for the PDF, released when the next one replaces it. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The model as a PDF, drawn by the server from the blocks being edited, a short pause after the last change. */
export function ModelPreview({ input }: { input: PreviewBody }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(input, 600);
  const preview = useModelPreview(debounced);
  const url = useObjectUrl(preview.data);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="model-preview-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="model-preview-title">
          {t('documentModels.preview')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('documentModels.previewHint')}
        </Text>
        {preview.isError && (
          <Alert color="red" variant="light" data-testid="model-preview-error" role="alert">
            {preview.error instanceof ApiError ? preview.error.message : String(preview.error)}
          </Alert>
        )}
        {url ? (
          <>
            <iframe
              title={t('documentModels.previewFrame')}
              src={url}
              style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            />
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              {t('documentModels.openPreview')}
            </Anchor>
          </>
        ) : (
          !preview.isError && <Skeleton height={640} data-testid="model-preview-loading" />
        )}
      </Stack>
    </Paper>
  );
}
