import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../api/types.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { fullName, initialsOf } from '../../../components/UserMenu.tsx';
import { accessCounts } from './employeeForm.ts';

/** Employees with their role and access; edit/remove buttons only when handlers are given. */
export function EmployeesTable({
  employees,
  currentUserId,
  onEdit,
  onRemove,
}: {
  employees: Employee[];
  currentUserId: string;
  onEdit?: (employee: Employee) => void;
  onRemove?: (employee: Employee) => void;
}) {
  const { t } = useTranslation();
  const withActions = !!(onEdit || onRemove);
  return (
    <DataTable
      label={t('employees.title')}
      minWidth={680}
      highlightOnHover
      rows={employees}
      rowKey={({ user }) => user.id}
      rowTestId={({ user }) => `employee-row-${user.email}`}
      emptyText={t('employees.empty')}
      columns={[
        {
          header: t('employees.columns.name'),
          cell: ({ user }) => (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={user.pictureUrl} alt="" radius="xl" size={30} color="brand">
                {initialsOf(user)}
              </Avatar>
              <Text size="sm" fw={500}>
                {fullName(user)}
              </Text>
              {!user.isValidated && (
                <Badge size="xs" color="yellow" variant="light">
                  {t('employees.invited')}
                </Badge>
              )}
            </Group>
          ),
        },
        { header: t('common.email'), cell: ({ user }) => user.email },
        {
          header: t('employees.columns.role'),
          cell: (employee) =>
            employee.isManager ? (
              <Badge variant="light">{t('employees.manager')}</Badge>
            ) : (
              <Badge variant="light" color="gray">
                {t('employees.employee')}
              </Badge>
            ),
        },
        {
          header: t('employees.columns.access'),
          cell: (employee) => (
            <Text size="sm" c="dimmed">
              {employee.isManager
                ? t('employees.fullAccess')
                : t('employees.accessSummary', accessCounts(employee.access))}
            </Text>
          ),
        },
      ]}
      actions={
        withActions
          ? (employee) => {
              const { user } = employee;
              return (
                <>
                  {onEdit && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('employees.editOne', { name: fullName(user) })}
                      onClick={() => onEdit(employee)}
                    >
                      {t('common.edit')}
                    </Button>
                  )}
                  {onRemove && user.id !== currentUserId && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('employees.removeOne', { name: fullName(user) })}
                      onClick={() => onRemove(employee)}
                    >
                      {t('common.remove')}
                    </Button>
                  )}
                </>
              );
            }
          : undefined
      }
    />
  );
}
