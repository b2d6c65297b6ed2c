import { fullAccess } from '@hirebase/shared';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSaveEmployee } from '../../../api/employees.ts';
import type { Employee } from '../../../api/types.ts';
import { notifySuccess } from '../../../components/notify.ts';
import { useFormErrorHandler } from '../../../components/useFormErrorHandler.ts';
import { requiredRule } from '../../../components/validation.ts';
import { AccessMatrix } from './AccessMatrix.tsx';
import { buildEmployeePayload, type EmployeeFormValues, employeeFormValues } from './employeeForm.ts';

/** Adds an employee (an invitation mail goes out) or edits one's role and access; both upsert by email. */
export function EmployeeModal({
  opened,
  employee,
  onClose,
}: {
  opened: boolean;
  /** The employee being edited; a new one when absent. */
  employee?: Employee;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={employee ? t('employees.form.editTitle') : t('employees.form.addTitle')}
    >
      {opened && <EmployeeForm employee={employee} onDone={onClose} />}
    </Modal>
  );
}

function EmployeeForm({ employee, onDone }: { employee?: Employee; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEmployee();
  const onError = useFormErrorHandler();
  const form = useForm<EmployeeFormValues>({
    initialValues: employeeFormValues(employee),
    validate: {
      email: isEmail(t('validation.email')),
      firstName: requiredRule(t),
      lastName: requiredRule(t),
    },
  });
  const { isManager, access } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    try {
      const payload = buildEmployeePayload(values);
      const answer = await save.mutateAsync(payload);
      const invited = 'invitation' in answer;
      notifySuccess(
        employee
          ? t('employees.saved')
          : t(invited ? 'employees.invitationSent' : 'employees.added', { email: payload.email }),
      );
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('common.email')}
          type="email"
          disabled={!!employee}
          data-autofocus={employee ? undefined : true}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('common.firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t('common.lastName')} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Switch label={t('employees.form.isManager')} {...form.getInputProps('isManager', { type: 'checkbox' })} />
        {isManager && (
          <Alert color="brand" variant="light" py="xs">
            {t('employees.form.managerHasAll')}
          </Alert>
        )}
        <AccessMatrix
          value={isManager ? fullAccess() : access}
          disabled={isManager}
          onChange={(next) => form.setFieldValue('access', next)}
        />
        {!employee && (
          <Alert color="gray" variant="light" py="xs">
            {t('employees.form.invitationNote')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {employee ? t('common.save') : t('employees.form.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
