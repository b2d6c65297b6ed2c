import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '../../../api/types.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDate } from '../../../components/format.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';

export function CompaniesTable({ companies, onArchive }: { companies: Company[]; onArchive: (c: Company) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      label={t('admin.companies.title')}
      rows={companies}
      rowKey={(company) => company.id}
      rowTestId={(company) => `company-row-${company.slug}`}
      emptyText={t('common.noResults')}
      minWidth={760}
      highlightOnHover
      columns={[
        {
          header: t('admin.company.name'),
          cell: (company) => (
            <Anchor component={Link} to={`/admin/companies/${company.id}`} fw={500} size="sm">
              {company.name}
            </Anchor>
          ),
        },
        {
          header: t('admin.company.slug'),
          cell: (company) => (
            <Text size="sm" ff="monospace">
              {company.slug}
            </Text>
          ),
        },
        { header: t('common.email'), cell: (company) => company.email },
        { header: t('common.status'), cell: (company) => <StatusBadge status={company.accountStatus} /> },
        {
          header: t('common.createdAt'),
          cell: (company) => formatDate(company.createdAt, i18n.language),
          nowrap: true,
        },
      ]}
      actions={(company) => (
        <>
          <Button
            component={Link}
            to={`/admin/companies/${company.id}`}
            size="compact-sm"
            variant="subtle"
            aria-label={t('admin.companies.openOne', { name: company.name })}
          >
            {t('common.open')}
          </Button>
          {company.accountStatus !== 'ARCHIVED' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('admin.companies.archiveOne', { name: company.name })}
              onClick={() => onArchive(company)}
            >
              {t('admin.companies.archive')}
            </Button>
          )}
        </>
      )}
    />
  );
}
