import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginVariant, recoveryPaths, useLogin } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../components/errors.ts';
import { applyServerErrors } from '../../components/formErrors.ts';
import { notifyError } from '../../components/notify.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { destinationAfterLogin } from './destination.ts';

/** Codes a login answers with that are about the account, shown above the form. */
const ACCOUNT_CODES = new Set([
  'authenticationFailed',
  'accountNotActivated',
  'accountIssue',
  'subscriptionPending',
  'trialExpired',
  'tooManyRequests',
]);

/** One login screen for the three kinds of sessions: staff dashboard, reconditioner, marketplace customer. */
export default function LoginPage({ variant }: { variant: LoginVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin(variant);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [customerAccount, setCustomerAccount] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setAccountError(null);
    setCustomerAccount(false);
    try {
      const result = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      navigate(destinationAfterLogin(result, searchParams.get('next')), { replace: true });
    } catch (error) {
      const message = errorMessage(t, error);
      if (error instanceof ApiError && error.code === 'marketplaceAccount') return setCustomerAccount(true);
      if (applyServerErrors(form, error, { message })) return;
      if (error instanceof ApiError && ACCOUNT_CODES.has(error.code)) setAccountError(message);
      else notifyError(message);
    }
  });

  return (
    <AuthLayout title={t(`auth.login.title.${variant}`)} subtitle={t(`auth.login.subtitle.${variant}`)}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {customerAccount && (
            <Alert color="blue" variant="light" role="alert" data-testid="login-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('login.marketplaceAccount')}</Text>
                <Anchor component={Link} to="/marketplace/login" size="sm" fw={500}>
                  {t('login.toMarketplace')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {accountError && (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {accountError}
            </Alert>
          )}
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to={recoveryPaths(variant === 'rentalPlace' ? 'marketplace' : 'staff').forgot}
              size="sm"
            >
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
