import { Anchor, Badge, Group, Paper, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetUserActivated } from '../../../api/admin.ts';
import type { User } from '../../../api/types.ts';
import { errorMessage } from '../../../components/errors.ts';
import { formatDate } from '../../../components/format.ts';
import { notifyError } from '../../../components/notify.ts';
import { fullName } from '../../../components/UserMenu.tsx';

export function UsersTable({ users }: { users: User[] }) {
  const { t, i18n } = useTranslation();
  const setActivated = useSetUserActivated();
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('common.noResults')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('admin.users.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.columns.name')}</Table.Th>
              <Table.Th>{t('common.email')}</Table.Th>
              <Table.Th>{t('common.role')}</Table.Th>
              <Table.Th>{t('common.createdAt')}</Table.Th>
              <Table.Th>{t('admin.users.activated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const pending = setActivated.isPending && setActivated.variables?.userId === user.id;
              const checked = pending ? !!setActivated.variables?.isAccountActivated : user.isAccountActivated;
              return (
                <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={`/admin/users/${user.id}`}
                        size="sm"
                        fw={500}
                        aria-label={t('adminUser.openOne', { name: fullName(user) })}
                      >
                        {fullName(user)}
                      </Anchor>
                      {!user.isValidated && (
                        <Badge size="xs" color="yellow" variant="light">
                          {t('admin.users.notValidated')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={user.role === 'admin' ? 'red' : 'gray'}>
                      {t(`admin.roles.${user.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(user.createdAt, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('admin.users.activatedFor', { email: user.email })}
                      checked={checked}
                      disabled={pending}
                      onChange={(event) =>
                        setActivated.mutate(
                          { userId: user.id, isAccountActivated: event.currentTarget.checked },
                          { onError: (error) => notifyError(errorMessage(t, error)) },
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
