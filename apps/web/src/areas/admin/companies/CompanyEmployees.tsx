import { Badge, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminCompanyEmployees } from '../../../api/admin.ts';
import { useLogAs } from '../../../api/session.ts';
import type { Company } from '../../../api/types.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError } from '../../../components/notify.ts';
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
      {employees.isError ? (
        <ErrorAlert error={employees.error} onRetry={() => employees.refetch()} />
      ) : (
        <DataTable
          label={t('admin.detail.employees')}
          rows={employees.data}
          rowKey={({ user }) => user.id}
          emptyText={t('employees.empty')}
          minWidth={600}
          columns={[
            { header: t('employees.columns.name'), cell: ({ user }) => fullName(user) },
            { header: t('common.email'), cell: ({ user }) => user.email },
            {
              header: t('employees.columns.role'),
              cell: ({ isManager }) => (
                <Badge variant="light" color={isManager ? 'brand' : 'gray'}>
                  {isManager ? t('employees.manager') : t('employees.employee')}
                </Badge>
              ),
            },
          ]}
          actions={({ user }) => (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={t('admin.detail.logAsOne', { name: fullName(user) })}
              loading={logAs.isPending && logAs.variables?.userId === user.id}
              onClick={() => onLogAs(user.id)}
            >
              {t('admin.detail.logAs')}
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
