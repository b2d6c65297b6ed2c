import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminCompanyEmployees } from '../../../api/admin.ts';
import { useLogAs } from '../../../api/session.ts';
import type { Company } from '../../../api/types.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { fullName } from '../../../components/UserMenu.tsx';
import { useLeaveSession } from '../../../components/useLeaveSession.ts';

/** A company's employees, each with "Log in as" (impersonation; the dashboard then shows a banner). */
export function CompanyEmployees({ company }: { company: Company }) {
  const { t } = useTranslation();
  const employees = useAdminCompanyEmployees(company.id);
  const logAs = useLogAs();
  const leave = useLeaveSession();

  const onLogAs = (userId: string) =>
    logAs.mutate(
      { companyId: company.id, userId },
      { onSuccess: () => leave('/dashboard'), onError: (error) => notifyError(errorMessage(t, error)) },
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('admin.detail.employees')}
      </Title>
      {employees.isPending ? (
        <PageLoader />
      ) : employees.isError ? (
        <ErrorAlert error={employees.error} onRetry={() => employees.refetch()} />
      ) : employees.data.length === 0 ? (
        <Text c="dimmed">{t('employees.empty')}</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" aria-label={t('admin.detail.employees')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('employees.columns.name')}</Table.Th>
                  <Table.Th>{t('common.email')}</Table.Th>
                  <Table.Th>{t('employees.columns.role')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {employees.data.map(({ user, isManager }) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {fullName(user)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{user.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={isManager ? 'brand' : 'gray'}>
                        {isManager ? t('employees.manager') : t('employees.employee')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('admin.detail.logAsOne', { name: fullName(user) })}
                        loading={logAs.isPending && logAs.variables?.userId === user.id}
                        onClick={() => onLogAs(user.id)}
                      >
                        {t('admin.detail.logAs')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
