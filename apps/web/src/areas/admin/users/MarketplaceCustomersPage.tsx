import { useTranslation } from 'react-i18next';
import { useAdminMarketplaceCustomers } from '../../../api/admin.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDate } from '../../../components/format.ts';
import { ListPager, ListSearch } from '../../../components/ListControls.tsx';
import { PhoneLink } from '../../../components/PhoneLink.tsx';
import { QueryPage } from '../../../components/QueryPage.tsx';
import { useListParams } from '../../../components/useListParams.ts';
import { AccountName } from './AccountName.tsx';

/** `/admin/marketplace-customers`: the customer accounts of the marketplace, searchable, each opening its page. */
export default function MarketplaceCustomersPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams([]);
  const customers = useAdminMarketplaceCustomers({ search: list.search, page: list.page });
  return (
    <QueryPage
      title={t('adminUser.customersNav')}
      toolbar={<ListSearch list={list} placeholder={t('admin.users.searchPlaceholder')} />}
      query={customers}
    >
      {(page) => (
        <>
          <DataTable
            label={t('adminUser.customersNav')}
            rows={page.items}
            rowKey={(customer) => customer.id}
            rowTestId={(customer) => `marketplace-customer-${customer.email}`}
            emptyText={t('adminUser.customersEmpty')}
            minWidth={640}
            highlightOnHover
            columns={[
              {
                header: t('employees.columns.name'),
                cell: (customer) => (
                  <AccountName account={customer} to={`/admin/marketplace-customers/${customer.id}`} />
                ),
              },
              { header: t('common.email'), cell: (customer) => customer.email },
              { header: t('common.phone'), cell: (customer) => customer.phone && <PhoneLink phone={customer.phone} /> },
              { header: t('common.createdAt'), cell: (customer) => formatDate(customer.createdAt, i18n.language) },
            ]}
          />
          <ListPager data={page} list={list} />
        </>
      )}
    </QueryPage>
  );
}
