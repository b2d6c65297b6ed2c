import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminCompany } from '../../../api/admin.ts';
import type { Company } from '../../../api/types.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { formatDate } from '../../../components/format.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { ArchiveCompanyModal } from './ArchiveCompanyModal.tsx';
import { CompanyEmployees } from './CompanyEmployees.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

function CompanyInfo({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t('admin.company.slug')} value={company.slug} />
        <Field label={t('admin.company.email')} value={company.email} />
        <Field label={t('common.phone')} value={company.phone} />
        <Field label={t('admin.company.accountType')} value={t(`admin.accountTypes.${company.accountType}`)} />
        {company.accountStatus === 'TRIAL' && (
          <Field label={t('admin.company.trialEndsAt')} value={formatDate(company.trialEndsAt, lng)} />
        )}
        {company.subscriptionPending && <Field label={t('admin.company.subscription')} value={t('common.pending')} />}
        <Field label={t('admin.company.timezone')} value={company.timezone} />
        <Field label={t('admin.company.currency')} value={company.currency} />
        <Field
          label={t('admin.company.languages')}
          value={company.languages.map((l) => t(`languages.${l}`)).join(', ')}
        />
        <Field
          label={t('admin.company.verticales')}
          value={company.verticales.map((v) => t(`admin.verticales.${v}`)).join(', ')}
        />
        <Field label={t('admin.company.city')} value={[company.city, company.country].filter(Boolean).join(', ')} />
        <Field label={t('common.createdAt')} value={formatDate(company.createdAt, lng)} />
        {company.archivedAt && (
          <Field
            label={t('admin.company.archived')}
            value={`${formatDate(company.archivedAt, lng)} — ${
              company.archiveReason === 'CHURN' || company.archiveReason === 'NO_SIGN'
                ? t(`admin.archiveReasons.${company.archiveReason}`)
                : (company.archiveReason ?? '')
            }`}
          />
        )}
      </SimpleGrid>
    </Paper>
  );
}

export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const company = useAdminCompany(id);
  const [archiving, setArchiving] = useState(false);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/companies" size="sm">
        {t('admin.detail.back')}
      </Anchor>
      {company.isPending ? (
        <PageLoader />
      ) : company.isError ? (
        <ErrorAlert error={company.error} onRetry={() => company.refetch()} />
      ) : (
        <>
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1} size="h2">
                {company.data.name}
              </Title>
              <StatusBadge status={company.data.accountStatus} />
            </Group>
            {company.data.accountStatus !== 'ARCHIVED' && (
              <Button variant="light" color="red" onClick={() => setArchiving(true)}>
                {t('admin.companies.archive')}
              </Button>
            )}
          </Group>
          <CompanyInfo company={company.data} />
          <CompanyEmployees company={company.data} />
          <ArchiveCompanyModal company={archiving ? company.data : null} onClose={() => setArchiving(false)} />
        </>
      )}
    </Stack>
  );
}
