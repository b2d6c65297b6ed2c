import { ACCOUNT_STATUSES, type AccountStatus } from '@hirebase/shared';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCompanies } from '../../../api/admin.ts';
import type { Company } from '../../../api/types.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Pager } from '../../../components/Pager.tsx';
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
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('admin.companies.title')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('admin.companies.create')}</Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          label={t('common.search')}
          placeholder={t('admin.companies.searchPlaceholder')}
          value={list.text}
          onChange={(event) => list.setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
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
      {companies.isPending ? (
        <PageLoader />
      ) : companies.isError ? (
        <ErrorAlert error={companies.error} onRetry={() => companies.refetch()} />
      ) : (
        <Stack gap="sm" style={{ opacity: companies.isPlaceholderData ? 0.6 : 1 }}>
          <CompaniesTable companies={companies.data.items} onArchive={setArchiving} />
          <Pager
            page={companies.data.page ?? list.page}
            total={companies.data.total}
            limit={companies.data.limit}
            onChange={list.setPage}
          />
        </Stack>
      )}
      <CreateCompanyModal opened={creating} onClose={() => setCreating(false)} />
      <ArchiveCompanyModal company={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
