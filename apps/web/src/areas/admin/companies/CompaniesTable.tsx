import { Anchor, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '../../../api/types.ts';
import { formatDate } from '../../../components/format.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';

export function CompaniesTable({ companies, onArchive }: { companies: Company[]; onArchive: (c: Company) => void }) {
  const { t, i18n } = useTranslation();
  if (companies.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('common.noResults')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('admin.companies.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.company.name')}</Table.Th>
              <Table.Th>{t('admin.company.slug')}</Table.Th>
              <Table.Th>{t('common.email')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.createdAt')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company.id} data-testid={`company-row-${company.slug}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/companies/${company.id}`} fw={500} size="sm">
                    {company.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {company.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{company.email}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={company.accountStatus} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(company.createdAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
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
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
