import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminUser } from '../../../api/admin.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { formatDate } from '../../../components/format.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { fullName } from '../../../components/UserMenu.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** `/admin/users/:id`: a platform user, their account state and the companies they belong to. */
export default function UserDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm">
        {t('adminUser.back')}
      </Anchor>
      {detail.isPending ? (
        <PageLoader />
      ) : detail.isError ? (
        <ErrorAlert error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <>
          <Group gap="sm">
            <Title order={1} size="h2">
              {fullName(detail.data.user)}
            </Title>
            <Badge variant="light" color={detail.data.user.role === 'admin' ? 'red' : 'gray'}>
              {t(`admin.roles.${detail.data.user.role}`)}
            </Badge>
          </Group>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <Field label={t('common.email')}>{detail.data.user.email}</Field>
              <Field label={t('common.phone')}>
                {detail.data.user.phone && <PhoneLink phone={detail.data.user.phone} />}
              </Field>
              <Field label={t('adminUser.language')}>{detail.data.user.language}</Field>
              <Field label={t('admin.users.activated')}>
                {detail.data.user.isAccountActivated ? t('adminUser.yes') : t('adminUser.no')}
              </Field>
              <Field label={t('adminUser.validated')}>
                {detail.data.user.isValidated ? t('adminUser.yes') : t('adminUser.no')}
              </Field>
              <Field label={t('common.createdAt')}>{formatDate(detail.data.user.createdAt, i18n.language)}</Field>
            </SimpleGrid>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="user-companies">
            <Title order={2} size="h4" id="user-companies">
              {t('adminUser.companies')}
            </Title>
            {detail.data.companies.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('adminUser.noCompany')}
              </Text>
            ) : (
              <Table aria-labelledby="user-companies">
                <Table.Tbody>
                  {detail.data.companies.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/companies/${company.id}`} size="sm" fw={500}>
                          {company.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={company.isManager ? 'brand' : 'gray'}>
                          {company.isManager ? t('employees.manager') : t('employees.employee')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
