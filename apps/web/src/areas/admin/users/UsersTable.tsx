import { Badge, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetUserActivated } from '../../../api/admin.ts';
import type { User } from '../../../api/types.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDate } from '../../../components/format.ts';
import { notifyError } from '../../../components/notify.ts';
import { AccountName } from './AccountName.tsx';

export function UsersTable({ users }: { users: User[] }) {
  const { t, i18n } = useTranslation();
  const setActivated = useSetUserActivated();
  const activation = (user: User) => {
    const pending = setActivated.isPending && setActivated.variables?.userId === user.id;
    return (
      <Switch
        aria-label={t('admin.users.activatedFor', { email: user.email })}
        checked={pending ? !!setActivated.variables?.isAccountActivated : user.isAccountActivated}
        disabled={pending}
        onChange={(event) =>
          setActivated.mutate(
            { userId: user.id, isAccountActivated: event.currentTarget.checked },
            { onError: (error) => notifyError(errorMessage(t, error)) },
          )
        }
      />
    );
  };
  return (
    <DataTable
      label={t('admin.users.title')}
      rows={users}
      rowKey={(user) => user.id}
      rowTestId={(user) => `user-row-${user.email}`}
      emptyText={t('common.noResults')}
      minWidth={720}
      highlightOnHover
      columns={[
        {
          header: t('employees.columns.name'),
          cell: (user) => <AccountName account={user} to={`/admin/users/${user.id}`} />,
        },
        { header: t('common.email'), cell: (user) => user.email },
        {
          header: t('common.role'),
          cell: (user) => (
            <Badge variant="light" color={user.role === 'admin' ? 'red' : 'gray'}>
              {t(`admin.roles.${user.role}`)}
            </Badge>
          ),
        },
        { header: t('common.createdAt'), cell: (user) => formatDate(user.createdAt, i18n.language) },
        { header: t('admin.users.activated'), cell: activation },
      ]}
    />
  );
}
