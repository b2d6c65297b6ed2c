import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useCan } from '../../access/index.ts';

const key = ['signatureSettings'] as const;

/** Whether customers signing from their order's link first enter a one-time code mailed to them; saved at once. */
export function SignatureSettingsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const canWrite = useCan('settings', 'write');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: () => api('getSignatureSettings') });
  const save = useMutation({
    mutationFn: (requireEmailCode: boolean) => api('saveSignatureSettings', { body: { requireEmailCode } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      notifySuccess(t('counterSigning.saved'));
    },
    onError: (error) => notifyError(errorMessage(t, error)),
  });
  const checked = save.isPending ? !!save.variables : !!settings.data?.requireEmailCode;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('counterSigning.settingsTitle')}
        </Title>
        <Switch
          label={t('counterSigning.requireCode')}
          description={t('counterSigning.requireCodeHint')}
          checked={checked}
          disabled={!canWrite || !settings.isSuccess || save.isPending}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
        />
        {settings.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(t, settings.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
