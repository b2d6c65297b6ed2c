import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { SetPasswordForm } from './SetPasswordForm.tsx';

/** A page reached from a mailed link `?token=…` where the person sets a password (reset or first validation). */
export function TokenPasswordPage({
  title,
  subtitle,
  submitLabel,
  doneText,
  submit,
  paths = { login: '/login', forgot: '/forgot-password' },
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  doneText: string;
  submit: (input: { token: string; password: string }) => Promise<unknown>;
  paths?: { login: string; forgot: string };
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthLayout title={title}>
        <Stack>
          <Alert color="orange" variant="light" role="alert">
            {t('auth.password.missingToken')}
          </Alert>
          <Anchor component={Link} to={paths.forgot} ta="center">
            {t('auth.password.askNewLink')}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle={done ? undefined : subtitle}>
      {done ? (
        <Stack>
          <Alert color="teal" variant="light" role="status">
            {doneText}
          </Alert>
          <Button component={Link} to={paths.login} fullWidth>
            {t('auth.password.goToLogin')}
          </Button>
        </Stack>
      ) : (
        <SetPasswordForm
          submitLabel={submitLabel}
          onSubmit={async (password) => {
            await submit({ token, password });
            setDone(true);
          }}
        />
      )}
    </AuthLayout>
  );
}
