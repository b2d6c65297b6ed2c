import { Button, Group, Modal, Stack } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCompany } from '../../../api/admin.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';
import { optionalPasswordRule, requiredRule } from '../../../components/validation.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { buildCompanyPayload, type CompanyFormValues, initialCompanyValues, SLUG_PATTERN } from './companyForm.ts';
import { ManagerFields } from './ManagerFields.tsx';
import { useUniqueness } from './useUniqueness.ts';

/** Creates a company with its first manager (who gets a validation mail when no password is set). */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('admin.create.title')}>
      {opened && <CreateCompanyForm onDone={onClose} />}
    </Modal>
  );
}

function CreateCompanyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const onError = useFormErrorHandler();
  const form = useForm<CompanyFormValues>({
    initialValues: initialCompanyValues(),
    validate: {
      name: requiredRule(t),
      slug: (value) => (SLUG_PATTERN.test(value) && value.length >= 2 ? null : t('validation.slug')),
      email: isEmail(t('validation.email')),
      trialEndsAt: (value, values) => (values.accountStatus !== 'TRIAL' || value ? null : t('validation.required')),
      timezone: requiredRule(t),
      languages: (value) => (value.length > 0 ? null : t('validation.atLeastOne')),
      manager: {
        email: isEmail(t('validation.email')),
        firstName: requiredRule(t),
        lastName: requiredRule(t),
        password: optionalPasswordRule(t),
      },
    },
  });
  const values = form.getValues();
  const { nameTaken, slugTaken } = useUniqueness(values.name, values.slug);

  const submit = form.onSubmit(async (submitted) => {
    if (nameTaken || slugTaken) return;
    try {
      const { company, manager } = await create.mutateAsync(buildCompanyPayload(submitted));
      notifySuccess(
        submitted.manager.password
          ? t('admin.create.done', { name: company.name })
          : t('admin.create.doneInvited', { name: company.name, email: manager.email }),
      );
      onDone();
      navigate(`/admin/companies/${company.id}`);
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <CompanyFields form={form} nameTaken={nameTaken} slugTaken={slugTaken} />
        <ManagerFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('admin.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
