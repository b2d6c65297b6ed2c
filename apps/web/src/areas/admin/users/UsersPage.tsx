import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../../../api/admin.ts';
import { ListPager, ListSearch } from '../../../components/ListControls.tsx';
import { QueryPage } from '../../../components/QueryPage.tsx';
import { useListParams } from '../../../components/useListParams.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { UsersTable } from './UsersTable.tsx';

/** `/admin/users`: platform users, searchable, each opening their page; new ones are created here. */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListParams([]);
  const users = useAdminUsers({ search: list.search, page: list.page });
  const [creating, setCreating] = useState(false);

  return (
    <>
      <QueryPage
        title={t('admin.users.title')}
        action={<Button onClick={() => setCreating(true)}>{t('admin.users.create')}</Button>}
        toolbar={<ListSearch list={list} placeholder={t('admin.users.searchPlaceholder')} />}
        query={users}
      >
        {(page) => (
          <>
            <UsersTable users={page.items} />
            <ListPager data={page} list={list} />
          </>
        )}
      </QueryPage>
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
