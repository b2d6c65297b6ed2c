import { ACCOUNT_STATUSES, type AccountStatus } from '@hirebase/shared';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCompanies } from '../../../api/admin.ts';
import type { Company } from '../../../api/types.ts';
import { ListPager, ListSearch } from '../../../components/ListControls.tsx';
import { QueryPage } from '../../../components/QueryPage.tsx';
import { useListParams } from '../../../components/useListParams.ts';
import { ArchiveCompanyModal } from './ArchiveCompanyModal.tsx';
import { CompaniesTable } from './CompaniesTable.tsx';
import { CreateCompanyModal } from './CreateCompanyModal.tsx';

const isStatus = (value: string): value is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(value);

export default function CompaniesPage() {
  const { t } = useTranslation();
  const list = useListParams(['status']);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const companies = useAdminCompanies({ search: list.search, page: list.page, type: status });
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<Company | null>(null);

  return (
    <>
      <QueryPage
        title={t('admin.companies.title')}
        action={<Button onClick={() => setCreating(true)}>{t('admin.companies.create')}</Button>}
        toolbar={
          <Group gap="sm" align="flex-end">
            <ListSearch list={list} placeholder={t('admin.companies.searchPlaceholder')} />
            <Select
              label={t('admin.companies.statusFilter')}
              placeholder={t('admin.companies.allStatuses')}
              clearable
              value={status ?? null}
              onChange={(value) => list.setFilters({ status: value })}
              data={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) }))}
              w={{ base: '100%', sm: 200 }}
            />
          </Group>
        }
        query={companies}
      >
        {(page) => (
          <>
            <CompaniesTable companies={page.items} onArchive={setArchiving} />
            <ListPager data={page} list={list} />
          </>
        )}
      </QueryPage>
      <CreateCompanyModal opened={creating} onClose={() => setCreating(false)} />
      <ArchiveCompanyModal company={archiving} onClose={() => setArchiving(null)} />
    </>
  );
}
