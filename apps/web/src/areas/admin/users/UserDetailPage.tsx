import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminUser } from '../../../api/admin.ts';
import { formatDate } from '../../../components/format.ts';
import { fullName } from '../../../components/UserMenu.tsx';
import { AccountPage, ContactFacts } from './AccountPage.tsx';
import { DetailField } from './DetailField.tsx';

/** `/admin/users/:id`: a platform user, their account state and the companies they belong to. */
export default function UserDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const yesNo = (value: boolean) => (value ? t('adminUser.yes') : t('adminUser.no'));
  return (
    <AccountPage back={{ to: '/admin/users', label: t('adminUser.back') }} query={useAdminUser(id)}>
      {({ user, companies }) => ({
        title: fullName(user),
        badge: (
          <Badge variant="light" color={user.role === 'admin' ? 'red' : 'gray'}>
            {t(`admin.roles.${user.role}`)}
          </Badge>
        ),
        facts: (
          <>
            <ContactFacts account={user} />
            <DetailField label={t('admin.users.activated')}>{yesNo(user.isAccountActivated)}</DetailField>
            <DetailField label={t('adminUser.validated')}>{yesNo(user.isValidated)}</DetailField>
            <DetailField label={t('common.createdAt')}>{formatDate(user.createdAt, i18n.language)}</DetailField>
          </>
        ),
        section: {
          title: t('adminUser.companies'),
          content:
            companies.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('adminUser.noCompany')}
              </Text>
            ) : (
              <Table aria-labelledby="account-section">
                <Table.Tbody>
                  {companies.map((company) => (
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
            ),
        },
      })}
    </AccountPage>
  );
}
