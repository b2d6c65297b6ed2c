import { USER_ROLES, type UserRole } from '@hirebase/shared';
import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../../../api/admin.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';
import { optionalPasswordRule, requiredRule } from '../../../components/validation.ts';

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('admin.users.createTitle')}>
      {opened && <CreateUserForm onDone={onClose} />}
    </Modal>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const onError = useFormErrorHandler();
  const form = useForm({
    initialValues: { email: '', firstName: '', lastName: '', role: 'user' as UserRole, password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      firstName: requiredRule(t),
      lastName: requiredRule(t),
      password: optionalPasswordRule(t),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await create.mutateAsync({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: values.role,
        ...(values.password ? { password: values.password } : {}),
      });
      notifySuccess(
        values.password
          ? t('admin.users.created', { email: user.email })
          : t('admin.users.invited', { email: user.email }),
      );
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('common.email')} type="email" data-autofocus {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('common.firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t('common.lastName')} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Select
          label={t('common.role')}
          allowDeselect={false}
          data={USER_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          {...form.getInputProps('role')}
        />
        <PasswordInput
          label={t('common.password')}
          description={t('admin.users.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('admin.users.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
