import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../../api/account.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';
import { PASSWORD_MIN_LENGTH, passwordRule } from '../../../components/validation.ts';

export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const onError = useFormErrorHandler();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('validation.required')),
      newPassword: passwordRule(t),
      confirmation: (value, values) => (value === values.newPassword ? null : t('validation.passwordsDiffer')),
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notifySuccess(t('account.password.saved'));
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="password-title">
        <Stack>
          <Title order={2} size="h4" id="password-title">
            {t('account.password.title')}
          </Title>
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.new')}
            description={t('validation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
