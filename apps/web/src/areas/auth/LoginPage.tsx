import { ApiError } from '@hirebase/client/errors';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginVariant, logIn } from '../../api/login.ts';
import { PublicLink, usePublicNavigation } from '../../app/publicNavigation.tsx';
import { recoveryPaths } from '../../app/publicPaths.ts';
import { errorMessage } from '../../components/errors.ts';
import { applyServerErrors } from '../../components/formErrors.ts';
import { notifyError } from '../../components/notify.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { destinationAfterLogin, isStorePage } from './destination.ts';
import { isEmail, useLoginForm } from './loginForm.ts';

/** Codes a login answers with that are about the account, shown above the form. */
const ACCOUNT_CODES = new Set([
  'authenticationFailed',
  'accountNotActivated',
  'accountIssue',
  'subscriptionPending',
  'trialExpired',
  'tooManyRequests',
]);

/**
 * One login screen for the three kinds of sessions: staff dashboard, reconditioner, marketplace customer. It is
 * often the first page of a visit, so it uses neither the router, the query cache nor the generated client: the
 * page that shows it provides its navigation (`usePublicNavigation`).
 */
export default function LoginPage({ variant }: { variant: LoginVariant }) {
  const { t } = useTranslation();
  const navigation = usePublicNavigation();
  const [pending, setPending] = useState(false);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [customerAccount, setCustomerAccount] = useState(false);
  const form = useLoginForm({
    email: (value) => (isEmail(value) ? null : t('validation.email')),
    password: (value) => (value ? null : t('validation.required')),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    setAccountError(null);
    setCustomerAccount(false);
    setPending(true);
    try {
      const result = await logIn(variant, { email: form.values.email.trim(), password: form.values.password });
      const next = new URLSearchParams(navigation.search).get('next');
      const to = destinationAfterLogin(result, next);
      if (isStorePage(to)) window.location.assign(to);
      else await navigation.signedIn(result, to);
    } catch (error) {
      const message = errorMessage(t, error);
      if (error instanceof ApiError && error.code === 'marketplaceAccount') return setCustomerAccount(true);
      if (applyServerErrors(form, error, { message })) return;
      if (error instanceof ApiError && ACCOUNT_CODES.has(error.code)) setAccountError(message);
      else notifyError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout title={t(`login.title.${variant}`)} subtitle={t(`login.subtitle.${variant}`)}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {customerAccount && (
            <Alert color="blue" variant="light" role="alert" data-testid="login-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('login.marketplaceAccount')}</Text>
                <Anchor component={PublicLink} to="/marketplace/login" size="sm" fw={500}>
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
              component={PublicLink}
              to={recoveryPaths(variant === 'rentalPlace' ? 'marketplace' : 'staff').forgot}
              size="sm"
            >
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={pending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
