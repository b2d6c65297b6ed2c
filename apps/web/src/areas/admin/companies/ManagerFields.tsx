import { Fieldset, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CompanyFormValues } from './companyForm.ts';

/** The first manager of a new company. */
export function ManagerFields({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('admin.create.managerSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.create.managerEmail')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('manager.email')}
        />
        <PasswordInput
          label={t('admin.create.managerPassword')}
          description={t('admin.create.managerPasswordHint')}
          autoComplete="new-password"
          {...form.getInputProps('manager.password')}
        />
        <TextInput label={t('common.firstName')} autoComplete="off" {...form.getInputProps('manager.firstName')} />
        <TextInput label={t('common.lastName')} autoComplete="off" {...form.getInputProps('manager.lastName')} />
      </SimpleGrid>
    </Fieldset>
  );
}
