import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { errorMessage } from './errors.ts';

/** Inline error for a failed load, with an optional retry. */
export function ErrorAlert({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <Alert color="red" variant="light" title={title ?? t('errors.title')} role="alert">
      <Text size="sm">{errorMessage(t, error)}</Text>
      {requestId && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('errors.reference', { id: requestId })}
        </Text>
      )}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
