import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RecoverySpace, recoveryPaths, useSendRecoveryEmail } from '../../api/auth.ts';
import { useFormErrorHandler } from '../../components/useFormErrorHandler.ts';
import { AuthLayout } from './AuthLayout.tsx';

export default function ForgotPasswordPage({ space = 'staff' }: { space?: RecoverySpace }) {
  const { t } = useTranslation();
  const send = useSendRecoveryEmail(space);
  const { login } = recoveryPaths(space);
  const onError = useFormErrorHandler();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: isEmail(t('validation.email')) } });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={sentTo ? undefined : t('auth.forgot.subtitle')}>
      {sentTo ? (
        <Stack>
          <Alert color="teal" variant="light" role="status" title={t('auth.forgot.sentTitle')}>
            {t('auth.forgot.sent', { email: sentTo })}
          </Alert>
          <Anchor component={Link} to={login} ta="center">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('common.email')}
              type="email"
              autoComplete="email"
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={send.isPending}>
              {t('auth.forgot.submit')}
            </Button>
            <Text ta="center" size="sm">
              <Anchor component={Link} to={login}>
                {t('auth.backToLogin')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
