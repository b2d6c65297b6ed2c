import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';

export type NewsletterAction = 'confirm' | 'unsubscribe';

/**
 * The page of a newsletter mail's link. It acts on a click, not on opening: mail scanners open links, and must not
 * confirm or end a subscription by doing so.
 */
export default function NewsletterLinkPage({ action }: { action: NewsletterAction }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useMutation({
    mutationFn: () =>
      action === 'confirm'
        ? api('confirmNewsletterSubscription', { body: { token } })
        : api('unsubscribeFromNewsletter', { body: { token } }),
  });
  return (
    <AuthLayout title={t(`newsletter.${action}.title`)}>
      <Stack gap="md">
        {!token ? (
          <Alert color="red" variant="light">
            {t('newsletter.noToken')}
          </Alert>
        ) : send.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {t(`newsletter.${action}.done`)}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t(`newsletter.${action}.text`)}</Text>
            {send.isError && <ErrorAlert error={send.error} />}
            <Button loading={send.isPending} onClick={() => send.mutate()}>
              {t(`newsletter.${action}.submit`)}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
