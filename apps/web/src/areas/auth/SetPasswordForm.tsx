import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/errors.ts';
import { applyServerErrors } from '../../components/formErrors.ts';
import { PASSWORD_MIN_LENGTH, passwordRule } from '../../components/validation.ts';

/** New password + confirmation; server errors about `password` land on the field, others above the form. */
export function SetPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: passwordRule(t),
      confirmation: (value, values) => (value === values.password ? null : t('validation.passwordsDiffer')),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    try {
      await onSubmit(password);
    } catch (caught) {
      const message = errorMessage(t, caught);
      if (!applyServerErrors(form, caught, { message })) setError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.password.new')}
          description={t('validation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          autoFocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('auth.password.confirm')}
          autoComplete="new-password"
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
