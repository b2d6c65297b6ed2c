import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../../../api/employees.ts';
import type { Employee } from '../../../api/types.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useCurrentMe } from '../MeContext.tsx';
import { canManageEmployees, canSeeEmployees } from '../permissions.ts';
import { EmployeeModal } from './EmployeeModal.tsx';
import { EmployeesTable } from './EmployeesTable.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { RemoveEmployeeModal } from './RemoveEmployeeModal.tsx';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; employee: Employee };

export default function EmployeesPage() {
  const { t } = useTranslation();
  const me = useCurrentMe();
  const allowed = canSeeEmployees(me.membership);
  const canManage = canManageEmployees(me.membership);
  const employees = useEmployees(allowed);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [removing, setRemoving] = useState<Employee | null>(null);

  if (!allowed) {
    return (
      <Alert color="gray" variant="light" title={t('errors.codes.forbidden')} maw={640}>
        {t('employees.noAccess')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('employees.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('employees.subtitle', { company: me.company?.name ?? '' })}
          </Text>
        </Stack>
        {canManage && <Button onClick={() => setEditing({ mode: 'add' })}>{t('employees.add')}</Button>}
      </Group>
      {employees.isPending ? (
        <PageLoader />
      ) : employees.isError ? (
        <ErrorAlert error={employees.error} onRetry={() => employees.refetch()} />
      ) : (
        <EmployeesTable
          employees={employees.data}
          currentUserId={me.user.id}
          onEdit={canManage ? (employee) => setEditing({ mode: 'edit', employee }) : undefined}
          onRemove={canManage ? setRemoving : undefined}
        />
      )}
      {canManage && me.membership && <PendingInvitations membership={me.membership} />}
      <EmployeeModal
        opened={editing.mode !== 'closed'}
        employee={editing.mode === 'edit' ? editing.employee : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <RemoveEmployeeModal employee={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
