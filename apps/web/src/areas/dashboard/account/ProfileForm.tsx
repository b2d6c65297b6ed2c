import { LANGUAGES, type Language } from '@hirebase/shared';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../api/account.ts';
import type { User } from '../../../api/types.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';
import { requiredRule } from '../../../components/validation.ts';
import { isLanguage, setLanguage } from '../../../i18n/index.ts';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const onError = useFormErrorHandler();
  const form = useForm({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      language: (isLanguage(user.language) ? user.language : 'fr') as Language,
    },
    validate: { firstName: requiredRule(t), lastName: requiredRule(t) },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() || null,
        language: values.language,
      });
      form.resetDirty();
      if (isLanguage(saved.language)) await setLanguage(saved.language);
      notifySuccess(t('account.profile.saved'));
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby="profile-title">
        <Stack>
          <Title order={2} size="h4" id="profile-title">
            {t('account.profile.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('common.firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label={t('common.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
            <TextInput label={t('common.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <Select
              label={t('common.language')}
              allowDeselect={false}
              data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
              {...form.getInputProps('language')}
            />
          </SimpleGrid>
          <TextInput label={t('common.email')} value={user.email} readOnly disabled />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
