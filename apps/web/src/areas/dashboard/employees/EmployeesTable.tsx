import { Avatar, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../api/types.ts';
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
  if (employees.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('employees.empty')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={680}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('employees.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.columns.name')}</Table.Th>
              <Table.Th>{t('common.email')}</Table.Th>
              <Table.Th>{t('employees.columns.role')}</Table.Th>
              <Table.Th>{t('employees.columns.access')}</Table.Th>
              {withActions && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {employees.map((employee) => {
              const { user } = employee;
              const counts = accessCounts(employee.access);
              return (
                <Table.Tr key={user.id} data-testid={`employee-row-${user.email}`}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    {employee.isManager ? (
                      <Badge variant="light">{t('employees.manager')}</Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        {t('employees.employee')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {employee.isManager ? t('employees.fullAccess') : t('employees.accessSummary', counts)}
                    </Text>
                  </Table.Td>
                  {withActions && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
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
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
