import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../../../api/admin.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { useListParams } from '../../../components/useListParams.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { UsersTable } from './UsersTable.tsx';

export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListParams([]);
  const users = useAdminUsers({ search: list.search, page: list.page });
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('admin.users.title')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('admin.users.create')}</Button>
      </Group>
      <TextInput
        type="search"
        label={t('common.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={list.text}
        onChange={(event) => list.setText(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {users.isPending ? (
        <PageLoader />
      ) : users.isError ? (
        <ErrorAlert error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
          <UsersTable users={users.data.items} />
          <Pager
            page={users.data.page ?? list.page}
            total={users.data.total}
            limit={users.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
